import { z } from "zod";

/**
 * Which outside services are configured. Each one falls back to the embedded default when its settings are missing;
 * this is the single place that decides, so /api/health and the UI always agree.
 */
const ConfigSchema = z.object({
  APP_URL: z.url().default("http://localhost:8787"),
  CONTACT_EMAIL: z.email().default("support@mise.example"),
  /** Signs sessions and tokens, encrypts two-factor secrets. `npm run setup` writes a random one to .dev.vars. */
  BETTER_AUTH_SECRET: z.string().min(32),
  EMAIL_FROM: z.string().min(3).default("Mise <no-reply@mise.example>"),
  AI_BASE_URL: z.url().optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_MODEL: z.string().min(1).optional(),
  AI_IMAGE_MODEL: z.string().min(1).optional(),
  AI_VISION_MODEL: z.string().min(1).optional(),
  EMAIL_API_URL: z.url().optional(),
  EMAIL_API_KEY: z.string().min(1).optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  FACEBOOK_CLIENT_ID: z.string().min(1).optional(),
  FACEBOOK_CLIENT_SECRET: z.string().min(1).optional(),
  /** Stripe: the secret API key, the webhook endpoint's signing secret and the Standard plan's monthly price. */
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_PRICE_ID: z.string().min(1).optional(),
  /** Another origin for Stripe's API (the local stand-in of the tests); empty means Stripe itself. */
  STRIPE_API_BASE: z.url().optional(),
});

export type ServiceStatus = {
  ai: "openai-compatible" | "built-in";
  aiImages: "openai-compatible" | "built-in-illustration";
  /** Scanned pages read by a vision model on request, or only by OCR on the device. */
  scanVision: "openai-compatible" | "on-device-only";
  email: "http-api" | "dev-mailbox";
  /**
   * Stripe only when checkout (key and price), the portal (key) and webhooks (signing secret) can all work; otherwise
   * every account has the Standard allowances and pricing and billing say payments are not configured.
   */
  payments: "stripe" | "not-configured";
  socialLogin: { google: boolean; facebook: boolean };
};

// Empty strings in .dev.vars mean "not set".
function definedOnly(env: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(env).filter(([, value]) => typeof value !== "string" || value !== ""));
}

export type AppConfig = z.infer<typeof ConfigSchema>;

// The environment is the same object for every request an isolate serves: it is read once, not per call.
const configs = new WeakMap<Env, AppConfig>();
const statuses = new WeakMap<Env, ServiceStatus>();

export function readConfig(env: Env): AppConfig {
  let config = configs.get(env);
  if (!config) {
    config = ConfigSchema.parse(definedOnly(env));
    configs.set(env, config);
  }
  return config;
}

export function describeServices(env: Env): ServiceStatus {
  let status = statuses.get(env);
  if (!status) {
    status = servicesOf(readConfig(env));
    statuses.set(env, status);
  }
  return status;
}

function servicesOf(config: AppConfig): ServiceStatus {
  const aiText = Boolean(config.AI_BASE_URL && config.AI_API_KEY && config.AI_MODEL);
  return {
    ai: aiText ? "openai-compatible" : "built-in",
    aiImages: aiText && config.AI_IMAGE_MODEL ? "openai-compatible" : "built-in-illustration",
    scanVision: aiText && config.AI_VISION_MODEL ? "openai-compatible" : "on-device-only",
    email: config.EMAIL_API_URL && config.EMAIL_API_KEY ? "http-api" : "dev-mailbox",
    payments:
      config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET && config.STRIPE_PRICE_ID ? "stripe" : "not-configured",
    socialLogin: {
      google: Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET),
      facebook: Boolean(config.FACEBOOK_CLIENT_ID && config.FACEBOOK_CLIENT_SECRET),
    },
  };
}

import { z } from "zod";
import type { BrowserServices } from "./browser-services";
import { oncePer } from "./once-per";

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
  /** A PostHog project key and the capture host (e.g. https://eu.i.posthog.com): analytics after consent. */
  ANALYTICS_KEY: z.string().min(1).optional(),
  ANALYTICS_HOST: z.url().optional(),
  /** A Chatwoot installation and one of its website inboxes: the support chat after consent. */
  CHAT_BASE_URL: z.url().optional(),
  CHAT_WEBSITE_TOKEN: z.string().min(1).optional(),
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
  /** Loaded in the browser only after the visitor allows it in the consent dialog. */
  analytics: "posthog" | "off";
  chat: "chatwoot" | "off";
};

// Empty strings in .dev.vars mean "not set".
function definedOnly(env: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(env).filter(([, value]) => typeof value !== "string" || value !== ""));
}

export type AppConfig = z.infer<typeof ConfigSchema>;

// The environment is the same object for every request an isolate serves: it is read once, not per call.
export const readConfig = oncePer((env: Env): AppConfig => ConfigSchema.parse(definedOnly(env)));

export const describeServices = oncePer((env: Env): ServiceStatus => servicesOf(readConfig(env)));

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
    analytics: browserServicesOf(config).analytics ? "posthog" : "off",
    chat: browserServicesOf(config).chat ? "chatwoot" : "off",
  };
}

/**
 * Where a payment form's redirect may lead: Stripe's hosted checkout and billing portal (its stand-in's origin in
 * tests), none without payments. Pages sent as documents post their checkout as a plain form, and the policy's
 * form-action covers the redirect that follows (ADR 019).
 */
export function paymentPageOrigins(config: AppConfig): string[] {
  if (servicesOf(config).payments !== "stripe") return [];
  if (config.STRIPE_API_BASE) return [new URL(config.STRIPE_API_BASE).origin];
  return ["https://checkout.stripe.com", "https://billing.stripe.com"];
}

/** What the browser needs to start the consent-gated services; null where a service is not configured. */
export function browserServicesOf(config: AppConfig): BrowserServices {
  const { ANALYTICS_KEY, ANALYTICS_HOST, CHAT_BASE_URL, CHAT_WEBSITE_TOKEN } = config;
  return {
    analytics: ANALYTICS_KEY && ANALYTICS_HOST ? { key: ANALYTICS_KEY, host: trimSlash(ANALYTICS_HOST) } : null,
    chat:
      CHAT_BASE_URL && CHAT_WEBSITE_TOKEN
        ? { baseUrl: trimSlash(CHAT_BASE_URL), websiteToken: CHAT_WEBSITE_TOKEN }
        : null,
  };
}

const trimSlash = (url: string) => url.replace(/\/+$/, "");

export type OutsideService = {
  kind: "ai" | "email" | "google" | "facebook" | "analytics" | "chat";
  /** Where the data goes, as the operator configured it. */
  host: string;
};

/** The outside services this server sends data to, for the privacy page's list; hosting (Cloudflare) is a given. */
export function outsideServicesOf(config: AppConfig, services: ServiceStatus): OutsideService[] {
  const hostOf = (url: string) => new URL(url).host;
  const { analytics, chat } = browserServicesOf(config);
  const list: OutsideService[] = [];
  if (services.ai === "openai-compatible" && config.AI_BASE_URL)
    list.push({ kind: "ai", host: hostOf(config.AI_BASE_URL) });
  if (services.email === "http-api" && config.EMAIL_API_URL)
    list.push({ kind: "email", host: hostOf(config.EMAIL_API_URL) });
  if (services.socialLogin.google) list.push({ kind: "google", host: "accounts.google.com" });
  if (services.socialLogin.facebook) list.push({ kind: "facebook", host: "www.facebook.com" });
  if (analytics) list.push({ kind: "analytics", host: hostOf(analytics.host) });
  if (chat) list.push({ kind: "chat", host: hostOf(chat.baseUrl) });
  return list;
}

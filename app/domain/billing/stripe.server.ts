import Stripe from "stripe";
import { describeServices, readConfig } from "~/lib/config.server";
import { oncePer } from "~/lib/once-per";

/** Stripe as configured: the client, the Standard plan's price, the webhook secret and the app's public origin. */
export type Payments = { stripe: Stripe; priceId: string; webhookSecret: string; appUrl: string };

/** Payments when Stripe is configured (config.server.ts decides), else null: every account then has Standard. */
export function paymentsOf(env: Env): Payments | null {
  return describeServices(env).payments === "stripe" ? configuredPayments(env) : null;
}

// One client per environment, like the other services: the environment is the same object for an isolate's requests.
const configuredPayments = oncePer((env: Env): Payments => {
  const config = readConfig(env);
  return {
    stripe: new Stripe(config.STRIPE_SECRET_KEY as string, {
      // Workers have fetch, not Node's http; the API base is only ever changed for the tests' stand-in.
      httpClient: Stripe.createFetchHttpClient(),
      ...apiBase(config.STRIPE_API_BASE),
      timeout: 10_000,
      maxNetworkRetries: 1,
      telemetry: false,
    }),
    priceId: config.STRIPE_PRICE_ID as string,
    webhookSecret: config.STRIPE_WEBHOOK_SECRET as string,
    appUrl: config.APP_URL,
  };
});

function apiBase(base: string | undefined) {
  if (!base) return {};
  const url = new URL(base);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { host: url.hostname, port: url.port || (protocol === "http" ? 80 : 443), protocol } as const;
}

/**
 * The event a webhook delivery carries, when its signature is Stripe's for this endpoint's secret, checked on the raw
 * body with Web Crypto; null for anything else (a wrong, stale or missing signature).
 */
export async function verifiedEvent(
  payments: Payments,
  rawBody: string,
  signature: string | undefined,
): Promise<Stripe.Event | null> {
  if (!signature) return null;
  try {
    return await payments.stripe.webhooks.constructEventAsync(
      rawBody,
      signature,
      payments.webhookSecret,
      undefined,
      Stripe.createSubtleCryptoProvider(),
    );
  } catch {
    return null;
  }
}

import { Hono } from "hono";
import { getDb } from "~/db/client.server";
import { paymentsOf, verifiedEvent } from "~/domain/billing/stripe.server";
import { processStripeEvent } from "~/domain/billing/webhooks.server";
import { getMailer } from "~/domain/mail/mailer.server";
import { readConfig } from "~/lib/config.server";
import { ApiError } from "./errors";

/**
 * `POST /api/stripe/webhook`: Stripe's events, verified on the raw body against the endpoint's signing secret (a bad
 * signature is a 400 and changes nothing), each applied once by its id (domain/billing/webhooks.server.ts). Events
 * the app does not act on answer 200. While another delivery of the same event is being applied the answer is 409,
 * so Stripe tries again later rather than count this one as done. Without payments configured there is no endpoint.
 */
export const stripeApi = new Hono<{ Bindings: Env }>().post("/webhook", async (c) => {
  const payments = paymentsOf(c.env);
  if (!payments) throw new ApiError("not_found");
  const event = await verifiedEvent(payments, await c.req.text(), c.req.header("stripe-signature"));
  if (!event) throw new ApiError("bad_request");
  const db = getDb(c.env.DB);
  const mailer = getMailer(readConfig(c.env), db);
  const outcome = await processStripeEvent({ db, payments, sendMail: (mail) => mailer.send(mail) }, event);
  if (outcome === "in-progress") throw new ApiError("conflict");
  c.header("cache-control", "no-store");
  return c.json({ received: true, outcome });
});

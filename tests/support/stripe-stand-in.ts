import { createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";

/**
 * A local Stripe for the tests, the browser journeys and bench:billing, so none needs a Stripe account. It answers
 * the API calls the app's real `stripe` client makes (customers, prices, Checkout Sessions, subscriptions, Billing
 * Portal sessions) in Stripe's shapes: form-encoded bodies with bracketed keys, `expand[]`, idempotency keys, list
 * objects, errors in Stripe's envelope. Its hosted "checkout" and "portal" are small pages that move a subscription
 * along and post the events Stripe would send, signed exactly as Stripe signs them.
 *
 * The workerd tests reach it through miniflare's outboundService (tests/support/outbound-stand-in.ts); the browser
 * tests and the bench run it as a local HTTP server (scripts/serve-test.mjs --stripe). `/_stand-in/...` is its own
 * control API: it moves subscriptions through their life (renewals, failed payments, cancelling) and answers the
 * events that caused, for a test to deliver in whatever order it likes. Self-contained (Node built-ins only), so
 * Node runs it as TypeScript directly.
 */

export const STRIPE_STAND_IN = {
  apiBase: "https://stripe.stand-in.test",
  secretKey: "sk_test_stand_in",
  webhookSecret: "whsec_stand_in_secret",
  priceId: "price_stand_in_standard",
} as const;

/** The environment that points the app at a stand-in at `apiBase`. */
export function stripeVars(apiBase: string = STRIPE_STAND_IN.apiBase) {
  return {
    STRIPE_SECRET_KEY: STRIPE_STAND_IN.secretKey,
    STRIPE_WEBHOOK_SECRET: STRIPE_STAND_IN.webhookSecret,
    STRIPE_PRICE_ID: STRIPE_STAND_IN.priceId,
    STRIPE_API_BASE: apiBase,
  };
}

const API_VERSION = "2026-10-28.endive";
const DAY = 86_400;
/** A billing period here: Stripe's month varies, a fixed 30 days keeps the figures easy to check. */
const PERIOD = 30 * DAY;

/** `Stripe-Signature` for a payload, as Stripe computes it: HMAC-SHA256 of "timestamp.payload" with the secret. */
export function signStripePayload(
  payload: string,
  secret: string = STRIPE_STAND_IN.webhookSecret,
  timestamp = Math.floor(Date.now() / 1000),
): string {
  const signature = createHmac("sha256", secret).update(`${timestamp}.${payload}`).digest("hex");
  return `t=${timestamp},v1=${signature}`;
}

// biome-ignore lint/suspicious/noExplicitAny: Stripe objects are plain JSON of many shapes.
type StripeObject = Record<string, any>;
export type StripeEvent = StripeObject & { id: string; type: string; data: { object: StripeObject } };

/** What the control API can do to a subscription, as happens at Stripe over its life. */
export type LifecycleStep =
  | "renew"
  | "fail-renewal"
  | "recover"
  | "trial-will-end"
  | "cancel-at-period-end"
  | "resume"
  | "end"
  | "unpaid";

/** The API resources the app calls, by their path under /v1. */
const RESOURCES = ["customers", "prices", "checkout/sessions", "billing_portal/sessions", "subscriptions"];

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;
const now = () => Math.floor(Date.now() / 1000);
const copy = <T>(value: T): T => structuredClone(value);

function notFound(kind: string, key: string) {
  return Response.json(
    {
      error: {
        type: "invalid_request_error",
        code: "resource_missing",
        message: `No such ${kind}: '${key}'`,
        param: "id",
      },
    },
    { status: 404 },
  );
}

function badRequest(message: string) {
  return Response.json({ error: { type: "invalid_request_error", message } }, { status: 400 });
}

/** Stripe's form encoding (`a[b][0][c]=v`) back into objects and arrays. */
export function parseStripeForm(text: string): StripeObject {
  const root: StripeObject = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, "").split("[");
    let node: StripeObject = root;
    path.forEach((part, index) => {
      const last = index === path.length - 1;
      const next = path[index + 1];
      const slot = part === "" && Array.isArray(node) ? node.length : part;
      if (last) node[slot] = value;
      else {
        node[slot] ??= next === "" || /^\d+$/.test(next ?? "") ? [] : {};
        node = node[slot];
      }
    });
  }
  return root;
}

function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const PAGE_TEXT = {
  en: {
    checkout: "Stand-in checkout",
    trial: (days: number) => `${days}-day free trial, then`,
    start: "Start trial",
    subscribe: "Subscribe",
    back: "Back",
    portal: "Stand-in billing portal",
    status: "Subscription status",
    cancel: "Cancel plan",
    cancelled: "Your plan ends at the end of the period.",
    none: "No subscription.",
    return: "Return to Mise",
  },
  de: {
    checkout: "Stand-in-Kasse",
    trial: (days: number) => `${days} Tage kostenlos testen, danach`,
    start: "Testzeitraum starten",
    subscribe: "Abonnieren",
    back: "Zurück",
    portal: "Stand-in-Kundenportal",
    status: "Status des Abos",
    cancel: "Tarif kündigen",
    cancelled: "Dein Tarif endet zum Ende des Zeitraums.",
    none: "Kein Abo.",
    return: "Zurück zu Mise",
  },
};

function page(locale: string, title: string, body: string) {
  return new Response(
    // An empty icon, so the browser asks the stand-in for nothing else.
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><link rel="icon" href="data:,">` +
      `<title>${escapeHtml(title)}</title></head>` +
      `<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`,
    { headers: { "content-type": "text/html; charset=utf-8" } },
  );
}

export class StripeStandIn {
  private readonly customers = new Map<string, StripeObject>();
  private readonly subscriptions = new Map<string, StripeObject>();
  private readonly invoices = new Map<string, StripeObject>();
  private readonly checkoutSessions = new Map<string, StripeObject>();
  /** The parameters each checkout session was created with, for tests to check what the app asked for. */
  private readonly checkoutParams = new Map<string, StripeObject>();
  private readonly portalSessions = new Map<string, StripeObject>();
  private readonly idempotent = new Map<string, { status: number; body: string }>();
  private readonly prices = new Map<string, StripeObject>();
  /** Every API request, newest last: method, path and the parameters sent. */
  readonly requests: { method: string; path: string; params: StripeObject }[] = [];

  /**
   * `origin`: where this stand-in's pages are reached (links to hosted pages); `webhookUrl`: where its pages post
   * events (only the HTTP server has one; the workerd tests deliver events themselves).
   */
  private readonly options: { origin: string; webhookUrl?: string };

  constructor(options: { origin: string; webhookUrl?: string } = { origin: STRIPE_STAND_IN.apiBase }) {
    this.options = options;
    this.prices.set(STRIPE_STAND_IN.priceId, {
      id: STRIPE_STAND_IN.priceId,
      object: "price",
      active: true,
      currency: "eur",
      unit_amount: 499,
      recurring: { interval: "month", interval_count: 1, usage_type: "licensed" },
      type: "recurring",
      product: "prod_stand_in_standard",
      livemode: false,
    });
  }

  async handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const path = url.pathname;
    if (path.startsWith("/_stand-in/")) return this.control(request, url);
    if (path.startsWith("/checkout/") || path.startsWith("/portal/")) return this.hostedPage(request, url);
    if (request.headers.get("authorization") !== `Bearer ${STRIPE_STAND_IN.secretKey}`) {
      return Response.json(
        { error: { type: "invalid_request_error", message: "Invalid API Key provided" } },
        { status: 401 },
      );
    }
    const body = request.method === "GET" || request.method === "DELETE" ? "" : await request.text();
    const params = parseStripeForm(request.method === "GET" ? url.search.slice(1) : body);
    this.requests.push({ method: request.method, path, params });
    // Retries and idempotent creations get the first answer again, as at Stripe.
    const key = request.headers.get("idempotency-key");
    const remembered = key && this.idempotent.get(key);
    if (remembered) {
      return new Response(remembered.body, {
        status: remembered.status,
        headers: { "content-type": "application/json" },
      });
    }
    const response = this.api(request.method, path, params);
    if (key && request.method === "POST") {
      this.idempotent.set(key, { status: response.status, body: await response.clone().text() });
    }
    return response;
  }

  private api(method: string, path: string, params: StripeObject): Response {
    const resource = RESOURCES.find((name) => path === `/v1/${name}` || path.startsWith(`/v1/${name}/`));
    const key = resource ? path.slice(`/v1/${resource}/`.length) : "";
    const one = (kind: string, store: Map<string, StripeObject>) => {
      const found = store.get(key);
      return found ? Response.json(this.expand(found, params.expand)) : notFound(kind, key);
    };
    switch (`${method} ${resource}${key ? "/:id" : ""}`) {
      case "POST customers":
        return Response.json(this.createCustomer(params));
      case "GET prices/:id":
        return one("price", this.prices);
      case "POST checkout/sessions":
        return this.createCheckoutSession(params);
      case "GET checkout/sessions/:id":
        return one("checkout.session", this.checkoutSessions);
      case "POST billing_portal/sessions":
        return this.createPortalSession(params);
      case "GET subscriptions":
        return Response.json({
          object: "list",
          url: "/v1/subscriptions",
          has_more: false,
          data: [...this.subscriptions.values()].filter(
            (subscription) =>
              (!params.customer || subscription.customer === params.customer) &&
              (params.status === "all" || subscription.status !== "canceled"),
          ),
        });
      case "GET subscriptions/:id":
        return one("subscription", this.subscriptions);
      case "DELETE subscriptions/:id": {
        const subscription = this.subscriptions.get(key);
        if (!subscription) return notFound("subscription", key);
        // Cancelled by the app (an account deleted): Stripe tells the webhook too, a moment later.
        const events = this.step(subscription, "end");
        if (this.options.webhookUrl) setTimeout(() => void this.deliver(events), 0);
        return Response.json(subscription);
      }
      default:
        return notFound("endpoint", `${method} ${path}`);
    }
  }

  private createCustomer(params: StripeObject) {
    const customer = {
      id: id("cus"),
      object: "customer",
      email: params.email ?? null,
      name: params.name ?? null,
      metadata: params.metadata ?? {},
      preferred_locales: params.preferred_locales ?? [],
      created: now(),
      livemode: false,
    };
    this.customers.set(customer.id, customer);
    return customer;
  }

  private createCheckoutSession(params: StripeObject): Response {
    if (params.mode !== "subscription") return badRequest("Only subscription mode is supported by the stand-in.");
    const priceId = params.line_items?.[0]?.price;
    if (!this.prices.has(priceId)) return notFound("price", String(priceId));
    if (params.customer && !this.customers.has(params.customer)) return notFound("customer", params.customer);
    if (!params.success_url || !params.cancel_url) return badRequest("success_url and cancel_url are required.");
    const sessionId = `cs_test_${randomBytes(16).toString("hex")}`;
    const session = {
      id: sessionId,
      object: "checkout.session",
      mode: "subscription",
      status: "open",
      payment_status: "unpaid",
      customer: params.customer ?? null,
      client_reference_id: params.client_reference_id ?? null,
      success_url: params.success_url,
      cancel_url: params.cancel_url,
      locale: params.locale ?? "auto",
      subscription: null,
      metadata: params.metadata ?? {},
      url: `${this.options.origin}/checkout/${sessionId}`,
      created: now(),
      expires_at: now() + DAY,
      livemode: false,
    };
    this.checkoutSessions.set(sessionId, session);
    this.checkoutParams.set(sessionId, params);
    return Response.json(session);
  }

  private createPortalSession(params: StripeObject): Response {
    if (!this.customers.has(params.customer)) return notFound("customer", String(params.customer));
    const sessionId = id("bps");
    const session = {
      id: sessionId,
      object: "billing_portal.session",
      customer: params.customer,
      return_url: params.return_url ?? null,
      locale: params.locale ?? null,
      url: `${this.options.origin}/portal/${sessionId}`,
      created: now(),
      livemode: false,
    };
    this.portalSessions.set(sessionId, session);
    return Response.json(session);
  }

  private expand(object: StripeObject, expand: unknown): StripeObject {
    const fields = Array.isArray(expand) ? expand : [];
    const expanded = copy(object);
    if (fields.includes("subscription") && typeof expanded.subscription === "string") {
      expanded.subscription = copy(this.subscriptions.get(expanded.subscription) ?? null);
    }
    return expanded;
  }

  private event(type: string, object: StripeObject): StripeEvent {
    return {
      id: id("evt"),
      object: "event",
      api_version: API_VERSION,
      created: now(),
      data: { object: copy(object) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
  }

  private invoice(subscription: StripeObject, paid: boolean, reason: string): StripeObject {
    const item = subscription.items.data[0];
    const trialing = subscription.status === "trialing";
    const amount = trialing ? 0 : item.price.unit_amount;
    const invoice = {
      id: id("in"),
      object: "invoice",
      customer: subscription.customer,
      currency: item.price.currency,
      amount_due: amount,
      amount_paid: paid ? amount : 0,
      billing_reason: reason,
      status: paid ? "paid" : "open",
      period_start: item.current_period_start,
      period_end: item.current_period_end,
      parent: {
        type: "subscription_details",
        quote_details: null,
        subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
      },
      livemode: false,
    };
    this.invoices.set(invoice.id, invoice);
    subscription.latest_invoice = invoice.id;
    return invoice;
  }

  /**
   * The customer pays (or starts the trial) on the hosted page: the subscription, its first invoice and the
   * session's completion, with the events Stripe sends for them. `pending`: the payment still needs confirming.
   */
  completeCheckout(sessionId: string, outcome: "succeeded" | "pending" = "succeeded"): StripeEvent[] {
    const session = this.checkoutSessions.get(sessionId);
    if (session?.status !== "open") throw new Error(`no open checkout session ${sessionId}`);
    const params = this.checkoutParams.get(sessionId) ?? {};
    const price = this.prices.get(params.line_items[0].price) as StripeObject;
    const trialDays = Number(params.subscription_data?.trial_period_days ?? 0);
    const start = now();
    const end = trialDays > 0 ? start + trialDays * DAY : start + PERIOD;
    const subscriptionId = id("sub");
    const subscription: StripeObject = {
      id: subscriptionId,
      object: "subscription",
      customer: session.customer,
      status: outcome === "pending" ? "incomplete" : trialDays > 0 ? "trialing" : "active",
      items: {
        object: "list",
        data: [
          {
            id: id("si"),
            object: "subscription_item",
            price: copy(price),
            quantity: 1,
            subscription: subscriptionId,
            current_period_start: start,
            current_period_end: end,
          },
        ],
        has_more: false,
      },
      trial_start: trialDays > 0 ? start : null,
      trial_end: trialDays > 0 ? end : null,
      cancel_at_period_end: false,
      canceled_at: null,
      ended_at: null,
      created: start,
      metadata: params.subscription_data?.metadata ?? {},
      latest_invoice: null,
      livemode: false,
    };
    this.subscriptions.set(subscriptionId, subscription);
    const invoice = this.invoice(subscription, outcome === "succeeded", "subscription_create");
    session.status = "complete";
    session.subscription = subscriptionId;
    session.payment_status = outcome === "pending" ? "unpaid" : trialDays > 0 ? "no_payment_required" : "paid";
    return [
      this.event("customer.subscription.created", subscription),
      ...(outcome === "succeeded" ? [this.event("invoice.paid", invoice)] : []),
      this.event("checkout.session.completed", session),
    ];
  }

  /** One step in a subscription's life at Stripe, with the events it sends. */
  step(subscription: StripeObject, step: LifecycleStep): StripeEvent[] {
    const item = subscription.items.data[0];
    const advance = () => {
      item.current_period_start = item.current_period_end;
      item.current_period_end = item.current_period_start + PERIOD;
    };
    const updated = () => this.event("customer.subscription.updated", subscription);
    switch (step) {
      case "renew": {
        advance();
        subscription.status = "active";
        const invoice = this.invoice(subscription, true, "subscription_cycle");
        return [updated(), this.event("invoice.paid", invoice)];
      }
      case "fail-renewal": {
        advance();
        subscription.status = "past_due";
        const invoice = this.invoice(subscription, false, "subscription_cycle");
        return [updated(), this.event("invoice.payment_failed", invoice)];
      }
      case "recover": {
        subscription.status = "active";
        const invoice = this.invoices.get(subscription.latest_invoice) as StripeObject;
        invoice.status = "paid";
        invoice.amount_paid = invoice.amount_due;
        return [this.event("invoice.paid", invoice), updated()];
      }
      case "trial-will-end":
        return [this.event("customer.subscription.trial_will_end", subscription)];
      case "cancel-at-period-end":
        subscription.cancel_at_period_end = true;
        subscription.canceled_at = now();
        return [updated()];
      case "resume":
        subscription.cancel_at_period_end = false;
        subscription.canceled_at = null;
        return [updated()];
      case "unpaid":
        subscription.status = "unpaid";
        return [updated()];
      case "end":
        subscription.status = "canceled";
        subscription.ended_at = now();
        subscription.canceled_at ??= now();
        return [this.event("customer.subscription.deleted", subscription)];
    }
  }

  /** Posts events to the app as Stripe does: JSON, signed with the endpoint's secret. */
  private async deliver(events: StripeEvent[]) {
    const { webhookUrl } = this.options;
    if (!webhookUrl) return;
    for (const event of events) {
      const payload = JSON.stringify(event);
      const response = await fetch(webhookUrl, {
        method: "POST",
        headers: { "content-type": "application/json", "stripe-signature": signStripePayload(payload) },
        body: payload,
      });
      if (!response.ok) console.error(`stand-in: ${event.type} answered ${response.status}`);
    }
  }

  private async control(request: Request, url: URL): Promise<Response> {
    const [, , kind, key, action] = url.pathname.split("/");
    const input = request.method === "POST" ? ((await request.json().catch(() => ({}))) as StripeObject) : {};
    if (kind === "requests") return Response.json(this.requests);
    if (kind === "checkout_sessions" && key) {
      if (!this.checkoutSessions.has(key)) return notFound("checkout.session", key);
      if (action === "complete") return Response.json({ events: this.completeCheckout(key, input.outcome) });
      return Response.json({ session: this.checkoutSessions.get(key), params: this.checkoutParams.get(key) });
    }
    if (kind === "subscriptions" && key) {
      const subscription = this.subscriptions.get(key);
      if (!subscription) return notFound("subscription", key);
      if (action === "step") return Response.json({ events: this.step(subscription, input.step as LifecycleStep) });
      return Response.json(subscription);
    }
    if (kind === "customers" && key) {
      return Response.json([...this.subscriptions.values()].filter((subscription) => subscription.customer === key));
    }
    return notFound("control", url.pathname);
  }

  /** The hosted checkout and portal pages, in the session's language. */
  private async hostedPage(request: Request, url: URL): Promise<Response> {
    const [, kind, key = "", action] = url.pathname.split("/");
    if (kind === "checkout") {
      const session = this.checkoutSessions.get(key);
      if (!session) return notFound("checkout.session", key);
      const locale = session.locale === "de" ? "de" : "en";
      const text = PAGE_TEXT[locale];
      if (request.method === "POST" && action === "pay") {
        await this.deliver(this.completeCheckout(key));
        return Response.redirect(session.success_url.replace("{CHECKOUT_SESSION_ID}", key), 303);
      }
      const params = this.checkoutParams.get(key) ?? {};
      const price = this.prices.get(params.line_items[0].price) as StripeObject;
      const trialDays = Number(params.subscription_data?.trial_period_days ?? 0);
      const amount = `${(price.unit_amount / 100).toFixed(2)} ${String(price.currency).toUpperCase()} / ${price.recurring.interval}`;
      const customer = this.customers.get(session.customer);
      return page(
        locale,
        text.checkout,
        `<p>${escapeHtml(customer?.email ?? "")}</p>` +
          `<p>${trialDays > 0 ? `${escapeHtml(text.trial(trialDays))} ` : ""}${escapeHtml(amount)}</p>` +
          `<form method="post" action="/checkout/${key}/pay"><button type="submit">${
            trialDays > 0 ? text.start : text.subscribe
          }</button></form>` +
          `<p><a href="${escapeHtml(session.cancel_url)}">${text.back}</a></p>`,
      );
    }
    const session = this.portalSessions.get(key);
    if (!session) return notFound("billing_portal.session", key);
    const locale = session.locale === "de" ? "de" : "en";
    const text = PAGE_TEXT[locale];
    const live = [...this.subscriptions.values()].filter(
      (subscription) => subscription.customer === session.customer && subscription.status !== "canceled",
    );
    if (request.method === "POST" && action === "cancel") {
      for (const subscription of live) await this.deliver(this.step(subscription, "cancel-at-period-end"));
      return Response.redirect(`${this.options.origin}/portal/${key}`, 303);
    }
    const subscription = live[0];
    const state = !subscription
      ? `<p>${text.none}</p>`
      : `<p>${text.status}: <strong>${escapeHtml(subscription.status)}</strong></p>${
          subscription.cancel_at_period_end
            ? `<p>${text.cancelled}</p>`
            : `<form method="post" action="/portal/${key}/cancel"><button type="submit">${text.cancel}</button></form>`
        }`;
    const back = `<p><a href="${escapeHtml(session.return_url ?? "/")}">${text.return}</a></p>`;
    return page(locale, text.portal, `${state}${back}`);
  }
}

async function toRequest(message: IncomingMessage, origin: string): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of message) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(message.headers)) {
    if (typeof value === "string") headers.set(name, value);
  }
  const hasBody = message.method !== "GET" && message.method !== "HEAD";
  return new Request(new URL(message.url ?? "/", origin), {
    method: message.method,
    headers,
    body: hasBody ? Buffer.concat(chunks) : undefined,
  });
}

/**
 * The stand-in as a local HTTP server on 127.0.0.1:`port`, posting its events to `webhookUrl`; for the browser
 * tests and bench:billing. Events the app's own API calls cause (a cancellation) are delivered right after.
 */
export async function serveStripeStandIn(port: number, webhookUrl: string): Promise<Server> {
  // Its pages are opened by the browser, which reaches only "localhost" (scripts/chromium.mjs maps every other name).
  const origin = `http://localhost:${port}`;
  const standIn = new StripeStandIn({ origin, webhookUrl });
  const server = createServer(async (incoming, outgoing) => {
    try {
      const response = await standIn.handle(await toRequest(incoming, origin));
      outgoing.writeHead(response.status, Object.fromEntries(response.headers));
      outgoing.end(Buffer.from(await response.arrayBuffer()));
    } catch (error) {
      console.error("stand-in:", error);
      outgoing.writeHead(500).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return server;
}

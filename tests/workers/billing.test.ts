import { createExecutionContext, env } from "cloudflare:test";
import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import {
  billingCustomers,
  collections,
  creditLedger,
  devMails,
  ideas,
  recipes,
  stripeEvents,
  subscriptions,
  users,
} from "~/db/schema";
import { builtinEngine, createRecipeFromIdea, generateAndStoreIdeas, loadIdeaUser } from "~/domain/ai/ideas.server";
import { IdeaRequestSchema } from "~/domain/ai/schemas";
import { creditBalance, spendCredits } from "~/domain/billing/credits.server";
import { allowanceLeft, allowanceReachedMessage, PLANS } from "~/domain/billing/plans";
import { loadCookPlan } from "~/domain/billing/subscriptions.server";
import { createRecipe } from "~/domain/recipes/recipes.server";
import * as collectionsRoute from "~/routes/collections/index";
import * as deleteRoute from "~/routes/delete-my-account";
import * as outcomeRoute from "~/routes/payment-outcome";
import * as pricingRoute from "~/routes/pricing";
import * as detailRoute from "~/routes/recipes/detail";
import * as editRoute from "~/routes/recipes/edit";
import * as exportRoute from "~/routes/recipes/export";
import * as recipesRoute from "~/routes/recipes/index";
import * as newRoute from "~/routes/recipes/new";
import * as billingRoute from "~/routes/settings/billing";
import { api } from "../../worker/api";
import {
  type LifecycleStep,
  STRIPE_STAND_IN,
  type StripeEvent,
  signStripePayload,
  stripeVars,
} from "../support/stripe-stand-in";
import { collectionOf, cook, join } from "./collections-support";
import { expectConsoleErrors } from "./console-errors";
import { recipeInput, userByEmail } from "./factories";
import { BASE, type CookieJar, callRoute, latestMailTo, PASSWORD, signedInCook } from "./pages";

/**
 * Plans and payments against the Stripe stand-in (tests/support/stripe-stand-in.ts), reached by the app's real
 * `stripe` client through the outbound stand-in. Events come from the stand-in's own account of a subscription's
 * life and are signed here with the endpoint's secret, as Stripe signs them.
 */

const db = getDb(env.DB);
const stripeEnv = { ...env, ...stripeVars() } satisfies Env;

async function standIn<T>(path: string, body?: object): Promise<T> {
  const response = await fetch(`${STRIPE_STAND_IN.apiBase}/_stand-in/${path}`, {
    method: body ? "POST" : "GET",
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`stand-in ${path}: ${response.status}`);
  return response.json() as Promise<T>;
}

type Delivery = { payload?: string; signature?: string | null; environment?: Env };

/** Posts an event to the webhook as Stripe would: the JSON body signed with the endpoint's secret. */
function deliver(event: StripeEvent | null, { payload, signature, environment = stripeEnv }: Delivery = {}) {
  const body = payload ?? JSON.stringify(event);
  const headers = new Headers({ "content-type": "application/json" });
  const signed = signature === undefined ? signStripePayload(body) : signature;
  if (signed !== null) headers.set("stripe-signature", signed);
  return api.fetch(
    new Request(`${BASE}/api/stripe/webhook`, { method: "POST", headers, body }),
    environment,
    createExecutionContext(),
  );
}

async function deliverAll(events: StripeEvent[]) {
  for (const event of events) {
    const response = await deliver(event);
    if (response.status !== 200) throw new Error(`${event.type}: ${response.status} ${await response.text()}`);
  }
}

const step = (subscriptionId: string, lifecycle: LifecycleStep) =>
  standIn<{ events: StripeEvent[] }>(`subscriptions/${subscriptionId}/step`, { step: lifecycle }).then(
    ({ events }) => events,
  );

/** The Checkout Session the billing page's 'Start free trial' / 'Upgrade' made, from where it sent the cook. */
async function startCheckout(jar: CookieJar, path = "/settings/billing") {
  const response = await callRoute(billingRoute, path, { form: { intent: "checkout" }, jar, env: stripeEnv });
  const location = response.headers.get("location") ?? "";
  const sessionId = location.match(/\/checkout\/(cs_test_\w+)$/)?.[1];
  if (!sessionId) throw new Error(`checkout answered ${response.status} ${location}`);
  return { location, sessionId };
}

/** A cook who went through checkout (with their trial unless it is used up) and whose events were delivered. */
async function subscribedCook({
  cook,
  deliverEvents = true,
}: {
  cook?: Awaited<ReturnType<typeof signedInCook>>;
  deliverEvents?: boolean;
} = {}) {
  const { email, jar } = cook ?? (await signedInCook());
  const user = await userByEmail(email);
  const { sessionId } = await startCheckout(jar);
  const { events } = await standIn<{ events: StripeEvent[] }>(`checkout_sessions/${sessionId}/complete`, {});
  const subscriptionId = events.find((event) => event.type === "customer.subscription.created")?.data.object.id;
  if (deliverEvents) await deliverAll(events);
  return { email, jar, userId: user.id, sessionId, subscriptionId: subscriptionId as string, events };
}

const planOf = (userId: string) => loadCookPlan(db, true, userId);
const balanceOf = async (userId: string) => creditBalance(db, { id: userId, plan: await planOf(userId) });

describe("configuration", () => {
  const health = async (overrides: Partial<Env>) => {
    const response = await api.fetch(
      new Request(`${BASE}/api/health`),
      { ...env, ...overrides },
      createExecutionContext(),
    );
    return ((await response.json()) as { services: { payments: string } }).services.payments;
  };

  it.each([
    ["every Stripe setting", {}, "stripe"],
    ["no secret key", { STRIPE_SECRET_KEY: "" }, "not-configured"],
    ["no webhook secret", { STRIPE_WEBHOOK_SECRET: "" }, "not-configured"],
    ["no price", { STRIPE_PRICE_ID: "" }, "not-configured"],
  ])("/api/health reports payments with %s as %s", async (_, missing, expected) => {
    expect(await health({ ...stripeVars(), ...missing })).toBe(expected);
  });

  it("without Stripe gives every account Standard, says so on pricing and billing, and has no webhook", async () => {
    const { email, jar } = await signedInCook();
    const user = await userByEmail(email);
    expect(await loadCookPlan(db, false, user.id)).toMatchObject({
      id: "standard",
      source: "self-hosted",
      credits: 10,
    });
    const pricing = await (await callRoute(pricingRoute, "/pricing", { jar })).json();
    expect(pricing).toMatchObject({ pricing: { payments: false, price: null } });
    const billing = await (await callRoute(billingRoute, "/settings/billing", { jar })).json();
    expect(billing).toMatchObject({
      billing: { payments: false, plan: { id: "standard" }, credits: { remaining: 10 } },
    });
    const checkout = await callRoute(billingRoute, "/settings/billing", { form: { intent: "checkout" }, jar });
    expect(checkout.status).toBe(404);
    expect(await checkout.json()).toEqual({ formError: "Payments are not set up on this server." });
    const webhook = await deliver(null, { payload: "{}", environment: env });
    expect(webhook.status).toBe(404);
  });
});

describe("checkout", () => {
  it("creates a subscription Checkout Session with the price, the trial, the cook's language and one customer", async () => {
    const { email, jar } = await signedInCook();
    const user = await userByEmail(email);
    const first = await startCheckout(jar, "/de/settings/billing");
    expect(first.location).toBe(`${STRIPE_STAND_IN.apiBase}/checkout/${first.sessionId}`);
    const { session, params } = await standIn<{ session: Record<string, unknown>; params: Record<string, unknown> }>(
      `checkout_sessions/${first.sessionId}`,
    );
    expect(params).toMatchObject({
      mode: "subscription",
      client_reference_id: user.id,
      line_items: [{ price: STRIPE_STAND_IN.priceId, quantity: "1" }],
      subscription_data: { trial_period_days: "14", metadata: { userId: user.id } },
      locale: "de",
      success_url: "http://localhost:8787/de/success?session_id={CHECKOUT_SESSION_ID}",
      cancel_url: "http://localhost:8787/de/cancel",
    });
    const [customer] = await db.select().from(billingCustomers).where(eq(billingCustomers.userId, user.id));
    expect(session.customer).toBe(customer?.customerId);
    // A second checkout reuses the customer.
    const second = await startCheckout(jar);
    const again = await standIn<{ session: Record<string, unknown> }>(`checkout_sessions/${second.sessionId}`);
    expect(again.session.customer).toBe(customer?.customerId);
  });

  it("lands on /success showing the trial, for its own cook only, and Billing shows Standard with 10 credits", async () => {
    const { jar, sessionId } = await subscribedCook({ deliverEvents: false });
    // No webhook has arrived: /success reads the session from Stripe and stores what it found.
    const success = await callRoute(outcomeRoute, `/success?session_id=${sessionId}`, { jar, env: stripeEnv });
    expect(await success.json()).toMatchObject({ page: "success", outcome: { state: "trial" } });
    const billing = await (await callRoute(billingRoute, "/settings/billing", { jar, env: stripeEnv })).json();
    expect(billing).toMatchObject({
      billing: {
        payments: true,
        plan: { id: "standard", subscription: { status: "trialing", paymentFailed: false } },
        credits: { remaining: 10, allowance: 10 },
        trialAvailable: false,
      },
    });
    const stranger = await signedInCook();
    const other = await callRoute(outcomeRoute, `/success?session_id=${sessionId}`, {
      jar: stranger.jar,
      env: stripeEnv,
    });
    expect(other.status).toBe(404);
    const unknown = await callRoute(outcomeRoute, "/success?session_id=cs_test_nothing", { jar, env: stripeEnv });
    expect(unknown.status).toBe(404);
  });

  it("shows a payment still being confirmed as processing, and a paid one as paid", async () => {
    const pending = await signedInCook();
    const { sessionId: pendingId } = await startCheckout(pending.jar);
    await standIn(`checkout_sessions/${pendingId}/complete`, { outcome: "pending" });
    const waiting = await callRoute(outcomeRoute, `/success?session_id=${pendingId}`, {
      jar: pending.jar,
      env: stripeEnv,
    });
    expect(await waiting.json()).toMatchObject({ outcome: { state: "processing" } });
    expect(await planOf((await userByEmail(pending.email)).id)).toMatchObject({ id: "free" });

    const cook = await signedInCook();
    const first = await subscribedCook({ cook });
    await deliverAll(await step(first.subscriptionId, "end"));
    // The trial is used up: the second checkout is paid at once.
    const { sessionId } = await startCheckout(cook.jar);
    await standIn(`checkout_sessions/${sessionId}/complete`, {});
    const paid = await callRoute(outcomeRoute, `/success?session_id=${sessionId}`, { jar: cook.jar, env: stripeEnv });
    expect(await paid.json()).toMatchObject({ outcome: { state: "paid" } });
    expect(await planOf(first.userId)).toMatchObject({ id: "standard", subscription: { status: "active" } });
  });

  it("sends a cook already on Standard to Billing instead of a second checkout", async () => {
    const { jar } = await subscribedCook();
    const again = await callRoute(billingRoute, "/settings/billing", {
      form: { intent: "checkout" },
      jar,
      env: stripeEnv,
    });
    expect(again.headers.get("location")).toBe("/settings/billing");
  });

  it("opens the Billing Portal for a cook with a customer, and says so for one without", async () => {
    const { jar } = await subscribedCook();
    const portal = await callRoute(billingRoute, "/de/settings/billing", {
      form: { intent: "portal" },
      jar,
      env: stripeEnv,
    });
    expect(portal.headers.get("location")).toMatch(new RegExp(`^${STRIPE_STAND_IN.apiBase}/portal/bps_\\w+$`));
    const requests = await standIn<{ path: string; params: Record<string, string> }[]>("requests");
    expect(requests.findLast((request) => request.path === "/v1/billing_portal/sessions")?.params).toMatchObject({
      return_url: "http://localhost:8787/de/settings/billing",
      locale: "de",
    });
    const newcomer = await signedInCook();
    const none = await callRoute(billingRoute, "/settings/billing", {
      form: { intent: "portal" },
      jar: newcomer.jar,
      env: stripeEnv,
    });
    expect(none.status).toBe(404);
    const fail = await callRoute(outcomeRoute, "/fail", { jar, env: stripeEnv });
    expect(await fail.json()).toMatchObject({ page: "fail", portal: true });
  });

  it("shows the Standard price from Stripe on pricing, and the cook's plan and trial", async () => {
    const { jar } = await signedInCook();
    const pricing = await (await callRoute(pricingRoute, "/pricing", { jar, env: stripeEnv })).json();
    expect(pricing).toMatchObject({
      pricing: {
        payments: true,
        price: { amount: 499, currency: "eur", interval: "month" },
        cook: { plan: "free", trialAvailable: true },
      },
    });
  });
});

describe("the webhook", () => {
  type Case = {
    name: string;
    /** The deliveries, after a cook has checked out (`cook.events` are the checkout's, not yet delivered). */
    run: (cook: Awaited<ReturnType<typeof subscribedCook>>) => Promise<Response[]>;
    statuses: number[];
    outcomes?: (string | undefined)[];
    /** The cook's plan and the stored subscription status afterwards (null: none stored). */
    plan: "free" | "standard";
    stored: string | null;
  };
  const cases: Case[] = [
    {
      name: "valid: the checkout's events put the cook on Standard",
      run: async ({ events }) => Promise.all(events.map((event) => deliver(event))),
      statuses: [200, 200, 200],
      outcomes: ["processed", "processed", "processed"],
      plan: "standard",
      stored: "trialing",
    },
    {
      name: "bad signature: 400, nothing changes",
      run: async ({ events }) => [
        await deliver(events[0] ?? null, { signature: signStripePayload(JSON.stringify(events[0]), "whsec_wrong") }),
        await deliver(events[0] ?? null, { signature: null }),
        await deliver(events[0] ?? null, { signature: signStripePayload(JSON.stringify(events[0]), undefined, 1) }),
        await deliver(null, {
          payload: `${JSON.stringify(events[0])} `,
          signature: signStripePayload(JSON.stringify(events[0])),
        }),
      ],
      statuses: [400, 400, 400, 400],
      plan: "free",
      stored: null,
    },
    {
      name: "replayed event: processed once, then a duplicate",
      run: async ({ events }) => {
        const created = events[0] as StripeEvent;
        return [await deliver(created), await deliver(created), await deliver(created)];
      },
      statuses: [200, 200, 200],
      outcomes: ["processed", "duplicate", "duplicate"],
      plan: "standard",
      stored: "trialing",
    },
    {
      name: "out of order: an old 'updated' after 'deleted' leaves the subscription ended",
      run: async ({ events, subscriptionId }) => {
        const cancelling = await step(subscriptionId, "cancel-at-period-end");
        const ended = await step(subscriptionId, "end");
        return Promise.all([...ended, ...cancelling, ...events].map((event) => deliver(event)));
      },
      statuses: [200, 200, 200, 200, 200],
      plan: "free",
      stored: "canceled",
    },
    {
      name: "out of order: 'deleted' first, then the checkout's 'created' with its stale copy",
      run: async ({ events, subscriptionId }) => {
        const ended = await step(subscriptionId, "end");
        return [...(await Promise.all(ended.map((event) => deliver(event)))), await deliver(events[0] ?? null)];
      },
      statuses: [200, 200],
      plan: "free",
      stored: "canceled",
    },
    {
      name: "unknown event type: 200 and nothing changes",
      run: async ({ events }) => [
        await deliver({ ...(events[0] as StripeEvent), id: "evt_unknown_type", type: "customer.tax_id.created" }),
      ],
      statuses: [200],
      outcomes: ["ignored"],
      plan: "free",
      stored: null,
    },
    {
      name: "a subscription of an unknown customer: 200 and nothing changes",
      run: async ({ events }) => {
        const created = events[0] as StripeEvent;
        const foreign = { ...created.data.object, customer: "cus_of_someone_else" };
        // The stand-in answers this subscription, but its customer is no cook's.
        await db.delete(billingCustomers).where(eq(billingCustomers.customerId, created.data.object.customer));
        return [await deliver({ ...created, data: { object: foreign } })];
      },
      statuses: [200],
      outcomes: ["ignored"],
      plan: "free",
      stored: null,
    },
  ];

  it.each(cases)("$name", async ({ run, statuses, outcomes, plan, stored }) => {
    const cook = await subscribedCook({ deliverEvents: false });
    const responses = await run(cook);
    expect(responses.map((response) => response.status)).toEqual(statuses);
    if (outcomes) {
      const bodies = (await Promise.all(responses.map((response) => response.json()))) as { outcome?: string }[];
      expect(bodies.map((body) => body.outcome)).toEqual(outcomes);
    }
    expect((await planOf(cook.userId)).id).toBe(plan);
    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, cook.subscriptionId));
    expect(row?.status ?? null).toBe(stored);
  });

  it("answers a bad signature with the /api error envelope and stores no event", async () => {
    const { events } = await subscribedCook({ deliverEvents: false });
    const event = events[0] as StripeEvent;
    const response = await deliver(event, { signature: "t=1,v1=00" });
    expect(await response.json()).toEqual({ error: { code: "bad_request", message: expect.any(String) } });
    expect(await db.select().from(stripeEvents).where(eq(stripeEvents.id, event.id))).toEqual([]);
  });
});

describe("credits by plan", () => {
  it("grants a renewal's credits once under 20 concurrent duplicate deliveries", async () => {
    const { userId, subscriptionId } = await subscribedCook();
    await spendCredits(db, { id: userId, plan: await planOf(userId) }, "recipe", "trial-recipe");
    const renewal = await step(subscriptionId, "renew");
    const paid = renewal.find((event) => event.type === "invoice.paid") as StripeEvent;
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) => deliver(index % 2 ? paid : (renewal[0] as StripeEvent))),
    );
    // Another delivery of the same event still at work answers 409, so Stripe tries it again later.
    expect(responses.every((response) => response.status === 200 || response.status === 409)).toBe(true);
    const plan = await planOf(userId);
    const grants = await db
      .select()
      .from(creditLedger)
      .where(
        and(eq(creditLedger.userId, userId), eq(creditLedger.reason, "grant"), eq(creditLedger.period, plan.period)),
      );
    expect(grants.map((grant) => grant.delta)).toEqual([10]);
    expect(await balanceOf(userId)).toBe(10);
    // The deliveries Stripe retries later are duplicates and change nothing.
    const retried = await Promise.all([deliver(paid), deliver(renewal[0] as StripeEvent)]);
    expect(
      await Promise.all(retried.map(async (response) => ((await response.json()) as { outcome: string }).outcome)),
    ).toEqual(["duplicate", "duplicate"]);
    expect(await balanceOf(userId)).toBe(10);
  });

  it("offers the free trial once per cook", async () => {
    const cook = await signedInCook();
    const first = await subscribedCook({ cook });
    await deliverAll(await step(first.subscriptionId, "end"));
    expect((await planOf(first.userId)).id).toBe("free");
    const { sessionId } = await startCheckout(cook.jar);
    const { params } = await standIn<{ params: Record<string, unknown> }>(`checkout_sessions/${sessionId}`);
    expect(params.subscription_data).toEqual({ metadata: { userId: first.userId } });
    const pricing = await (await callRoute(pricingRoute, "/pricing", { jar: cook.jar, env: stripeEnv })).json();
    expect(pricing).toMatchObject({ pricing: { cook: { plan: "free", trialAvailable: false } } });
  });

  it("holds a renewal's credits while its payment has failed, and grants them once it is paid", async () => {
    const { userId, subscriptionId, jar } = await subscribedCook();
    await deliverAll(await step(subscriptionId, "fail-renewal"));
    expect(await planOf(userId)).toMatchObject({ id: "standard", credits: 0, subscription: { paymentFailed: true } });
    expect(await balanceOf(userId)).toBe(0);
    const billing = await (await callRoute(billingRoute, "/settings/billing", { jar, env: stripeEnv })).json();
    expect(billing).toMatchObject({
      billing: { plan: { subscription: { paymentFailed: true } }, credits: { remaining: 0 } },
    });
    await deliverAll(await step(subscriptionId, "recover"));
    expect(await balanceOf(userId)).toBe(10);
  });

  it("gives Free its own allowance per calendar month once a subscription ends", async () => {
    const { userId, subscriptionId } = await subscribedCook();
    await deliverAll(await step(subscriptionId, "end"));
    const plan = await planOf(userId);
    expect(plan).toMatchObject({
      id: "free",
      credits: PLANS.free.monthlyCredits,
      period: new Date().toISOString().slice(0, 7),
    });
    expect(await balanceOf(userId)).toBe(PLANS.free.monthlyCredits);
  });
});

describe("Free's limits", () => {
  const editorForm = {
    title: "Linsensuppe",
    language: "de",
    servings: "4",
    ingredientSectionTitle: "",
    ingredientSectionLines: "200 g Linsen\n1 Zwiebel",
    stepSectionTitle: "",
    stepSectionText: "1. Alles 30 Minuten kochen.",
  };
  // All at once: one by one, fifty recipes outlast a test's time on a loaded machine.
  const fill = async (userId: string, total: number) => {
    await Promise.all(
      Array.from({ length: total }, (_, index) =>
        createRecipe(db, userId, recipeInput({ title: `Suppe ${index + 1}` })),
      ),
    );
  };
  const recipeCount = async (userId: string) =>
    (await db.select({ value: count() }).from(recipes).where(eq(recipes.userId, userId)))[0]?.value;

  it("refuses the 51st recipe with the message and the way to upgrade, and keeps the other 50", async () => {
    const { email, jar } = await signedInCook();
    const user = await userByEmail(email);
    await fill(user.id, 50);
    const refused = await callRoute(newRoute, "/de/recipes/new", { form: editorForm, jar, env: stripeEnv });
    expect(refused.status).toBe(402);
    expect(await refused.json()).toEqual({
      intent: "save",
      formError:
        "Du hast 50 Rezepte gespeichert – so viele, wie Free behält. Mit Standard kannst du weitere hinzufügen; alles Gespeicherte bleibt, wie es ist.",
      upgrade: true,
    });
    expect(await recipeCount(user.id)).toBe(50);
    // Without payments the same cook has Standard: nothing is capped.
    const saved = await callRoute(newRoute, "/de/recipes/new", { form: editorForm, jar });
    expect(saved.status).toBe(302);
  });

  it("refuses a fourth collection of one's own on Free; collections joined do not count", async () => {
    const owner = await cook();
    const host = await cook();
    for (const name of ["Sonntag", "Feiertage", "Grillen"]) await collectionOf(owner, name);
    await join(owner, (await collectionOf(host, "Nachbarn")).password);
    const form = { name: "Weihnachten" };
    const refused = await callRoute(collectionsRoute, "/de/collections", { form, jar: owner.jar, env: stripeEnv });
    expect(refused.status).toBe(402);
    expect(await refused.json()).toEqual({ formError: allowanceReachedMessage("collections", "de"), upgrade: true });
    const owned = await db.select({ value: count() }).from(collections).where(eq(collections.ownerId, owner.id));
    expect(owned[0]?.value).toBe(3);
    // Without payments the same cook has Standard: nothing is capped.
    expect((await callRoute(collectionsRoute, "/collections", { form, jar: owner.jar })).status).toBe(302);
  });

  it("keeps everything readable, editable, searchable and exportable when Standard ends over the limit", async () => {
    const { email, jar, subscriptionId } = await subscribedCook();
    const user = await userByEmail(email);
    await fill(user.id, 55);
    await deliverAll(await step(subscriptionId, "end"));
    expect((await planOf(user.id)).id).toBe("free");
    const [first] = await db.select({ id: recipes.id }).from(recipes).where(eq(recipes.userId, user.id)).limit(1);
    const recipeId = first?.id ?? "";
    const params = { recipeId };
    expect((await callRoute(detailRoute, `/recipes/${recipeId}`, { jar, params, env: stripeEnv })).status).toBe(200);
    const edited = await callRoute(editRoute, `/recipes/${recipeId}/edit`, {
      jar,
      params,
      env: stripeEnv,
      form: { ...editorForm, title: "Suppe, verbessert" },
    });
    expect(edited.status).toBe(302);
    const found = await (await callRoute(recipesRoute, "/recipes?q=verbessert", { jar, env: stripeEnv })).json();
    expect((found as { items: { title: string }[] }).items.map((item) => item.title)).toEqual(["Suppe, verbessert"]);
    const exported = await (await callRoute(exportRoute, "/recipes/export", { jar, env: stripeEnv })).text();
    expect(JSON.parse(exported)["@graph"]).toHaveLength(55);
    const refused = await callRoute(newRoute, "/recipes/new", { form: editorForm, jar, env: stripeEnv });
    expect(refused.status).toBe(402);
    expect(await recipeCount(user.id)).toBe(55);
  });

  it("imports from a recipe file only what fits, and says why the rest was not added", async () => {
    const { email, jar } = await signedInCook();
    const user = await userByEmail(email);
    await fill(user.id, 48);
    const graph = ["Erbsensuppe", "Bohnensuppe", "Kürbissuppe"].map((name) => ({
      "@type": "Recipe",
      name,
      recipeIngredient: ["500 g Gemüse"],
      recipeInstructions: ["Kochen."],
    }));
    const upload = new FormData();
    upload.set("intent", "import");
    upload.set(
      "file",
      new File([JSON.stringify({ "@context": "https://schema.org", "@graph": graph })], "r.jsonld", {
        type: "application/ld+json",
      }),
    );
    const response = await callRoute(newRoute, "/recipes/new", { formData: upload, jar, env: stripeEnv });
    expect(response.status).toBe(402);
    expect(await response.json()).toMatchObject({
      intent: "import",
      upgrade: true,
      errors: {
        file: "You have saved 50 recipes, as many as the Free plan keeps. Upgrade to Standard to add more; everything you saved stays as it is. 2 added from this file, 1 not added.",
      },
    });
    expect(await recipeCount(user.id)).toBe(50);
  });

  it("refuses a recipe from an idea at the limit before taking a credit", async () => {
    const { email } = await signedInCook();
    const user = await userByEmail(email);
    const cook = await loadIdeaUser(db, user.id, true);
    const {
      ideas: [idea],
    } = await generateAndStoreIdeas(db, builtinEngine, {
      request: IdeaRequestSchema.parse({ duration: "medium", text: "" }),
      user: cook,
      language: "en",
    });
    await fill(user.id, 50);
    const images = { bucket: env.IMAGES, queue: env.JOBS, aiImages: false };
    const outcome = await createRecipeFromIdea({ db, engine: builtinEngine, images }, cook, idea?.id ?? "");
    expect(outcome).toEqual({ status: "limit" });
    expect(await creditBalance(db, cook)).toBe(PLANS.free.monthlyCredits);
  });

  it("refuses the 21st idea request of the month and counts only requests that brought ideas", async () => {
    const { email } = await signedInCook();
    const user = await userByEmail(email);
    const cook = await loadIdeaUser(db, user.id, true);
    const ask = (text: string) =>
      generateAndStoreIdeas(db, builtinEngine, {
        request: IdeaRequestSchema.parse({ duration: "medium", text }),
        user: cook,
        language: "de",
      });
    const limit = PLANS.free.limits.ideaRequests;
    for (let index = 0; index < limit; index++) expect((await ask("")).ideas.length).toBeGreaterThan(0);
    const refused = await ask("");
    expect(refused).toEqual({ ideas: [], reasons: [], limitReached: true });
    const stored = await db.select({ value: count() }).from(ideas).where(eq(ideas.userId, user.id));
    expect(stored[0]?.value).toBeGreaterThanOrEqual(limit);
    // Standard asks without a limit.
    expect(
      (
        await generateAndStoreIdeas(db, builtinEngine, {
          request: IdeaRequestSchema.parse({ duration: "medium", text: "" }),
          user: await loadIdeaUser(db, user.id, false),
          language: "de",
        })
      ).limitReached,
    ).toBeUndefined();
  });

  it("lets other features (collections) check their allowance the same way", () => {
    expect(allowanceLeft("free", "collections", 2)).toBe(1);
    expect(allowanceLeft("free", "collections", 3)).toBe(0);
    expect(allowanceLeft("free", "collections", 9)).toBe(0);
    expect(allowanceLeft("standard", "collections", 9)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe("account e-mails", () => {
  it("tells the cook in their language three days before the trial ends, with the price that follows", async () => {
    const signedIn = await signedInCook();
    await db.update(users).set({ locale: "de" }).where(eq(users.email, signedIn.email));
    const { email, subscriptionId } = await subscribedCook({ cook: signedIn });
    await deliverAll(await step(subscriptionId, "trial-will-end"));
    const mail = await latestMailTo(email);
    expect(mail?.subject).toBe("Dein kostenloser Testzeitraum endet in 3 Tagen");
    expect(mail?.text).toMatch(/endet am \d{1,2}\. \S+ \d{4}\. Danach läuft Standard für 4,99\s€\/Monat weiter\./);
    expect(mail?.text).toContain("http://localhost:8787/de/settings/billing");
  });

  it("tells the cook once when a payment failed, and not at all when it has been put right since", async () => {
    const { email, subscriptionId } = await subscribedCook();
    const failed = await step(subscriptionId, "fail-renewal");
    const failure = failed.find((event) => event.type === "invoice.payment_failed") as StripeEvent;
    await deliverAll(failed);
    await deliver(failure);
    const mails = () =>
      db
        .select()
        .from(devMails)
        .where(and(eq(devMails.to, email), eq(devMails.subject, "Your payment for Mise did not go through")));
    expect(await mails()).toHaveLength(1);
    expect((await mails())[0]?.text).toContain("http://localhost:8787/fail");
    // A second failure whose event arrives after the card was fixed: no alarm.
    const again = await step(subscriptionId, "fail-renewal");
    await step(subscriptionId, "recover");
    await deliverAll(again);
    expect(await mails()).toHaveLength(1);
  });
});

describe("account deletion", () => {
  it("cancels the subscription at Stripe first, then removes the cook's billing rows", async () => {
    const { jar, userId, subscriptionId } = await subscribedCook();
    const deleted = await callRoute(deleteRoute, "/deletemyaccount", {
      form: { password: PASSWORD },
      jar,
      env: stripeEnv,
    });
    expect(deleted.status).toBe(302);
    expect(await standIn(`subscriptions/${subscriptionId}`)).toMatchObject({ status: "canceled" });
    expect(await db.select().from(subscriptions).where(eq(subscriptions.userId, userId))).toEqual([]);
    expect(await db.select().from(billingCustomers).where(eq(billingCustomers.userId, userId))).toEqual([]);
  });

  it("deletes nothing when Stripe cannot cancel the subscription", async () => {
    const errors = expectConsoleErrors();
    const { jar, userId, subscriptionId } = await subscribedCook();
    const unreachable = { ...stripeEnv, STRIPE_API_BASE: "https://stripe-down.stand-in.test" } satisfies Env;
    const refused = await callRoute(deleteRoute, "/deletemyaccount", {
      form: { password: PASSWORD },
      jar,
      env: unreachable,
    });
    expect(refused.status).toBe(502);
    expect(await refused.json()).toMatchObject({ formError: expect.stringMatching(/not been deleted/) });
    expect(await db.select().from(users).where(eq(users.id, userId))).toHaveLength(1);
    expect(await standIn(`subscriptions/${subscriptionId}`)).toMatchObject({ status: "trialing" });
    expect(errors.calls.length).toBeGreaterThan(0);
  });
});

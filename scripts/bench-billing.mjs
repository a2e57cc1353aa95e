// bench:billing — Stripe webhooks under the worst delivery Stripe allows: 100 cooks each check out through the app
// (the built app under `wrangler dev`, with the Stripe stand-in of tests/support/stripe-stand-in.ts), their
// subscriptions then live through trials, renewals, failed and recovered payments and cancellations at the stand-in,
// and every event those lives sent is delivered to `POST /api/stripe/webhook` once, plus duplicates, 1,000 deliveries
// in a random order, eight at a time. A delivery answered 409 (another delivery of the same event still at work) is
// delivered again at the end, as Stripe retries it. Then each cook's Billing page must show exactly the plan and the
// credits their subscription's final state gives. Times each delivery (p50/p95); writes its section in
// docs/benchmarks.md and ends with `bench:billing events=… wrong_states=… wrong_balances=… p95_ms=…`.
import { writeBenchmarkSection } from "./benchmarks-doc.mjs";
import { benchCookSql, buildAndSeed, serveBuild, signInCookie } from "./start-server.mjs";

const { signStripePayload } = await import("../tests/support/stripe-stand-in.ts");

// The Stripe stand-in takes the next port, which no other bench uses.
const PORT = 8790;
const APP = `http://localhost:${PORT}`;
const STAND_IN = `http://127.0.0.1:${PORT + 1}`;
const COOKS = 100;
const DELIVERIES = 1_000;
const CONCURRENCY = 8;
const PASSWORD = "bench marmalade on toast";

/** Each life starts with the checkout (the free trial); index % LIVES.length picks one. */
const LIVES = [
  [],
  ["trial-will-end", "renew", "renew"],
  ["trial-will-end", "cancel-at-period-end", "end"],
  ["renew", "fail-renewal"],
  ["renew", "fail-renewal", "recover", "renew"],
  ["renew", "cancel-at-period-end", "end"],
  ["renew", "fail-renewal", "unpaid"],
];

// A seeded generator, so a run's order of deliveries can be repeated.
let seed = 20_261_114;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};

const cooks = Array.from({ length: COOKS }, (_, index) => ({
  userId: `bench-billing-${index}`,
  email: `bench-billing-${index}@example.com`,
  password: PASSWORD,
}));
buildAndSeed(PORT, "bench-billing", cooks.flatMap(benchCookSql));
const stop = await serveBuild(PORT, { keepState: true, stripe: true });

const standIn = async (path, body) => {
  const response = await fetch(`${STAND_IN}/_stand-in/${path}`, {
    method: body ? "POST" : "GET",
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`stand-in ${path}: ${response.status}`);
  return response.json();
};

const quantile = (values, share) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(share * values.length))];

let figures;
try {
  // 1. Every cook signs in and starts checkout through the Billing page, as in the browser.
  const events = [];
  for (const [index, cook] of cooks.entries()) {
    cook.cookie = await signInCookie(APP, { ...cook, ip: `10.97.${index >> 8}.${index & 255}` });
    const checkout = await fetch(`${APP}/settings/billing`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie: cook.cookie, origin: APP, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "checkout" }),
    });
    const sessionId = checkout.headers.get("location")?.match(/\/checkout\/(cs_test_\w+)$/)?.[1];
    if (!sessionId) throw new Error(`checkout for ${cook.email} answered ${checkout.status}`);
    // 2. Its subscription lives its life at the stand-in; the events are kept, not delivered yet.
    const completed = await standIn(`checkout_sessions/${sessionId}/complete`, {});
    events.push(...completed.events);
    cook.subscriptionId = completed.events.find(
      (event) => event.type === "customer.subscription.created",
    ).data.object.id;
    for (const step of LIVES[index % LIVES.length]) {
      events.push(...(await standIn(`subscriptions/${cook.subscriptionId}/step`, { step })).events);
    }
    cook.final = await standIn(`subscriptions/${cook.subscriptionId}`);
  }

  // 3. Every event once, the rest duplicates, all shuffled; delivered eight at a time, signed as Stripe signs.
  const deliveries = [...events];
  while (deliveries.length < DELIVERIES) deliveries.push(events[Math.floor(random() * events.length)]);
  for (let index = deliveries.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [deliveries[index], deliveries[other]] = [deliveries[other], deliveries[index]];
  }
  const times = [];
  const outcomes = {};
  const retries = [];
  const deliver = async (event) => {
    const payload = JSON.stringify(event);
    const started = performance.now();
    const response = await fetch(`${APP}/api/stripe/webhook`, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": signStripePayload(payload) },
      body: payload,
    });
    const body = await response.json();
    times.push(performance.now() - started);
    const outcome = response.status === 200 ? body.outcome : String(response.status);
    outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
    if (response.status === 409) retries.push(event);
    else if (response.status !== 200) throw new Error(`${event.type} answered ${response.status}`);
  };
  const queue = [...deliveries];
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let event = queue.shift(); event; event = queue.shift()) await deliver(event);
    }),
  );
  for (let event = retries.shift(); event; event = retries.shift()) await deliver(event);

  // 4. What each cook's Billing page shows against what their subscription's final state gives.
  let wrongStates = 0;
  let wrongBalances = 0;
  for (const cook of cooks) {
    const html = await (await fetch(`${APP}/settings/billing`, { headers: { cookie: cook.cookie } })).text();
    const plan = html.match(/Your plan: (Standard|Free)/)?.[1];
    const [, remaining, allowance] = html.match(/(-?\d+) of (\d+) left/) ?? [];
    const status = cook.final.status;
    const standard = ["trialing", "active", "past_due"].includes(status);
    const marker =
      {
        trialing: "Free trial until",
        active: "Renews on",
        past_due: "Your last payment failed",
      }[status] ?? "Free: 3 AI credits a month";
    if (plan !== (standard ? "Standard" : "Free") || !html.includes(marker)) {
      wrongStates += 1;
      console.error(`${cook.email}: ${status} shown as ${plan}`);
    }
    const expected = standard ? (status === "past_due" ? 0 : 10) : 3;
    if (Number(remaining) !== expected || Number(allowance) !== (standard ? 10 : 3)) {
      wrongBalances += 1;
      console.error(`${cook.email}: ${status} shows ${remaining} of ${allowance} credits, expected ${expected}`);
    }
  }
  const ms = (value) => value.toFixed(1);
  figures = {
    events: deliveries.length,
    unique: events.length,
    retried: outcomes["409"] ?? 0,
    processed: outcomes.processed ?? 0,
    duplicate: outcomes.duplicate ?? 0,
    wrong_states: wrongStates,
    wrong_balances: wrongBalances,
    p50_ms: ms(quantile(times, 0.5)),
    p95_ms: ms(quantile(times, 0.95)),
  };
} finally {
  stop();
}

const date = new Date().toISOString().slice(0, 10);
const section = [
  "<!-- bench:billing:start -->",
  `Measured ${date} with \`npm run bench:billing\` on this project's 2-core machine: ${COOKS} cooks check out through`,
  "the built app under `wrangler dev` against the Stripe stand-in; their subscriptions then live seven kinds of life",
  "(still in the trial; renewed twice; cancelled in the trial; a failed renewal; failed and recovered; cancelled after",
  "a renewal; failed until unpaid). Their",
  `${figures.unique} events are delivered to \`POST /api/stripe/webhook\` with duplicates up to ${figures.events}`,
  `deliveries, in a random order, ${CONCURRENCY} at a time; the ${figures.retried} answered 409 (the same event at work`,
  "in another delivery) are delivered again at the end, as Stripe retries. Each cook's Billing page must then show the",
  "plan and credits of the subscription's final state. Times are whole requests as Stripe would see them, each",
  "including the app's own read of the subscription from the stand-in.",
  "",
  "| What | Result |",
  "| --- | --- |",
  `| Deliveries (unique events) | ${figures.events} (${figures.unique}) |`,
  `| Processed / duplicates / retried after 409 | ${figures.processed} / ${figures.duplicate} / ${figures.retried} |`,
  `| Cooks whose plan is wrong | ${figures.wrong_states} of ${COOKS} |`,
  `| Cooks whose credits are wrong | ${figures.wrong_balances} of ${COOKS} |`,
  `| Webhook time p50 / p95 | ${figures.p50_ms} ms / ${figures.p95_ms} ms |`,
  "<!-- bench:billing:end -->",
].join("\n");
writeBenchmarkSection("billing", "Billing: webhooks in any order", section);
console.log(
  `bench:billing events=${figures.events} wrong_states=${figures.wrong_states} wrong_balances=${figures.wrong_balances} p95_ms=${figures.p95_ms}`,
);
process.exit(0);

import { DEADLINES } from "~/lib/deadlines";
import type { Locale } from "~/lib/locale";
import { m } from "~/paraglide/messages.js";

/**
 * The one module for every limit on what a visitor may ask of us, counted in D1 so every isolate shares them:
 * - fixed windows per client IP and per account (how many per quarter hour or hour), for the auth actions, the
 *   contact form and everything that costs us work or money: imports, ideas, vision readings, pictures;
 * - for the costly actions also in-flight slots (how many at once): a slot is a row with an expiry, taken before the
 *   work and freed when it ends, on failure too; a request that died frees its slot when it expires.
 * Window counts are one upsert per key (it opens a new window or counts into the current one, atomically); a slot is
 * one conditional insert that re-reads the counts, so concurrent requests cannot overshoot.
 */
type Rule = { max: number; windowSeconds: number };
/** How many at once per IP and per account, and when a slot left behind by a request that died is freed. */
type InFlightRule = { ip: number; account: number; expirySeconds: number };

const HOUR = 60 * 60;
const QUARTER_HOUR = 15 * 60;

export const RATE_LIMITS = {
  signin: { ip: { max: 30, windowSeconds: QUARTER_HOUR }, account: { max: 10, windowSeconds: QUARTER_HOUR } },
  signup: { ip: { max: 10, windowSeconds: HOUR }, account: { max: 3, windowSeconds: HOUR } },
  reset: { ip: { max: 10, windowSeconds: HOUR }, account: { max: 3, windowSeconds: HOUR } },
  resend: { ip: { max: 10, windowSeconds: HOUR }, account: { max: 3, windowSeconds: HOUR } },
  "two-factor": { ip: { max: 30, windowSeconds: QUARTER_HOUR }, account: { max: 10, windowSeconds: QUARTER_HOUR } },
  // A password typed again to confirm an account change (a new e-mail address): guessing it is signing in.
  reauthenticate: { ip: { max: 30, windowSeconds: QUARTER_HOUR }, account: { max: 10, windowSeconds: QUARTER_HOUR } },
  // Each import makes the Worker fetch a page and maybe a picture from a site the user names; generous for a cook
  // (and for the importer's benchmark), a wall against using us to hammer a site.
  import: {
    ip: { max: 2000, windowSeconds: HOUR },
    account: { max: 1000, windowSeconds: HOUR },
    inFlight: { ip: 8, account: 3, expirySeconds: (DEADLINES.siteMs + DEADLINES.aiMs) / 1000 + 30 },
  },
  // Ideas cost no credit, but a configured provider bills every one.
  ideas: {
    ip: { max: 300, windowSeconds: HOUR },
    account: { max: 60, windowSeconds: HOUR },
    inFlight: { ip: 6, account: 2, expirySeconds: DEADLINES.aiMs / 1000 + 30 },
  },
  vision: {
    ip: { max: 100, windowSeconds: HOUR },
    account: { max: 30, windowSeconds: HOUR },
    inFlight: { ip: 4, account: 1, expirySeconds: DEADLINES.aiMs / 1000 + 30 },
  },
  // Opening and accepting join links. A password has 192 random bits, so guessing is hopeless anyway; this stops
  // anyone trying links in bulk and keeps the join page's look-ups cheap.
  join: { ip: { max: 60, windowSeconds: QUARTER_HOUR }, account: { max: 30, windowSeconds: QUARTER_HOUR } },
  // Each message sends two e-mails; a person rarely writes more than a few an hour. "account" is the sender's address.
  contact: { ip: { max: 5, windowSeconds: HOUR }, account: { max: 3, windowSeconds: HOUR } },
  // A new title picture: queued work (an AI photo or the free illustration), freed when its job ends.
  picture: {
    ip: { max: 100, windowSeconds: HOUR },
    account: { max: 30, windowSeconds: HOUR },
    inFlight: { ip: 10, account: 3, expirySeconds: DEADLINES.titlePictureMs / 1000 },
  },
} as const satisfies Record<string, { ip: Rule; account: Rule; inFlight?: InFlightRule }>;
export type LimitedAction = keyof typeof RATE_LIMITS;
/** The actions with in-flight slots. */
export type CostlyAction = {
  [A in LimitedAction]: (typeof RATE_LIMITS)[A] extends { inFlight: InFlightRule } ? A : never;
}[LimitedAction];

/** The longest window of any rule: a counter older than this counts for nothing (housekeeping removes it). */
export const LONGEST_WINDOW_SECONDS = Math.max(
  ...Object.values(RATE_LIMITS).flatMap((rules) => [rules.ip.windowSeconds, rules.account.windowSeconds]),
);

/** How soon to try again when only the in-flight limit refused: the work under way usually ends within this. */
const BUSY_RETRY_SECONDS = 10;

/** The visitor's address as Cloudflare sees it; absent only in local tools that call the worker directly. */
export function clientIp(request: Request): string | null {
  return request.headers.get("cf-connecting-ip");
}

type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };
type Who = { ip: string | null; account?: string };
type WindowRow = { key: string; count: number; window_start: number };

function consume(d1: D1Database, key: string, rule: Rule, nowSeconds: number) {
  return d1
    .prepare(
      `INSERT INTO rate_limits (key, window_start, count) VALUES (?1, ?2, 1)
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN window_start <= ?2 - ?3 THEN 1 ELSE count + 1 END,
         window_start = CASE WHEN window_start <= ?2 - ?3 THEN ?2 ELSE window_start END
       RETURNING key, count, window_start`,
    )
    .bind(key, nowSeconds, rule.windowSeconds);
}

/** Seconds until the window counted by `row` lets the next one through; 0 while `count` is within `allowed`. */
function waitFor(row: WindowRow | undefined, rule: Rule, nowSeconds: number, allowed = rule.max): number {
  if (!row || row.window_start <= nowSeconds - rule.windowSeconds || row.count <= allowed) return 0;
  return Math.max(1, row.window_start + rule.windowSeconds - nowSeconds);
}

/** Accounts are counted under a hash of the address, so the table holds no e-mail addresses. */
export async function accountKey(email: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(email.trim().toLowerCase()));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

export function accountLimitKey(action: LimitedAction, key: string): string {
  return `${action}:account:${key}`;
}

/** The in-flight key of an account, beside its window key (account deletion removes both). */
export function accountSlotKey(action: LimitedAction, key: string): string {
  return `${action}:flight:account:${key}`;
}

async function windowKeys(action: LimitedAction, { ip, account }: Who) {
  const rules = RATE_LIMITS[action];
  const keys: { key: string; rule: Rule; slotKey: string }[] = [
    { key: `${action}:ip:${ip ?? "unknown"}`, rule: rules.ip, slotKey: `${action}:flight:ip:${ip ?? "unknown"}` },
  ];
  if (account) {
    const hashed = await accountKey(account);
    keys.push({ key: accountLimitKey(action, hashed), rule: rules.account, slotKey: accountSlotKey(action, hashed) });
  }
  return keys;
}

/**
 * Counts one attempt against the action's windows, allowed or not (an attempt to sign in is what is limited), and
 * says whether it is within them.
 */
export async function consumeRateLimit(
  d1: D1Database,
  action: LimitedAction,
  who: Who,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<RateLimitResult> {
  const checks = await windowKeys(action, who);
  // Both counters in one round trip to D1.
  const results = await d1.batch<WindowRow>(checks.map(({ key, rule }) => consume(d1, key, rule, nowSeconds)));
  const wait = Math.max(...checks.map(({ rule }, index) => waitFor(results[index]?.results[0], rule, nowSeconds)));
  return wait > 0 ? { allowed: false, retryAfterSeconds: wait } : { allowed: true };
}

export type Slot = {
  allowed: true;
  slotId: string;
  release(): Promise<void>;
  /** What the statements given `alongside` read, in their order. */
  alongside: D1Result[];
};
export type Refusal = { allowed: false; retryAfterSeconds: number; reason: "rate" | "busy" };

/**
 * A signed-in cook's session as this isolate last saw better-auth confirm it (signed-in.server.ts): checked again in
 * the slot's own batch, so a cook seen before needs no round trip of its own for the session.
 */
export type SessionCheck = {
  token: string;
  userId: string;
  /** The session's expiry must be later than this (ms): earlier means expired or due its refresh. */
  expiresAfterMs: number;
};
/** The slot was not taken because the session checked with it no longer holds (or not for this account). */
export type SessionGone = { allowed: false; reason: "session" };

type SlotOptions = {
  /** Reads the work needs, sent in the slot's batch and answered on the slot (`alongside`). */
  alongside?: D1PreparedStatement[];
  /** Only while this session is current and still the account's (who.account) is the slot taken. */
  session?: SessionCheck;
};

/** A statement with its values bound where `sql` asks for them (`bound(value)` names the placeholder). */
function prepared(d1: D1Database, sql: (bound: (value: unknown) => string) => string): D1PreparedStatement {
  const params: unknown[] = [];
  const text = sql((value) => `?${params.push(value)}`);
  return d1.prepare(text).bind(...params);
}

/**
 * Begins one costly action: within its windows (only admitted requests count) and with a free in-flight slot, the
 * slot is taken and the windows counted, in one batch; else why not and when to try again. The slot's id frees it:
 * `release()` here, or whatever finishes the work later (a queue job carries it).
 */
export function beginLimited(
  d1: D1Database,
  action: CostlyAction,
  who: Who,
  nowSeconds?: number,
  options?: { alongside?: D1PreparedStatement[] },
): Promise<Slot | Refusal>;
export function beginLimited(
  d1: D1Database,
  action: CostlyAction,
  who: Who & { account: string },
  nowSeconds: number | undefined,
  options: SlotOptions & { session: SessionCheck },
): Promise<Slot | Refusal | SessionGone>;
export async function beginLimited(
  d1: D1Database,
  action: CostlyAction,
  who: Who,
  nowSeconds = Math.floor(Date.now() / 1000),
  { alongside = [], session }: SlotOptions = {},
): Promise<Slot | Refusal | SessionGone> {
  const inFlight: InFlightRule = RATE_LIMITS[action].inFlight;
  const keys = await windowKeys(action, who);
  const slotId = crypto.randomUUID();
  // One row per key under one id, only while every key has a free slot and room in its window.
  const conditions = (bound: (value: unknown) => string) =>
    keys.map(({ key, rule, slotKey }, index) => {
      const slotMax = index === 0 ? inFlight.ip : inFlight.account;
      return `(SELECT COUNT(*) FROM in_flight WHERE key = ${bound(slotKey)} AND expires_at > ${bound(nowSeconds)}) < ${bound(slotMax)}
      AND COALESCE((SELECT count FROM rate_limits WHERE key = ${bound(key)}
        AND window_start > ${bound(nowSeconds - rule.windowSeconds)}), 0) < ${bound(rule.max)}`;
    });
  const current =
    session &&
    ((bound: (value: unknown) => string) =>
      `EXISTS (SELECT 1 FROM sessions JOIN users ON users.id = sessions.user_id
        WHERE sessions.token = ${bound(session.token)} AND sessions.user_id = ${bound(session.userId)}
          AND sessions.expires_at > ${bound(session.expiresAfterMs)} AND users.email = ${bound(who.account)})`);
  const take = prepared(
    d1,
    (bound) => `INSERT INTO in_flight (key, id, expires_at)
       SELECT value, ${bound(slotId)}, ${bound(nowSeconds + inFlight.expirySeconds)}
       FROM json_each(${bound(JSON.stringify(keys.map(({ slotKey }) => slotKey)))})
       WHERE ${[...conditions(bound), ...(current ? [current(bound)] : [])].join(" AND ")}`,
  );
  // The windows count only a request that got its slot.
  const count = (key: string, rule: Rule) =>
    d1
      .prepare(
        `INSERT INTO rate_limits (key, window_start, count)
         SELECT ?1, ?2, 1 WHERE EXISTS (SELECT 1 FROM in_flight WHERE id = ?4)
         ON CONFLICT (key) DO UPDATE SET
           count = CASE WHEN window_start <= ?2 - ?3 THEN 1 ELSE count + 1 END,
           window_start = CASE WHEN window_start <= ?2 - ?3 THEN ?2 ELSE window_start END`,
      )
      .bind(key, nowSeconds, rule.windowSeconds, slotId);
  const read = d1
    .prepare(`SELECT key, count, window_start FROM rate_limits WHERE key IN (${keys.map(() => "?").join(", ")})`)
    .bind(...keys.map(({ key }) => key));
  // Whether the session held, read beside the slot so a refusal can say it was the session.
  const check = current ? [prepared(d1, (bound) => `SELECT ${current(bound)} AS current`)] : [];
  const results = await d1.batch([
    take,
    ...keys.map(({ key, rule }) => count(key, rule)),
    read,
    ...check,
    ...alongside,
  ]);
  if ((results[0]?.meta.changes ?? 0) > 0) {
    return {
      allowed: true,
      slotId,
      release: () => releaseSlot(d1, slotId),
      alongside: results.slice(results.length - alongside.length),
    };
  }
  if (current && !(results[keys.length + 2]?.results[0] as { current: number } | undefined)?.current) {
    return { allowed: false, reason: "session" };
  }
  const rows = (results[keys.length + 1]?.results ?? []) as WindowRow[];
  // A full window says when it opens again (the next request must fit under the maximum); else it was the slots.
  const wait = Math.max(
    0,
    ...keys.map(({ key, rule }) =>
      waitFor(
        rows.find((row) => row.key === key),
        rule,
        nowSeconds,
        rule.max - 1,
      ),
    ),
  );
  return wait > 0
    ? { allowed: false, retryAfterSeconds: wait, reason: "rate" }
    : { allowed: false, retryAfterSeconds: BUSY_RETRY_SECONDS, reason: "busy" };
}

/** What the cook reads when a costly action is refused: why, and when to try again, in their language. */
export function refusalMessage(refusal: Refusal, locale: Locale): string {
  return refusal.reason === "busy"
    ? m.limit_busy({ seconds: refusal.retryAfterSeconds }, { locale })
    : m.limit_rate({ minutes: Math.ceil(refusal.retryAfterSeconds / 60) }, { locale });
}

/** Frees the slot of work that ended (or failed): by the id `beginLimited` took it under. */
export async function releaseSlot(d1: D1Database, slotId: string): Promise<void> {
  await d1.prepare("DELETE FROM in_flight WHERE id = ?").bind(slotId).run();
}

/**
 * Runs `work` in the slot `begun` took, freeing it however the work ends; or passes the refusal on. With `afterwards`
 * (a Worker's `waitUntil`), the answer does not wait for the slot's release: the slot is held until the release
 * lands, a moment longer, never shorter.
 */
export async function withSlot<T, Refused extends { allowed: false }>(
  begun: Slot | Refused,
  work: (slot: Slot) => Promise<T>,
  afterwards?: (release: Promise<void>) => void,
): Promise<{ allowed: true; value: T } | Refused> {
  if (!begun.allowed) return begun;
  try {
    return { allowed: true, value: await work(begun) };
  } finally {
    if (afterwards) afterwards(begun.release());
    else await begun.release();
  }
}

/** Runs `work` inside a slot of `action` (withSlot), or the refusal. */
export async function withLimit<T>(
  d1: D1Database,
  action: CostlyAction,
  who: Who,
  work: () => Promise<T>,
  afterwards?: (release: Promise<void>) => void,
): Promise<{ allowed: true; value: T } | Refusal> {
  return withSlot(await beginLimited(d1, action, who), work, afterwards);
}

/** Rows no limit reads any more: windows that ended and slots that expired (the scheduled housekeeping). */
export async function removeExpiredLimits(d1: D1Database, nowSeconds = Math.floor(Date.now() / 1000)) {
  await d1.batch([
    d1.prepare("DELETE FROM rate_limits WHERE window_start <= ?").bind(nowSeconds - LONGEST_WINDOW_SECONDS),
    d1.prepare("DELETE FROM in_flight WHERE expires_at <= ?").bind(nowSeconds),
  ]);
}

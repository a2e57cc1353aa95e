/**
 * Fixed-window rate limits on the auth actions, imports from websites and join links, per client IP and per account,
 * counted in D1 so every isolate shares them. One upsert per key: it opens a new window or counts into the current
 * one, atomically. Before sign-in an account is known by its e-mail address (counted under its hash); a signed-in
 * cook's actions are counted under their user id, in the same round trip as the lookup of their session.
 */
type Rule = { max: number; windowSeconds: number };

export const RATE_LIMITS = {
  signin: { ip: { max: 30, windowSeconds: 15 * 60 }, account: { max: 10, windowSeconds: 15 * 60 } },
  signup: { ip: { max: 10, windowSeconds: 60 * 60 }, account: { max: 3, windowSeconds: 60 * 60 } },
  reset: { ip: { max: 10, windowSeconds: 60 * 60 }, account: { max: 3, windowSeconds: 60 * 60 } },
  resend: { ip: { max: 10, windowSeconds: 60 * 60 }, account: { max: 3, windowSeconds: 60 * 60 } },
  "two-factor": { ip: { max: 30, windowSeconds: 15 * 60 }, account: { max: 10, windowSeconds: 15 * 60 } },
  // Each import makes the Worker fetch a page and maybe a picture from a site the user names; generous for a cook
  // (and for the importer's benchmark), a wall against using us to hammer a site.
  import: { ip: { max: 2000, windowSeconds: 60 * 60 }, account: { max: 1000, windowSeconds: 60 * 60 } },
  // Opening and accepting join links. A password has 192 random bits, so guessing is hopeless anyway; this stops
  // anyone trying links in bulk and keeps the join page's look-ups cheap.
  join: { ip: { max: 60, windowSeconds: 15 * 60 }, account: { max: 30, windowSeconds: 15 * 60 } },
} as const satisfies Record<string, { ip: Rule; account: Rule }>;
export type LimitedAction = keyof typeof RATE_LIMITS;

/** The visitor's address as Cloudflare sees it; absent only in local tools that call the worker directly. */
export function clientIp(request: Request): string | null {
  return request.headers.get("cf-connecting-ip");
}

type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const COUNT_INTO_WINDOW = `ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN window_start <= ?2 - ?3 THEN 1 ELSE count + 1 END,
         window_start = CASE WHEN window_start <= ?2 - ?3 THEN ?2 ELSE window_start END
       RETURNING count, window_start`;

function consume(d1: D1Database, key: string, rule: Rule, nowSeconds: number) {
  return d1
    .prepare(`INSERT INTO rate_limits (key, window_start, count) VALUES (?1, ?2, 1) ${COUNT_INTO_WINDOW}`)
    .bind(key, nowSeconds, rule.windowSeconds);
}

type Row = { count: number; window_start: number };

/** Seconds until the window counted by `row` lets the next one through; 0 while it is under the rule's maximum. */
function waitFor(row: Row | undefined, rule: Rule, nowSeconds: number): number {
  if (!row || row.count <= rule.max) return 0;
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

/** A signed-in cook's counter: their user id, no address involved. */
export function userLimitKey(action: LimitedAction, userId: string): string {
  return `${action}:user:${userId}`;
}

const ipLimitKey = (action: LimitedAction, ip: string | null) => `${action}:ip:${ip ?? "unknown"}`;

export async function consumeRateLimit(
  d1: D1Database,
  action: LimitedAction,
  { ip, account, userId }: { ip: string | null; account?: string; userId?: string },
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<RateLimitResult> {
  const rules = RATE_LIMITS[action];
  // Both counters in one round trip to D1.
  const checks: { key: string; rule: Rule }[] = [{ key: ipLimitKey(action, ip), rule: rules.ip }];
  if (userId) checks.push({ key: userLimitKey(action, userId), rule: rules.account });
  else if (account) checks.push({ key: accountLimitKey(action, await accountKey(account)), rule: rules.account });
  const results = await d1.batch<Row>(checks.map(({ key, rule }) => consume(d1, key, rule, nowSeconds)));
  const wait = Math.max(...checks.map(({ rule }, index) => waitFor(results[index]?.results[0], rule, nowSeconds)));
  return wait > 0 ? { allowed: false, retryAfterSeconds: wait } : { allowed: true };
}

type SessionUser = { id: string; email: string };
export type SessionLimitResult = { signedIn: false } | { signedIn: true; user: SessionUser; limit: RateLimitResult };

/**
 * A signed-in cook's action, checked in one round trip to D1: the session behind the (already signature-checked)
 * session token, with its user, and the IP's and the user's counters. The user's counter counts only when the
 * session is alive; a token whose session is gone or expired (signed out, revoked) answers signed out.
 */
export async function consumeForSession(
  d1: D1Database,
  action: LimitedAction,
  { ip, sessionToken }: { ip: string | null; sessionToken: string },
  nowMs = Date.now(),
): Promise<SessionLimitResult> {
  const rules = RATE_LIMITS[action];
  const nowSeconds = Math.floor(nowMs / 1000);
  const [session, byIp, byUser] = await d1.batch<Row & SessionUser>([
    d1
      .prepare(
        `SELECT users.id AS id, users.email AS email FROM sessions JOIN users ON users.id = sessions.user_id
         WHERE sessions.token = ?1 AND sessions.expires_at > ?2`,
      )
      .bind(sessionToken, nowMs),
    consume(d1, ipLimitKey(action, ip), rules.ip, nowSeconds),
    // SQLite needs the WHERE of an INSERT … SELECT before its ON CONFLICT; the session's user names the counter.
    d1
      .prepare(
        `INSERT INTO rate_limits (key, window_start, count)
         SELECT ?4 || sessions.user_id, ?2, 1 FROM sessions WHERE sessions.token = ?5 AND sessions.expires_at > ?6
         ${COUNT_INTO_WINDOW}`,
      )
      .bind(null, nowSeconds, rules.account.windowSeconds, userLimitKey(action, ""), sessionToken, nowMs),
  ]);
  const user = session?.results[0];
  if (!user) return { signedIn: false };
  const wait = Math.max(
    waitFor(byIp?.results[0], rules.ip, nowSeconds),
    waitFor(byUser?.results[0], rules.account, nowSeconds),
  );
  return {
    signedIn: true,
    user: { id: user.id, email: user.email },
    limit: wait > 0 ? { allowed: false, retryAfterSeconds: wait } : { allowed: true },
  };
}

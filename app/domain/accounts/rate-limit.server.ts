/**
 * Fixed-window rate limits on the auth actions, on imports from websites and on the contact form, per client IP and per account, counted in D1 so every isolate
 * shares them. One upsert per key: it opens a new window or counts into the current one, atomically.
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
  // Each message sends two e-mails; a person rarely writes more than a few an hour. "account" is the sender's address.
  contact: { ip: { max: 5, windowSeconds: 60 * 60 }, account: { max: 3, windowSeconds: 60 * 60 } },
} as const satisfies Record<string, { ip: Rule; account: Rule }>;
export type LimitedAction = keyof typeof RATE_LIMITS;

/** The visitor's address as Cloudflare sees it; absent only in local tools that call the worker directly. */
export function clientIp(request: Request): string | null {
  return request.headers.get("cf-connecting-ip");
}

type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

function consume(d1: D1Database, key: string, rule: Rule, nowSeconds: number) {
  return d1
    .prepare(
      `INSERT INTO rate_limits (key, window_start, count) VALUES (?1, ?2, 1)
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN window_start <= ?2 - ?3 THEN 1 ELSE count + 1 END,
         window_start = CASE WHEN window_start <= ?2 - ?3 THEN ?2 ELSE window_start END
       RETURNING count, window_start`,
    )
    .bind(key, nowSeconds, rule.windowSeconds);
}

/** Seconds until the window counted by `row` lets the next one through; 0 while it is under the rule's maximum. */
function waitFor(row: { count: number; window_start: number } | undefined, rule: Rule, nowSeconds: number): number {
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

export async function consumeRateLimit(
  d1: D1Database,
  action: LimitedAction,
  { ip, account }: { ip: string | null; account?: string },
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<RateLimitResult> {
  const rules = RATE_LIMITS[action];
  // Both counters in one round trip to D1.
  const checks: { key: string; rule: Rule }[] = [{ key: `${action}:ip:${ip ?? "unknown"}`, rule: rules.ip }];
  if (account) checks.push({ key: accountLimitKey(action, await accountKey(account)), rule: rules.account });
  const results = await d1.batch<{ count: number; window_start: number }>(
    checks.map(({ key, rule }) => consume(d1, key, rule, nowSeconds)),
  );
  const wait = Math.max(...checks.map(({ rule }, index) => waitFor(results[index]?.results[0], rule, nowSeconds)));
  return wait > 0 ? { allowed: false, retryAfterSeconds: wait } : { allowed: true };
}

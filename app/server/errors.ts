import type { ImportProblem } from "~/domain/import/problems.server";

/**
 * The error vocabulary of every HTTP answer: one stable code per reason, with its status. /api answers
 * `{ error: { code, message } }` (worker/api/errors.ts); page actions answer with the same status. Domain code names
 * its problems in these words and never picks a status.
 */
export const ERROR_STATUS = {
  bad_request: 400,
  unauthorized: 401,
  // A member whose role does not allow the change (a viewer adding); non-members get not_found.
  forbidden: 403,
  cross_site: 403,
  not_found: 404,
  upgrade_required: 426,
  conflict: 409,
  unsupported_media_type: 415,
  // A collection at its recipe or member limit.
  limit_reached: 409,
  rate_limited: 429,
  internal_error: 500,
  // An import's problems (domain/import/problems.server.ts). What the cook's address leads to (a site that refuses,
  // a missing page, a loop, something too big or not a page) is their input's problem, a 4xx; a site that is down
  // is a 502, one that asks us to come back later a 503 with Retry-After.
  invalid_url: 400,
  forbidden_host: 400,
  forbidden_port: 400,
  unreachable: 502,
  timeout: 504,
  too_large: 413,
  refused: 422,
  http_error: 422,
  upstream_error: 502,
  upstream_busy: 503,
  wrong_type: 415,
  too_many_redirects: 422,
  not_supported: 422,
} as const satisfies Record<string, number> & Record<ImportProblem, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;

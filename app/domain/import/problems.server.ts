import { m } from "~/paraglide/messages.js";
import { type FetchProblem, GuardedFetchError } from "./guarded-fetch.server";
import { ImportError, PAGE_LIMITS } from "./import.server";

/** Why an import did not produce a draft, and its message in the caller's language. */
export type ImportProblem = FetchProblem | "not_supported";

export function importProblem(
  error: unknown,
): { problem: ImportProblem; status?: number; retryAfterSeconds?: number } | null {
  if (error instanceof GuardedFetchError) {
    return { problem: error.problem, status: error.status, retryAfterSeconds: error.retryAfterSeconds };
  }
  if (error instanceof ImportError) return { problem: error.problem };
  return null;
}

export function problemMessage(problem: ImportProblem, status: number | undefined, locale: "en" | "de"): string {
  const options = { locale };
  switch (problem) {
    case "invalid_url":
      return m.url_import_invalid_url({}, options);
    case "forbidden_host":
      return m.url_import_forbidden_host({}, options);
    case "forbidden_port":
      return m.url_import_forbidden_port({}, options);
    case "unreachable":
      return m.url_import_unreachable({}, options);
    case "timeout":
      return m.url_import_timeout({}, options);
    case "too_large":
      return m.url_import_too_large({ megabytes: PAGE_LIMITS.bytes / 1024 / 1024 }, options);
    case "refused":
      return m.url_import_refused({ status: status ?? 403 }, options);
    case "http_error":
      return m.url_import_http_error({ status: status ?? 404 }, options);
    case "upstream_error":
      return m.url_import_upstream_error({ status: status ?? 500 }, options);
    case "upstream_busy":
      return m.url_import_upstream_busy({}, options);
    case "wrong_type":
      return m.url_import_wrong_type({}, options);
    case "too_many_redirects":
      return m.url_import_too_many_redirects({}, options);
    case "not_supported":
      return m.url_import_not_supported({}, options);
  }
}

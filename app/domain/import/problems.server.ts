import { m } from "~/paraglide/messages.js";
import { type FetchProblem, GuardedFetchError } from "./guarded-fetch.server";
import { ImportError, PAGE_LIMITS } from "./import.server";

/** Why an import did not produce a draft, with its HTTP status for /api and its message in the caller's language. */
export type ImportProblem = FetchProblem | "not-supported";

export const PROBLEM_STATUS: Record<ImportProblem, number> = {
  "invalid-url": 400,
  "forbidden-host": 400,
  unreachable: 502,
  timeout: 504,
  "too-large": 413,
  refused: 502,
  "http-error": 502,
  "wrong-type": 415,
  "too-many-redirects": 502,
  "not-supported": 422,
};

export function importProblem(error: unknown): { problem: ImportProblem; status?: number } | null {
  if (error instanceof GuardedFetchError) return { problem: error.problem, status: error.status };
  if (error instanceof ImportError) return { problem: error.problem };
  return null;
}

export function problemMessage(problem: ImportProblem, status: number | undefined, locale: "en" | "de"): string {
  const options = { locale };
  switch (problem) {
    case "invalid-url":
      return m.url_import_invalid_url({}, options);
    case "forbidden-host":
      return m.url_import_forbidden_host({}, options);
    case "unreachable":
      return m.url_import_unreachable({}, options);
    case "timeout":
      return m.url_import_timeout({}, options);
    case "too-large":
      return m.url_import_too_large({ megabytes: PAGE_LIMITS.bytes / 1024 / 1024 }, options);
    case "refused":
      return m.url_import_refused({ status: status ?? 403 }, options);
    case "http-error":
      return m.url_import_http_error({ status: status ?? 500 }, options);
    case "wrong-type":
      return m.url_import_wrong_type({}, options);
    case "too-many-redirects":
      return m.url_import_too_many_redirects({}, options);
    case "not-supported":
      return m.url_import_not_supported({}, options);
  }
}

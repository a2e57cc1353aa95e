import { getDb } from "~/db/client.server";
import { consumeRateLimit } from "~/domain/accounts/rate-limit.server";
import { pageReader } from "~/domain/ai/services.server";
import { m } from "~/paraglide/messages.js";
import { findDuplicate, type ImportDraft, importFromUrl } from "./import.server";
import { importProblem, PROBLEM_STATUS, problemMessage } from "./problems.server";

/**
 * One import for a signed-in cook, as the page and /api both run it: rate limits (per account and per IP), the
 * import with the configured AI reader, and the cook's earlier import of the same page. Failures come back as a
 * localised message with the HTTP status /api answers with; nothing is saved here.
 */
export type ImportOutcome =
  | { ok: true; draft: ImportDraft; duplicate: { id: string; title: string } | null }
  | { ok: false; code: string; message: string; httpStatus: number };

type Importer = { userId: string; email: string; ip: string | null; url: string; locale: "en" | "de" };

export async function importForCook(env: Env, importer: Importer): Promise<ImportOutcome> {
  const limit = await consumeRateLimit(env.DB, "import", { ip: importer.ip, account: importer.email });
  if (!limit.allowed) {
    const minutes = Math.ceil(limit.retryAfterSeconds / 60);
    return {
      ok: false,
      code: "rate-limited",
      message: m.url_import_rate_limited({ minutes }, { locale: importer.locale }),
      httpStatus: 429,
    };
  }
  try {
    const draft = await importFromUrl(importer.url, {
      allowLoopback: env.IMPORT_ALLOW_LOOPBACK === "true",
      locale: importer.locale,
      reader: pageReader(env),
    });
    const duplicate = await findDuplicate(getDb(env.DB), importer.userId, draft.sourceUrl);
    return { ok: true, draft, duplicate };
  } catch (error) {
    const known = importProblem(error);
    if (!known) throw error;
    return {
      ok: false,
      code: known.problem,
      message: problemMessage(known.problem, known.status, importer.locale),
      httpStatus: PROBLEM_STATUS[known.problem],
    };
  }
}

import { getDb } from "~/db/client.server";
import { clientIp, consumeForSession, consumeRateLimit } from "~/domain/accounts/rate-limit.server";
import { sessionTokenOf } from "~/domain/accounts/session-token.server";
import { configuredProvider } from "~/domain/ai/services.server";
import { sourceKey } from "~/domain/recipes/source-url";
import { StageTimings } from "~/lib/stage-timings";
import { m } from "~/paraglide/messages.js";
import { findDuplicate, type ImportedDraft, importFromUrl, type PageReader } from "./import.server";
import { type ImportProblem, importProblem, problemMessage } from "./problems.server";

/**
 * One import for a signed-in cook, as the page and /api both run it: rate limits (per account and per IP), the
 * import with the configured AI reader, and the cook's earlier import of the same page. Failures come back as a
 * localised message with the HTTP status /api answers with; nothing is saved here.
 */
type ImportOutcome =
  | { ok: true; draft: ImportedDraft; duplicate: { id: string; title: string } | null }
  | { ok: false; code: ImportProblem | "rate_limited" | "unauthorized"; message: string };

/** The import's AI stage: the configured provider reads a page's text, or null when only the built-in engine runs. */
export function pageReader(env: Env): PageReader | null {
  const provider = configuredProvider(env);
  return provider && ((pageText) => provider.readPage(pageText));
}

type Locale = "en" | "de";
type Importer = { userId: string; ip: string | null; url: string; locale: Locale; timings?: StageTimings };

const rateLimited = (retryAfterSeconds: number, locale: Locale): ImportOutcome => ({
  ok: false,
  code: "rate_limited",
  message: m.url_import_rate_limited({ minutes: Math.ceil(retryAfterSeconds / 60) }, { locale }),
});

/** A cook whose session the page has already read: the limits, then the import. */
export async function importForCook(env: Env, importer: Importer): Promise<ImportOutcome> {
  const limit = await consumeRateLimit(env.DB, "import", { ip: importer.ip, userId: importer.userId });
  if (!limit.allowed) return rateLimited(limit.retryAfterSeconds, importer.locale);
  return importWithinLimits(env, importer);
}

/**
 * An /api request: the session cookie's signature, then the session, its user and both limits in one round trip to
 * D1 (ADR 011: most of an import's time was these lookups, one after the other), then the import.
 */
export async function importForRequest(
  env: Env,
  request: Request,
  { url, locale, timings = new StageTimings() }: { url: string; locale: Locale; timings?: StageTimings },
): Promise<ImportOutcome> {
  const ip = clientIp(request);
  const token = await timings.measureAsync("session", () => sessionTokenOf(env, request));
  const gate = token
    ? await timings.measureAsync("limits", () => consumeForSession(env.DB, "import", { ip, sessionToken: token }))
    : null;
  if (!gate?.signedIn) return { ok: false, code: "unauthorized", message: m.url_import_sign_in({}, { locale }) };
  if (!gate.limit.allowed) return rateLimited(gate.limit.retryAfterSeconds, locale);
  return importWithinLimits(env, { userId: gate.user.id, ip, url, locale, timings });
}

async function importWithinLimits(env: Env, importer: Importer): Promise<ImportOutcome> {
  const timings = importer.timings ?? new StageTimings();
  const db = getDb(env.DB);
  // The cook's earlier import is looked up while the page loads, under the address asked for; again only when the
  // page turned out to live elsewhere (a redirect).
  const asked = findDuplicate(db, importer.userId, importer.url);
  asked.catch(() => {}); // awaited below only when the page is read; its own failure surfaces there
  try {
    const draft = await importFromUrl(importer.url, {
      allowLoopback: env.IMPORT_ALLOW_LOOPBACK === "true",
      locale: importer.locale,
      reader: pageReader(env),
      timings,
    });
    const duplicate = await timings.measureAsync("duplicate", async () =>
      sourceKey(draft.source.url) === sourceKey(importer.url)
        ? await asked
        : await findDuplicate(db, importer.userId, draft.source.url),
    );
    return { ok: true, draft, duplicate };
  } catch (error) {
    const known = importProblem(error);
    if (!known) throw error;
    return {
      ok: false,
      code: known.problem,
      message: problemMessage(known.problem, known.status, importer.locale),
    };
  }
}

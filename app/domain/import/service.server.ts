import { getDb } from "~/db/client.server";
import { refusalMessage, withLimit } from "~/domain/accounts/rate-limit.server";
import { configuredProvider } from "~/domain/ai/services.server";
import { sourceKey } from "~/domain/recipes/source-url";
import { StageTimings } from "~/lib/stage-timings";
import { parseAllowList } from "./addresses";
import { findDuplicate, type ImportedDraft, importFromUrl, type PageReader } from "./import.server";
import { type ImportProblem, importProblem, problemMessage } from "./problems.server";

/**
 * One import for a signed-in cook, as the page and /api both run it: rate and in-flight limits (per account and per
 * IP), the import with the configured AI reader, and the cook's earlier import of the same page. Failures come back
 * as a localised message with the HTTP status /api answers with; nothing is saved here.
 */
type ImportOutcome =
  | { ok: true; draft: ImportedDraft; duplicate: { id: string; title: string } | null }
  | { ok: false; code: ImportProblem | "rate_limited"; message: string; retryAfterSeconds?: number };

/** The hosts an import may reach past the address and port rules: the operator's `OUTBOUND_ALLOW` (addresses.ts). */
export const outboundAllowList = (env: Env) => parseAllowList(env.OUTBOUND_ALLOW);

/** The import's AI stage: the configured provider reads a page's text, or null when only the built-in engine runs. */
export function pageReader(env: Env): PageReader | null {
  const provider = configuredProvider(env);
  return provider && ((pageText) => provider.readPage(pageText));
}

type Importer = {
  userId: string;
  email: string;
  ip: string | null;
  url: string;
  locale: "en" | "de";
  /** Where the stages' times go (the /api answer's Server-Timing header). */
  timings?: StageTimings;
  /** Work that may finish after the answer (the Worker's `waitUntil`): freeing the in-flight slot. */
  afterwards?: (work: Promise<void>) => void;
};

export async function importForCook(env: Env, importer: Importer): Promise<ImportOutcome> {
  const timings = importer.timings ?? new StageTimings();
  const started = performance.now();
  const limited = await withLimit(
    env.DB,
    "import",
    { ip: importer.ip, account: importer.email },
    () => {
      timings.add("limits", performance.now() - started);
      return importWithinLimits(env, importer, timings);
    },
    importer.afterwards,
  );
  if (limited.allowed) return limited.value;
  const { retryAfterSeconds } = limited;
  return { ok: false, code: "rate_limited", message: refusalMessage(limited, importer.locale), retryAfterSeconds };
}

async function importWithinLimits(env: Env, importer: Importer, timings: StageTimings): Promise<ImportOutcome> {
  const db = getDb(env.DB);
  // The cook's earlier import is looked up while the page loads, under the address asked for; again only when the
  // page turned out to live elsewhere (a redirect).
  const asked = findDuplicate(db, importer.userId, importer.url);
  asked.catch(() => {}); // awaited below only when the page is read; its own failure surfaces there
  try {
    const draft = await importFromUrl(importer.url, {
      allow: outboundAllowList(env),
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
      retryAfterSeconds: known.retryAfterSeconds,
    };
  }
}

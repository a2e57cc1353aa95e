import { beginLimited, type Refusal, refusalMessage, type Slot, withSlot } from "~/domain/accounts/rate-limit.server";
import { type Cook, confirmedCook, rememberedCook } from "~/domain/accounts/signed-in.server";
import { configuredProvider } from "~/domain/ai/services.server";
import { sourceKey } from "~/domain/recipes/source-url";
import { StageTimings } from "~/lib/stage-timings";
import { parseAllowList } from "./addresses";
import {
  type Duplicate,
  duplicateLookup,
  findDuplicate,
  type ImportedDraft,
  importFromUrl,
  type PageReader,
} from "./import.server";
import { type ImportProblem, importProblem, problemMessage } from "./problems.server";

/**
 * One import for a signed-in cook, as the page and /api both run it: rate and in-flight limits (per account and per
 * IP), the import with the configured AI reader, and the cook's earlier import of the same page. Failures come back
 * as a localised message with the HTTP status /api answers with; nothing is saved here.
 */
type ImportOutcome =
  | { ok: true; draft: ImportedDraft; duplicate: Duplicate | null }
  | { ok: false; code: ImportProblem | "rate_limited"; message: string; retryAfterSeconds?: number };

/** The hosts an import may reach past the address and port rules: the operator's `OUTBOUND_ALLOW` (addresses.ts). */
export const outboundAllowList = (env: Env) => parseAllowList(env.OUTBOUND_ALLOW);

/** The import's AI stage: the configured provider reads a page's text, or null when only the built-in engine runs. */
export function pageReader(env: Env): PageReader | null {
  const provider = configuredProvider(env);
  return provider && ((pageText) => provider.readPage(pageText));
}

type Importer = {
  ip: string | null;
  url: string;
  locale: "en" | "de";
  /** Where the stages' times go (the /api answer's Server-Timing header). */
  timings?: StageTimings;
  /** Work that may finish after the answer (the Worker's `waitUntil`): freeing the in-flight slot. */
  afterwards?: (work: Promise<void>) => void;
};

/** One import for a cook whose session the caller has read (the import page's action). */
export async function importForCook(env: Env, importer: Importer & Cook): Promise<ImportOutcome> {
  const timings = importer.timings ?? new StageTimings();
  const limited = await importInSlot(env, importer, timings, (alongside) =>
    beginLimited(env.DB, "import", { ip: importer.ip, account: importer.email }, undefined, { alongside }),
  );
  return limited.allowed ? limited.value : refused(limited, importer.locale);
}

/**
 * One import for whoever the request's session cookie belongs to (/api), or null when no one is signed in. A cook
 * this isolate has seen before has their session checked in the same round trip as the limits; anyone else, or a
 * session that no longer holds there, is read by better-auth first (signed-in.server.ts).
 */
export async function importForSession(env: Env, request: Request, importer: Importer): Promise<ImportOutcome | null> {
  const timings = importer.timings ?? new StageTimings();
  const remembered = await timings.measureAsync("session", () => rememberedCook(env, request));
  if (remembered) {
    const { session, ...cook } = remembered;
    const limited = await importInSlot(env, { ...importer, ...cook }, timings, (alongside) =>
      beginLimited(env.DB, "import", { ip: importer.ip, account: cook.email }, undefined, { alongside, session }),
    );
    if (limited.allowed) return limited.value;
    if (limited.reason !== "session") return refused(limited, importer.locale);
  }
  const cook = await timings.measureAsync("session", () => confirmedCook(env, request));
  return cook && importForCook(env, { ...importer, ...cook, timings });
}

function refused(refusal: Refusal, locale: "en" | "de"): ImportOutcome {
  const { retryAfterSeconds } = refusal;
  return { ok: false, code: "rate_limited", message: refusalMessage(refusal, locale), retryAfterSeconds };
}

/**
 * The import inside the slot `begin` takes. The cook's earlier import of the page, under the address asked for, is
 * read in the slot's own batch; again only when the page turned out to live elsewhere (a redirect).
 */
async function importInSlot<Refused extends { allowed: false }>(
  env: Env,
  importer: Importer & Cook,
  timings: StageTimings,
  begin: (alongside: D1PreparedStatement[]) => Promise<Slot | Refused>,
): Promise<{ allowed: true; value: ImportOutcome } | Refused> {
  const started = performance.now();
  const asked = duplicateLookup(env.DB, importer.userId, importer.url);
  const begun = await begin(asked ? [asked] : []);
  timings.add("limits", performance.now() - started);
  return withSlot(
    begun,
    (slot) => {
      const duplicate = asked ? ((slot.alongside[0]?.results[0] as Duplicate | undefined) ?? null) : null;
      return importWithinLimits(env, importer, timings, duplicate);
    },
    importer.afterwards,
  );
}

async function importWithinLimits(
  env: Env,
  importer: Importer & Cook,
  timings: StageTimings,
  askedDuplicate: Duplicate | null,
): Promise<ImportOutcome> {
  try {
    const draft = await importFromUrl(importer.url, {
      allow: outboundAllowList(env),
      locale: importer.locale,
      reader: pageReader(env),
      timings,
    });
    const duplicate = await timings.measureAsync("duplicate", async () =>
      sourceKey(draft.source.url) === sourceKey(importer.url)
        ? askedDuplicate
        : await findDuplicate(env.DB, importer.userId, draft.source.url),
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

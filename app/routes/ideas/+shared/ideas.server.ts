import type { RouterContextProvider } from "react-router";
import { beginLimited, clientIp, refusalMessage } from "~/domain/accounts/rate-limit.server";
import { generateAndStoreIdeas, loadIdeaUser } from "~/domain/ai/ideas.server";
import { reasonText } from "~/domain/ai/labels";
import { providerHold } from "~/domain/ai/provider-error";
import { IdeaRequestSchema } from "~/domain/ai/schemas";
import { aiServices } from "~/domain/ai/services.server";
import { allowanceReachedMessage } from "~/domain/billing/plans";
import { type FieldErrors, parseForm } from "~/lib/forms";
import { localeFromPath } from "~/lib/locale";
import { m } from "~/paraglide/messages.js";
import { appContext } from "~/server/context";
import { readForm } from "~/server/request-body.server";
import { requireSession } from "~/server/session.server";

/**
 * A run's failure says how to answer it: 402 with `upgrade` (the plan allows no more requests this month, and a
 * bigger plan would), 502 (failed), 504 (the provider's deadline), 503 (busy, come back later).
 */
type IdeasFailure = { error: string; status: 402 | 502 | 503 | 504; retryAfterSeconds?: number; upgrade?: boolean };
export type IdeasOutcome = { generated: number; reasons: string[] } | IdeasFailure;

/**
 * The AI page's settings form, read for the signed-in cook: its field errors, a refusal by the limits on ideas (how
 * many an hour, how many at once; with when to try again), or a run that makes and stores the ideas and answers with
 * the outcome in the page's language, freeing its in-flight slot however it ends. Shared by the page's own action (no
 * JavaScript) and the streaming endpoint, which passes `onProgress`.
 */
export async function readIdeaForm(
  context: Readonly<RouterContextProvider>,
  request: Request,
): Promise<
  | { errors: FieldErrors }
  | { refused: { error: string; retryAfterSeconds: number } }
  | { run: (onProgress?: (ideas: number) => void) => Promise<IdeasOutcome> }
> {
  const session = requireSession(context, request);
  const { env, locale } = context.get(appContext);
  const services = aiServices(env);
  const parsed = parseForm(IdeaRequestSchema, await readForm(request));
  if (!parsed.success) return { errors: parsed.errors };
  const slot = await beginLimited(env.DB, "ideas", { ip: clientIp(request), account: session.user.email });
  if (!slot.allowed) {
    return { refused: { error: refusalMessage(slot, locale), retryAfterSeconds: slot.retryAfterSeconds } };
  }
  const user = await loadIdeaUser(services.db, session.user.id, context.get(appContext).services.payments === "stripe");
  const language = localeFromPath(new URL(request.url).pathname);
  return {
    run: async (onProgress) => {
      try {
        const result = await generateAndStoreIdeas(services.db, services.engine, {
          request: parsed.data,
          user,
          language,
          onProgress,
        });
        if (result.limitReached) {
          return { error: allowanceReachedMessage("ideaRequests"), status: 402, upgrade: true };
        }
        return { generated: result.ideas.length, reasons: result.reasons.map(reasonText) };
      } catch (error) {
        console.error("ideas failed", error);
        const hold = providerHold(error);
        if (hold?.kind === "timeout") return { error: m.ai_timeout(), status: 504 };
        if (hold?.kind === "busy") {
          const minutes = Math.ceil(hold.retryAfterSeconds / 60);
          return { error: m.ai_busy({ minutes }), status: 503, retryAfterSeconds: hold.retryAfterSeconds };
        }
        return { error: m.ai_generate_failed(), status: 502 };
      } finally {
        await slot.release();
      }
    },
  };
}

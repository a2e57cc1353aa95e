import type { RouterContextProvider } from "react-router";
import { generateAndStoreIdeas, loadIdeaUser } from "~/domain/ai/ideas.server";
import { reasonText } from "~/domain/ai/labels";
import { IdeaRequestSchema } from "~/domain/ai/schemas";
import { aiServices } from "~/domain/ai/services.server";
import { allowanceReachedMessage } from "~/domain/billing/plans";
import { type FieldErrors, parseForm } from "~/lib/forms";
import { localeFromPath } from "~/lib/locale";
import { m } from "~/paraglide/messages.js";
import { appContext } from "~/server/context";
import { requireSession } from "~/server/session.server";

/** `upgrade`: the plan allows no more requests this month, and a bigger plan would. */
export type IdeasOutcome = { generated: number; reasons: string[] } | { error: string; upgrade?: boolean };

/**
 * The AI page's settings form, read for the signed-in cook: its field errors, or a run that makes and stores the
 * ideas and answers with the outcome in the page's language. Shared by the page's own action (no JavaScript) and
 * the streaming endpoint, which passes `onProgress`.
 */
export async function readIdeaForm(
  context: Readonly<RouterContextProvider>,
  request: Request,
): Promise<{ errors: FieldErrors } | { run: (onProgress?: (ideas: number) => void) => Promise<IdeasOutcome> }> {
  const session = requireSession(context, request);
  const services = aiServices(context.get(appContext).env);
  const parsed = parseForm(IdeaRequestSchema, await request.formData());
  if (!parsed.success) return { errors: parsed.errors };
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
        if (result.limitReached) return { error: allowanceReachedMessage("ideaRequests"), upgrade: true };
        return { generated: result.ideas.length, reasons: result.reasons.map(reasonText) };
      } catch (error) {
        console.error("ideas failed", error);
        return { error: m.ai_generate_failed() };
      }
    },
  };
}

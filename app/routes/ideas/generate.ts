import { generateAndStoreIdeas, loadIdeaUser } from "~/domain/ai/ideas.server";
import { reasonText } from "~/domain/ai/labels";
import { IdeaRequestSchema } from "~/domain/ai/schemas";
import { aiServices } from "~/domain/ai/services.server";
import { appContext } from "~/lib/app-context";
import { parseForm } from "~/lib/forms";
import { localeFromPath } from "~/lib/locale";
import { requireSession } from "~/lib/session.server";
import { m } from "~/paraglide/messages.js";
import type { Route } from "./+types/generate";

/** One line of the answer: how many ideas are written, then the outcome. */
export type GenerateEvent =
  | { progress: number }
  | { done: { generated: number; reasons: string[] } }
  | { error: string };

/**
 * Generating ideas with progress: the AI page posts its form here and reads the answer line by line (NDJSON) while
 * the engine writes. A form without JavaScript posts to the page's own action instead and waits for the result.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const session = requireSession(context, request);
  const services = aiServices(context.get(appContext).env);
  const parsed = parseForm(IdeaRequestSchema, await request.formData());
  if (!parsed.success) return Response.json({ errors: parsed.errors }, { status: 400 });
  const user = await loadIdeaUser(services.db, session.user.id);
  const language = localeFromPath(new URL(request.url).pathname);
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    // Runs at once, inside this request's context, so messages come in its language.
    async start(controller) {
      const send = (event: GenerateEvent) => controller.enqueue(encoder.encode(`${JSON.stringify(event)}\n`));
      let reported = -1;
      try {
        const result = await generateAndStoreIdeas(services.db, services.engine, {
          request: parsed.data,
          user,
          language,
          onProgress: (count) => {
            if (count === reported) return;
            reported = count;
            send({ progress: count });
          },
        });
        send({ done: { generated: result.ideas.length, reasons: result.reasons.map(reasonText) } });
      } catch (error) {
        console.error("ideas failed", error);
        send({ error: m.ai_generate_failed() });
      }
      controller.close();
    },
  });
  return new Response(body, { headers: { "content-type": "application/x-ndjson", "cache-control": "no-store" } });
}

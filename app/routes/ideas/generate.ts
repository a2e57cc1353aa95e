import type { FieldErrors } from "~/lib/forms";
import type { IdeasOutcome } from "./+shared/ideas.server";
import { readIdeaForm } from "./+shared/ideas.server";
import type { Route } from "./+types/generate";

/** One line of the answer: how many ideas are written, then the outcome. */
export type GenerateEvent =
  | { progress: number }
  | { done: Exclude<IdeasOutcome, { error: string }> }
  | { error: string; upgrade?: boolean };

/** What the endpoint answers before any line when it cannot start: field errors (400) or a refusal (429). */
export type GenerateRefusal = { errors?: FieldErrors; formError?: string };

/**
 * Generating ideas with progress: the AI page posts its form here and reads the answer line by line (NDJSON) while
 * the engine writes. A form without JavaScript posts to the page's own action instead and waits for the result.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const form = await readIdeaForm(context, request);
  if ("errors" in form) return Response.json({ errors: form.errors } satisfies GenerateRefusal, { status: 400 });
  if ("refused" in form) {
    const { error, retryAfterSeconds } = form.refused;
    return Response.json({ formError: error } satisfies GenerateRefusal, {
      status: 429,
      headers: { "retry-after": String(retryAfterSeconds) },
    });
  }
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    // Runs at once, inside this request's context, so messages come in its language.
    async start(controller) {
      const send = (event: GenerateEvent) => controller.enqueue(encoder.encode(`${JSON.stringify(event)}\n`));
      let reported = -1;
      const outcome = await form.run((count) => {
        if (count === reported) return;
        reported = count;
        send({ progress: count });
      });
      send("error" in outcome ? { error: outcome.error, upgrade: outcome.upgrade } : { done: outcome });
      controller.close();
    },
  });
  return new Response(body, { headers: { "content-type": "application/x-ndjson" } });
}

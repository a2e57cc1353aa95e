import type { IdeasOutcome } from "./+shared/ideas.server";
import { readIdeaForm } from "./+shared/ideas.server";
import type { Route } from "./+types/generate";

/** One line of the answer: how many ideas are written, then the outcome. */
export type GenerateEvent =
  | { progress: number }
  | { done: Exclude<IdeasOutcome, { error: string }> }
  | { error: string; upgrade?: boolean };

/**
 * Generating ideas with progress: the AI page posts its form here and reads the answer line by line (NDJSON) while
 * the engine writes. A form without JavaScript posts to the page's own action instead and waits for the result.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const form = await readIdeaForm(context, request);
  if ("errors" in form) return Response.json({ errors: form.errors }, { status: 400 });
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
      send("error" in outcome ? outcome : { done: outcome });
      controller.close();
    },
  });
  return new Response(body, { headers: { "content-type": "application/x-ndjson", "cache-control": "no-store" } });
}

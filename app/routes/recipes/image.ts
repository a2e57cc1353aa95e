import { and, eq } from "drizzle-orm";
import { recipes } from "~/db/schema";
import { appContext } from "~/server/context";
import { notFound } from "~/server/responses";
import { requireSession } from "~/server/session.server";
import type { Route } from "./+types/image";

/** A recipe's title photo, for its owner only; anyone else gets 404 as for the recipe itself. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const session = requireSession(context, request);
  const { env } = context.get(appContext);
  const [recipe] = await context
    .get(appContext)
    .db.select({ imageKey: recipes.imageKey })
    .from(recipes)
    .where(and(eq(recipes.id, params.recipeId), eq(recipes.userId, session.user.id)));
  const object = recipe?.imageKey ? await env.IMAGES.get(recipe.imageKey) : null;
  if (!object) throw notFound();
  return new Response(object.body, {
    headers: {
      "content-type": object.httpMetadata?.contentType ?? "application/octet-stream",
      "cache-control": "private, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'",
    },
  });
}

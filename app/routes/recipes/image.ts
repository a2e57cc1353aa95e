import { readableImageKey } from "~/domain/collections/shared-recipes.server";
import { appContext } from "~/server/context";
import { notFound } from "~/server/responses";
import type { Route } from "./+types/image";

/**
 * A recipe's title photo, for whoever may see the recipe: its owner, the members of a collection it is in, and
 * anyone when it is on a public collection's page. Anyone else gets 404 as for the recipe itself.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { db, env, session } = context.get(appContext);
  const imageKey = await readableImageKey(db, session?.user.id ?? null, params.recipeId);
  const object = imageKey ? await env.IMAGES.get(imageKey) : null;
  if (!object) throw notFound();
  return new Response(object.body, {
    headers: {
      "content-type": object.httpMetadata?.contentType ?? "application/octet-stream",
      // Private even when public: a collection made private again must not live on in shared caches.
      "cache-control": "private, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'",
    },
  });
}

import { readableImage } from "~/domain/collections/shared-recipes.server";
import { pictureCopyKey } from "~/domain/recipes/recipe-images.server";
import { pictureWidthOf } from "~/lib/picture-urls";
import { appContext } from "~/server/context";
import { notFound } from "~/server/responses";
import type { Route } from "./+types/image";

/**
 * A recipe's title photo, for whoever may see the recipe: its owner, the members of a collection it is in, and
 * anyone when it is on a public collection's page. Anyone else gets 404 as for the recipe itself. `w` asks for one
 * of its WebP copies (ADR 020); the address carries the format, so no cache needs to vary by `Accept`.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { db, env, session } = context.get(appContext);
  const image = await readableImage(db, session?.user.id ?? null, params.recipeId);
  if (!image) throw notFound();
  const width = pictureWidthOf(new URL(request.url));
  const copy =
    width !== null && image.imageVariants?.includes(width)
      ? await env.IMAGES.get(pictureCopyKey(image.imageKey, width))
      : null;
  const object = copy ?? (await env.IMAGES.get(image.imageKey));
  if (!object) throw notFound();
  // A copy that is not there (asked for by a page older than the picture) is stood in for by the picture itself,
  // which must not be kept as the copy.
  const standIn = width !== null && !copy;
  return new Response(object.body, {
    headers: {
      "content-type": object.httpMetadata?.contentType ?? "application/octet-stream",
      // Private even when public: a collection made private again must not live on in shared caches.
      "cache-control": standIn ? "private, no-cache" : "private, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'",
    },
  });
}

import { exportLibrary } from "~/domain/recipes/library-export.server";
import { appContext } from "~/server/context";
import { requireSession } from "~/server/session.server";
import type { Route } from "./+types/export";

/** All of the cook's recipes, with their photos, as one schema.org JSON-LD file: to keep, or to move elsewhere. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const session = requireSession(context, request);
  const { db, env } = context.get(appContext);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(exportLibrary(db, env.IMAGES, session.user.id), {
    headers: {
      "content-type": "application/ld+json; charset=utf-8",
      "content-disposition": `attachment; filename="mise-recipes-${day}.jsonld"`,
      "cache-control": "private, no-store",
    },
  });
}

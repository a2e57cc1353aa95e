import { toJsonLd } from "~/domain/recipes/json-ld";
import { getAllRecipes } from "~/domain/recipes/recipes.server";
import { appContext } from "~/server/context";
import { requireSession } from "~/server/session.server";
import type { Route } from "./+types/export";

/** All of the cook's recipes as one schema.org JSON-LD file, for keeping or for moving to another app. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const session = requireSession(context, request);
  const recipes = await getAllRecipes(context.get(appContext).db, session.user.id);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(JSON.stringify(toJsonLd(recipes), null, 2), {
    headers: {
      "content-type": "application/ld+json; charset=utf-8",
      "content-disposition": `attachment; filename="mise-recipes-${day}.jsonld"`,
      "cache-control": "private, no-store",
    },
  });
}

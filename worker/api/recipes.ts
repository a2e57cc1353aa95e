import { Hono } from "hono";
import { z } from "zod";
import { getDb } from "~/db/client.server";
import { getAuth } from "~/domain/accounts/auth.server";
import { clientIp } from "~/domain/accounts/rate-limit.server";
import { loadIdeaUser } from "~/domain/ai/ideas.server";
import { aiServices } from "~/domain/ai/services.server";
import { importRecipeFile } from "~/domain/import/recipe-file.server";
import { importForCook } from "~/domain/import/service.server";
import { parseIngredient } from "~/domain/recipes/ingredient-parser";
import { offlineRecipeOf } from "~/domain/recipes/offline-list";
import { getAllRecipes } from "~/domain/recipes/recipes.server";
import { RECIPE_LIMITS } from "~/domain/recipes/schemas";
import { m } from "~/paraglide/messages.js";
import { ApiError, apiLocale, jsonBody } from "./errors";

const ImportRequest = z.object({ url: z.string().min(1).max(4096) });

/**
 * `POST /api/recipes/import` `{ "url": … }`: the recipe read from that page, as a draft (not saved), with times also
 * as ISO 8601 durations, every ingredient line also taken apart by the library's parser, the stage that read it, and the cook's earlier import of
 * the same page if there is one. Errors use the /api envelope with a code per reason and a localised message.
 */
export const recipesApi = new Hono<{ Bindings: Env }>()
  .post("/import", jsonBody(ImportRequest), async (c) => {
    const locale = apiLocale(c);
    const session = await getAuth(c.env).api.getSession({ headers: c.req.raw.headers });
    if (!session) throw new ApiError("unauthorized", m.url_import_sign_in({}, { locale }));
    const outcome = await importForCook(c.env, {
      userId: session.user.id,
      email: session.user.email,
      ip: clientIp(c.req.raw),
      url: c.req.valid("json").url,
      locale,
    });
    if (!outcome.ok) throw new ApiError(outcome.code, outcome.message);
    const { draft, duplicate } = outcome;
    const { source, ...recipe } = draft;
    const duration = (minutes: number | null) => (minutes === null ? null : `PT${minutes}M`);
    return c.json({
      recipe: {
        ...recipe,
        sourceUrl: source.url,
        siteName: source.siteName,
        pageLanguage: source.pageLanguage,
        stage: source.stage,
        // schema.org's names and forms for what the library keeps in minutes; the page's own language tag.
        prepTime: duration(draft.prepMinutes),
        cookTime: duration(draft.cookMinutes),
        totalTime: duration(draft.totalMinutes),
        language: source.pageLanguage ?? draft.language,
        ingredients: draft.ingredients.map((section) => ({
          title: section.title,
          items: section.items.map((text) => ({ text, ...parseIngredient(text) })),
        })),
      },
      stage: source.stage,
      duplicate,
    });
  })
  /**
   * `POST /api/recipes/file` with a schema.org Recipe JSON-LD document (a recipe file, or one part of a large one
   * that the page split): its recipes added to the library, those already there skipped. Answers the counts.
   */
  .post("/file", async (c) => {
    const locale = apiLocale(c);
    const session = await getAuth(c.env).api.getSession({ headers: c.req.raw.headers });
    if (!session) throw new ApiError("unauthorized");
    if (!/^application\/(?:ld\+)?json\b/i.test(c.req.header("content-type") ?? "")) {
      throw new ApiError("unsupported_media_type");
    }
    const tooLarge = () =>
      new ApiError(
        "too_large",
        m.recipe_import_too_large({ megabytes: RECIPE_LIMITS.importBytes / 1024 / 1024 }, { locale }),
      );
    if (Number(c.req.header("content-length") ?? 0) > RECIPE_LIMITS.importBytes) throw tooLarge();
    const text = await c.req.text();
    if (text.length > RECIPE_LIMITS.importBytes) throw tooLarge();
    const { db, images } = aiServices(c.env);
    const user = await loadIdeaUser(db, session.user.id);
    const outcome = await importRecipeFile(db, images, user, text, locale);
    if (!outcome.ok) throw new ApiError("bad_request", outcome.message);
    return c.json({ created: outcome.created, skipped: outcome.skipped });
  })
  /**
   * `GET /api/recipes/offline`: every recipe of the cook as the device keeps it for the list and search offline,
   * with its version and photo, so 'Keep all my recipes offline' knows what to fetch (ADR 017).
   */
  .get("/offline", async (c) => {
    const session = await getAuth(c.env).api.getSession({ headers: c.req.raw.headers });
    if (!session) throw new ApiError("unauthorized");
    const recipes = await getAllRecipes(getDb(c.env.DB), session.user.id);
    return c.json({ recipes: recipes.map(offlineRecipeOf) });
  });

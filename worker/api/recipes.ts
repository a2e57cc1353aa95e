import { Hono } from "hono";
import { z } from "zod";
import { getDb } from "~/db/client.server";
import { getAuth } from "~/domain/accounts/auth.server";
import { clientIp } from "~/domain/accounts/rate-limit.server";
import { loadIdeaUser } from "~/domain/ai/ideas.server";
import { aiServices } from "~/domain/ai/services.server";
import { allowanceReachedMessage } from "~/domain/billing/plans";
import { importRecipeFile } from "~/domain/import/recipe-file.server";
import { importForSession } from "~/domain/import/service.server";
import { RECIPE_LIMITS } from "~/domain/recipes/fields";
import { parseIngredient } from "~/domain/recipes/ingredient-parser";
import { offlineRecipeOf } from "~/domain/recipes/offline-list";
import { getAllRecipes } from "~/domain/recipes/recipes.server";
import { describeServices } from "~/lib/config.server";
import { StageTimings } from "~/lib/stage-timings";
import { m } from "~/paraglide/messages.js";
import { BodyError, textOf } from "~/server/request-body.server";
import { ApiError, apiLocale, jsonBody } from "./errors";

const ImportRequest = z.object({ url: z.string().min(1).max(4096) });

/**
 * `POST /api/recipes/import` `{ "url": … }`: the recipe read from that page, as a draft (not saved), with times also
 * as ISO 8601 durations, every ingredient line also taken apart by the library's parser, the stage that read it, the
 * parts to check (`uncertain`: "ingredients", "instructions"), and the cook's earlier import of
 * the same page if there is one. Errors use the /api envelope with a code per reason and a localised message.
 */
export const recipesApi = new Hono<{ Bindings: Env }>()
  .post("/import", jsonBody(ImportRequest), async (c) => {
    const locale = apiLocale(c);
    const timings = new StageTimings();
    const outcome = await importForSession(c.env, c.req.raw, {
      ip: clientIp(c.req.raw),
      url: c.req.valid("json").url,
      locale,
      timings,
      afterwards: (work) => c.executionCtx.waitUntil(work),
    });
    if (!outcome) throw new ApiError("unauthorized", m.url_import_sign_in({}, { locale }));
    if (!outcome.ok) {
      c.header("server-timing", timings.header());
      throw new ApiError(outcome.code, outcome.message, outcome.retryAfterSeconds);
    }
    const { draft, duplicate } = outcome;
    const { source, ...recipe } = draft;
    const duration = (minutes: number | null) => (minutes === null ? null : `PT${minutes}M`);
    const body = timings.measure("answer", () => ({
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
      // The parts the cook should check: not found on the page, or read from it without amounts.
      uncertain: source.uncertain,
      duplicate,
    }));
    c.header("server-timing", timings.header());
    return c.json(body);
  })
  /**
   * `POST /api/recipes/file` with a schema.org Recipe JSON-LD document (a recipe file, or one part of a large one
   * that the page split): its recipes added to the library, those already there skipped, those beyond what the
   * cook's plan keeps refused (`overLimit`, with the reason). Answers the counts.
   */
  .post("/file", async (c) => {
    const locale = apiLocale(c);
    const session = await getAuth(c.env).api.getSession({ headers: c.req.raw.headers });
    if (!session) throw new ApiError("unauthorized");
    const text = await textOf(c.req.raw, RECIPE_LIMITS.importBytes, /^application\/(?:ld\+)?json$/).catch((error) => {
      if (!(error instanceof BodyError) || error.code !== "too_large") throw error;
      const megabytes = RECIPE_LIMITS.importBytes / 1024 / 1024;
      throw new ApiError("too_large", m.recipe_import_too_large({ megabytes }, { locale }));
    });
    const { db, images } = aiServices(c.env);
    const user = await loadIdeaUser(db, session.user.id, describeServices(c.env).payments === "stripe");
    const outcome = await importRecipeFile(db, images, user, text, locale);
    if (!outcome.ok) throw new ApiError("bad_request", outcome.message);
    const { created, skipped, overLimit } = outcome;
    // New recipes beyond what the plan keeps were not added: the page says why, and stops sending parts.
    const limit = overLimit > 0 ? { overLimit, message: allowanceReachedMessage("recipes", locale) } : {};
    return c.json({ created, skipped, ...limit });
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

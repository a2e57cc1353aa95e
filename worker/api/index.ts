import { Hono } from "hono";
import { readConfig } from "~/lib/config.server";
import { refuseApiRequest } from "../request-guard";
import { auth } from "./auth";
import { collectionsApi } from "./collections";
import { errorResponse, onApiError } from "./errors";
import { health } from "./health";
import { preferences } from "./preferences";
import { recipesApi } from "./recipes";
import { stripeApi } from "./stripe";

export const api = new Hono<{ Bindings: Env }>()
  .basePath("/api")
  .use(async (c, next) => {
    const refusal = refuseApiRequest(c.req.raw, readConfig(c.env).APP_URL);
    if (refusal) return errorResponse(c, refusal.code);
    await next();
  })
  .route("/auth", auth)
  .route("/collections", collectionsApi)
  .route("/health", health)
  .route("/preferences", preferences)
  .route("/recipes", recipesApi)
  .route("/stripe", stripeApi)
  .notFound((c) => errorResponse(c, "not_found"))
  .onError(onApiError);

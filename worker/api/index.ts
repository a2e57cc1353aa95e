import { Hono } from "hono";
import { readConfig } from "~/lib/config.server";
import { refuseApiRequest } from "../request-guard";
import { auth } from "./auth";
import { errorResponse, onApiError } from "./errors";
import { health } from "./health";
import { preferences } from "./preferences";
import { recipesApi } from "./recipes";

export const api = new Hono<{ Bindings: Env }>()
  .basePath("/api")
  .use(async (c, next) => {
    const refusal = refuseApiRequest(c.req.raw, readConfig(c.env).APP_URL);
    if (refusal) return errorResponse(c, refusal.code);
    await next();
  })
  .route("/auth", auth)
  .route("/health", health)
  .route("/preferences", preferences)
  .route("/recipes", recipesApi)
  .notFound((c) => errorResponse(c, "not_found"))
  .onError(onApiError);

import { Hono } from "hono";
import { auth } from "./auth";
import { collectionsApi } from "./collections";
import { errorResponse, onApiError } from "./errors";
import { health } from "./health";
import { preferences } from "./preferences";
import { recipesApi } from "./recipes";
import { stripeApi } from "./stripe";

export const api = new Hono<{ Bindings: Env }>()
  .basePath("/api")
  .route("/auth", auth)
  .route("/collections", collectionsApi)
  .route("/health", health)
  .route("/preferences", preferences)
  .route("/recipes", recipesApi)
  .route("/stripe", stripeApi)
  .notFound((c) => errorResponse(c, "not_found"))
  .onError(onApiError);

import { Hono } from "hono";
import { auth } from "./auth";
import { ApiError, errorResponse } from "./errors";
import { health } from "./health";
import { preferences } from "./preferences";
import { recipesApi } from "./recipes";

export const api = new Hono<{ Bindings: Env }>()
  .basePath("/api")
  .route("/auth", auth)
  .route("/health", health)
  .route("/preferences", preferences)
  .route("/recipes", recipesApi)
  .notFound((c) => errorResponse(c, "not_found"))
  .onError((error, c) => {
    if (error instanceof ApiError) return errorResponse(c, error.code);
    console.error(error);
    return errorResponse(c, "internal_error");
  });

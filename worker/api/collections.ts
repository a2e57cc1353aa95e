import { type Context, Hono } from "hono";
import { z } from "zod";
import { getDb } from "~/db/client.server";
import { getAuth } from "~/domain/accounts/auth.server";
import { getCollectionPage, getRole, listCollections } from "~/domain/collections/collections.server";
import { LIVE_PROTOCOL } from "~/domain/collections/live";
import { createNote } from "~/domain/collections/notes.server";
import { collectionRooms } from "~/domain/collections/rooms.server";
import { COLLECTION_LIMITS } from "~/domain/collections/rules";
import { NoteFormSchema } from "~/domain/collections/schemas";
import { addRecipes, removeRecipe } from "~/domain/collections/shared-recipes.server";
import { m } from "~/paraglide/messages.js";
import { LIVE_IDENTITY_HEADER, type LiveIdentity } from "../durable-objects/collection-room";
import { ApiError, apiLocale, jsonBody } from "./errors";

type Bindings = { Bindings: Env };

async function signedIn(c: Context<Bindings>) {
  const session = await getAuth(c.env).api.getSession({ headers: c.req.raw.headers });
  if (!session) throw new ApiError("unauthorized");
  return { session, db: getDb(c.env.DB), rooms: collectionRooms(c.env.COLLECTION_ROOMS) };
}

const AddRecipesBody = z.object({ recipeIds: z.array(z.string().min(1)).min(1).max(COLLECTION_LIMITS.addAtOnce) });
const NoteBody = NoteFormSchema.extend({ recipeId: z.string().min(1).nullish() });

/**
 * `/api/collections`: the signed-in cook's collections, one collection as its page shows it, adding and removing
 * recipes, notes, and `GET /:id/live`, the page's WebSocket. A collection the caller is not a member of is a 404
 * everywhere, the socket included; a viewer who tries to add gets a 403.
 */
export const collectionsApi = new Hono<Bindings>()
  .get("/", async (c) => {
    const { session, db } = await signedIn(c);
    return c.json({ collections: await listCollections(db, session.user.id) });
  })
  .get("/:collectionId", async (c) => {
    const { session, db } = await signedIn(c);
    const page = await getCollectionPage(db, session.user.id, c.req.param("collectionId"));
    if (!page) throw new ApiError("not_found");
    return c.json(page);
  })
  .post("/:collectionId/recipes", jsonBody(AddRecipesBody), async (c) => {
    const { session, db, rooms } = await signedIn(c);
    const outcome = await addRecipes(
      db,
      rooms,
      session.user,
      c.req.param("collectionId"),
      c.req.valid("json").recipeIds,
    );
    if (outcome.status === "not-found") throw new ApiError("not_found");
    if (outcome.status === "forbidden")
      throw new ApiError("forbidden", m.collection_viewer_cannot_add({}, { locale: apiLocale(c) }));
    if (outcome.status === "full") {
      throw new ApiError(
        "limit_reached",
        m.collection_full({ max: COLLECTION_LIMITS.recipes }, { locale: apiLocale(c) }),
      );
    }
    return c.json({ added: outcome.count });
  })
  .delete("/:collectionId/recipes/:recipeId", async (c) => {
    const { session, db, rooms } = await signedIn(c);
    const outcome = await removeRecipe(db, rooms, session.user, c.req.param("collectionId"), c.req.param("recipeId"));
    if (outcome === "not-found") throw new ApiError("not_found");
    if (outcome === "forbidden") throw new ApiError("forbidden");
    return c.body(null, 204);
  })
  .post("/:collectionId/notes", jsonBody(NoteBody), async (c) => {
    const { session, db, rooms } = await signedIn(c);
    const { recipeId, ...note } = c.req.valid("json");
    const outcome = await createNote(db, rooms, session.user, {
      ...note,
      recipeId,
      collectionId: c.req.param("collectionId"),
    });
    if (outcome.status === "not-found") throw new ApiError("not_found");
    if (outcome.status === "forbidden")
      throw new ApiError("forbidden", m.collection_viewer_cannot_add({}, { locale: apiLocale(c) }));
    return c.json({ id: outcome.id }, 201);
  })
  /**
   * The collection page's socket: authorised here with the session cookie and the membership, then handed to the
   * collection's Durable Object with who is connecting. Only the app's own pages may open it (Origin).
   */
  .get("/:collectionId/live", async (c) => {
    const { session, db } = await signedIn(c);
    const origin = c.req.header("origin");
    if (origin && origin !== new URL(c.req.url).origin) throw new ApiError("forbidden");
    const collectionId = c.req.param("collectionId");
    if (!(await getRole(db, collectionId, session.user.id))) throw new ApiError("not_found");
    if (c.req.header("upgrade")?.toLowerCase() !== "websocket") throw new ApiError("upgrade_required");
    const identity: LiveIdentity = {
      collectionId,
      userId: session.user.id,
      name: session.user.name,
      sessionId: session.session.id,
      sessionExpiresAt: new Date(session.session.expiresAt).getTime(),
      protocol: Number(c.req.query("protocol") ?? LIVE_PROTOCOL),
    };
    const room = c.env.COLLECTION_ROOMS.get(c.env.COLLECTION_ROOMS.idFromName(collectionId));
    return room.fetch(c.req.url, {
      headers: { upgrade: "websocket", [LIVE_IDENTITY_HEADER]: JSON.stringify(identity) },
    });
  });

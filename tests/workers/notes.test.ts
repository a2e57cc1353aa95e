import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { notes } from "~/db/schema";
import { NOTE_LIMITS } from "~/domain/collections/rules";
import { IMAGE_LIMITS } from "~/domain/recipes/images";
import { checkImage } from "~/domain/recipes/images.server";
import { setRecipeImage } from "~/domain/recipes/recipe-images.server";
import * as collectionRoute from "~/routes/collections/collection";
import * as publicRoute from "~/routes/collections/public";
import * as publicProfileRoute from "~/routes/cooks/public-profile";
import * as notesRoute from "~/routes/notes/index";
import * as noteRoute from "~/routes/notes/note";
import * as detailRoute from "~/routes/recipes/detail";
import * as imageRoute from "~/routes/recipes/image";
import { pngWithText } from "../support/images";
import { type Cook, collectionOf, cook, join, recipeOf } from "./collections-support";
import { pictureStore } from "./factories";
import { callRoute, flashOf } from "./pages";

const db = getDb(env.DB);

const notePage = (reader: Cook | null, noteId: string, form?: Record<string, string>) =>
  callRoute(noteRoute, `/notes/${noteId}`, { jar: reader?.jar, params: { noteId }, form });

async function newNote(author: Cook, form: Record<string, string>) {
  await callRoute(notesRoute, "/notes", { form, jar: author.jar });
  const [note] = await db
    .select()
    .from(notes)
    .where(eq(notes.title, form.title ?? ""));
  if (!note) throw new Error("no note saved");
  return note.id;
}

describe("notes", () => {
  it("are private: their author reads and edits them, everyone else gets 404", async () => {
    const author = await cook();
    const other = await cook();
    const body = "Used half the sugar.\nSee https://example.com/tip <b>not bold</b>";
    const noteId = await newNote(author, { title: `Plum jam ${Date.now()}`, body });
    const own = (await (await notePage(author, noteId)).json()) as { found: { note: { body: string } } };
    // Stored as typed: line breaks and markup-looking text stay text.
    expect(own.found.note.body).toBe(body);

    const attempts = await Promise.all([
      notePage(other, noteId),
      notePage(other, noteId, { intent: "save", title: "Mine", body: "" }),
      notePage(other, noteId, { intent: "move", collectionId: "" }),
      notePage(other, noteId, { intent: "delete" }),
    ]);
    expect(attempts.map((response) => response.status)).toEqual([404, 404, 404, 404]);
    const [stored] = await db.select().from(notes).where(eq(notes.id, noteId));
    expect(stored?.body).toBe(body);
  });

  it("show a signed-out visitor the sign-in prompt that leads back to the note", async () => {
    const response = await notePage(null, "any-note");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ signedIn: false, found: null });
  });

  it("check their title and length in the page's language", async () => {
    const author = await cook();
    const response = await callRoute(notesRoute, "/de/notes", {
      form: { title: "", body: "x".repeat(NOTE_LIMITS.body + 1) },
      jar: author.jar,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: {
        title: "Bitte gib der Notiz einen Titel.",
        body: `Bitte verwende höchstens ${NOTE_LIMITS.body} Zeichen.`,
      },
    });
  });

  it("on a recipe are listed on its page, and go with the recipe", async () => {
    const author = await cook();
    const recipeId = await recipeOf(author, "Pflaumenkuchen");
    const written = await callRoute(detailRoute, `/recipes/${recipeId}`, {
      form: { intent: "note", title: "Less sugar", body: "Used half." },
      jar: author.jar,
      params: { recipeId },
    });
    expect(await written.json()).toEqual({ intent: "note", notice: "Note saved." });
    const shown = (await (
      await callRoute(detailRoute, `/recipes/${recipeId}`, { jar: author.jar, params: { recipeId } })
    ).json()) as { notes: { title: string; body: string }[] };
    expect(shown.notes).toEqual([expect.objectContaining({ title: "Less sugar", body: "Used half." })]);

    // A stranger cannot note on a recipe they cannot see.
    const stranger = await cook();
    const refused = await callRoute(detailRoute, `/recipes/${recipeId}`, {
      form: { intent: "note", title: "Sneaky" },
      jar: stranger.jar,
      params: { recipeId },
    });
    expect(refused.status).toBe(404);

    await callRoute(detailRoute, `/recipes/${recipeId}`, {
      form: { intent: "delete" },
      jar: author.jar,
      params: { recipeId },
    });
    expect(await db.select().from(notes).where(eq(notes.recipeId, recipeId))).toEqual([]);
  });

  it("in a collection are read by its members, moved only by those who may, taken out by its owner", async () => {
    const owner = await cook();
    const member = await cook();
    const viewer = await cook();
    const { id, password } = await collectionOf(owner);
    await join(member, password);
    await join(viewer, password);
    await callRoute(collectionRoute, `/collections/${id}`, {
      form: { intent: "member-role", memberId: viewer.id, role: "viewer" },
      jar: owner.jar,
      params: { collectionId: id },
    });
    const noteId = await newNote(member, { title: `Shopping ${Date.now()}`, body: "Eggs" });
    expect((await notePage(viewer, noteId)).status).toBe(404);
    const moved = await notePage(member, noteId, { intent: "move", collectionId: id });
    expect(await moved.json()).toEqual({ intent: "move", notice: "The collection's members can read the note now." });
    const read = (await (await notePage(viewer, noteId)).json()) as {
      found: { isAuthor: boolean; mayTakeOut: boolean; collection: { id: string } };
    };
    expect(read.found).toMatchObject({ isAuthor: false, mayTakeOut: false, collection: { id } });
    expect((await notePage(viewer, noteId, { intent: "save", title: "Edited", body: "" })).status).toBe(404);
    expect((await notePage(viewer, noteId, { intent: "move", collectionId: "" })).status).toBe(403);

    // A viewer cannot put their own note in.
    const viewersNote = await newNote(viewer, { title: `Viewer ${Date.now()}`, body: "" });
    expect((await notePage(viewer, viewersNote, { intent: "move", collectionId: id })).status).toBe(403);

    const out = await notePage(owner, noteId, { intent: "move", collectionId: "" });
    expect(await out.json()).toEqual({ intent: "move", notice: "The note is private now." });
    expect((await notePage(viewer, noteId)).status).toBe(404);
    expect((await notePage(member, noteId)).status).toBe(200);

    const deleted = await notePage(member, noteId, { intent: "delete" });
    expect(flashOf(deleted)).toEqual({ kind: "note-deleted" });
    expect((await notePage(member, noteId)).status).toBe(404);
  });
});

describe("public collections", () => {
  it("show the owner's recipes with Recipe JSON-LD to anyone, nothing of members, and 404 once private", async () => {
    const owner = await cook();
    const member = await cook();
    const { id, password } = await collectionOf(owner, "Grandma's baking");
    await join(member, password);
    const ownersRecipe = await recipeOf(owner, "Hefezopf");
    const membersRecipe = await recipeOf(member, "Member's secret");
    const photo = await checkImage(pngWithText(), IMAGE_LIMITS.photoEdge);
    if (typeof photo === "string") throw new Error(photo);
    await setRecipeImage(db, pictureStore(), { userId: owner.id, recipeId: ownersRecipe, image: photo });
    await setRecipeImage(db, pictureStore(), { userId: member.id, recipeId: membersRecipe, image: photo });
    for (const [who, recipeId] of [
      [owner, ownersRecipe],
      [member, membersRecipe],
    ] as const) {
      await callRoute(detailRoute, `/recipes/${recipeId}`, {
        form: { intent: "collection-add", collectionId: id },
        jar: who.jar,
        params: { recipeId },
      });
    }
    await callRoute(collectionRoute, `/collections/${id}`, {
      form: { intent: "add-note", title: "Private thoughts" },
      jar: member.jar,
      params: { collectionId: id },
    });
    const params = { userId: owner.id, collectionId: id };
    const publicPage = () => callRoute(publicRoute, `/cooks/${owner.id}/collections/${id}`, { params });
    const image = (recipeId: string) => callRoute(imageRoute, `/recipes/${recipeId}/image`, { params: { recipeId } });
    expect((await publicPage()).status).toBe(404);
    expect((await image(ownersRecipe)).status).toBe(404);

    await callRoute(collectionRoute, `/collections/${id}`, {
      form: { intent: "public", public: "on" },
      jar: owner.jar,
      params: { collectionId: id },
    });
    const shown = await publicPage();
    const text = await shown.clone().text();
    const data = (await shown.json()) as {
      recipes: { title: string }[];
      jsonLd: { "@type": string; itemListElement: { "@type": string; position: number; item: unknown }[] };
      collection: Record<string, unknown>;
    };
    expect(data.recipes.map((recipe) => recipe.title)).toEqual(["Hefezopf"]);
    // One list of the whole recipes the page shows, each pointing at its place on the page (ADR 015).
    expect(data.jsonLd).toMatchObject({ "@type": "ItemList" });
    expect(data.jsonLd.itemListElement).toEqual([
      expect.objectContaining({
        "@type": "ListItem",
        position: 1,
        item: expect.objectContaining({
          "@type": "Recipe",
          "@id": expect.stringMatching(new RegExp(`#recipe-${ownersRecipe}$`)),
          name: "Hefezopf",
          author: { "@type": "Person", name: owner.name },
          image: expect.stringMatching(new RegExp(`^http://localhost:8787/recipes/${ownersRecipe}/image\\?v=\\d+$`)),
          recipeIngredient: expect.arrayContaining(["400 g Mehl"]),
        }),
      }),
    ]);
    for (const secret of ["Member's secret", "Private thoughts", member.id, member.email, "joinPassword", password]) {
      expect(text).not.toContain(secret);
    }
    expect((await image(ownersRecipe)).status).toBe(200);
    expect((await image(membersRecipe)).status).toBe(404);
    const profile = (await (
      await callRoute(publicProfileRoute, `/cooks/${owner.id}`, { params: { userId: owner.id } })
    ).json()) as { collections: { id: string; name: string; recipeCount: number }[] };
    expect(profile.collections).toEqual([{ id, name: "Grandma's baking", description: null, recipeCount: 1 }]);

    await callRoute(collectionRoute, `/collections/${id}`, {
      form: { intent: "public", public: "off" },
      jar: owner.jar,
      params: { collectionId: id },
    });
    expect((await publicPage()).status).toBe(404);
    expect((await image(ownersRecipe)).status).toBe(404);
    // Another cook's id in the address finds nothing either.
    const wrongOwner = await callRoute(publicRoute, `/cooks/${member.id}/collections/${id}`, {
      params: { userId: member.id, collectionId: id },
    });
    expect(wrongOwner.status).toBe(404);
  });
});

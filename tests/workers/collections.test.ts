import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { collectionMembers, collectionRecipes, collections, notes, recipes } from "~/db/schema";
import { COLLECTION_LIMITS } from "~/domain/collections/rules";
import { IMAGE_LIMITS } from "~/domain/recipes/images";
import { checkImage } from "~/domain/recipes/images.server";
import { setRecipeImage } from "~/domain/recipes/recipe-images.server";
import * as confirmRoute from "~/routes/auth/confirm";
import * as signInRoute from "~/routes/auth/signin";
import * as signUpRoute from "~/routes/auth/signup";
import * as collectionRoute from "~/routes/collections/collection";
import * as collectionsRoute from "~/routes/collections/index";
import * as joinRoute from "~/routes/collections/join";
import * as detailRoute from "~/routes/recipes/detail";
import * as recipeListRoute from "~/routes/recipes/index";
import { pngWithText } from "../support/images";
import { type Cook, collectionOf, cook, join, recipeOf } from "./collections-support";
import { pictureStore } from "./factories";
import { BASE, CookieJar, callRoute, flashOf, latestMailTo, linkIn, PASSWORD, uniqueEmail } from "./pages";

const db = getDb(env.DB);

const page = (member: Cook, id: string) =>
  callRoute(collectionRoute, `/collections/${id}`, { jar: member.jar, params: { collectionId: id } });
const act = (member: Cook, id: string, form: Record<string, string>, path = `/collections/${id}`) =>
  callRoute(collectionRoute, path, { form, jar: member.jar, params: { collectionId: id } });
const api = (member: Cook | null, path: string, init: RequestInit = {}) =>
  exports.default.fetch(
    new Request(`${BASE}/api/collections${path}`, {
      ...init,
      headers: {
        ...(member ? { cookie: member.jar.header() } : {}),
        ...(init.body ? { "content-type": "application/json" } : {}),
        origin: BASE,
      },
    }),
  );

type PageData = {
  collection: { name: string; role: string };
  recipes: { id: string; title: string }[];
  members: { id: string; role: string }[];
  notes: { id: string; title: string }[];
  sharing: { joinLink: string | null; joinRole: string; isPublic: boolean } | null;
};

async function members(count: number) {
  const owner = await cook();
  const others = await Promise.all(Array.from({ length: count }, () => cook()));
  const { id, password } = await collectionOf(owner);
  for (const member of others) await join(member, password);
  return { owner, others, id, password };
}

describe("collections", () => {
  it("are made, listed, renamed and deleted by their owner; names are checked in the page's language", async () => {
    const owner = await cook();
    const created = await callRoute(collectionsRoute, "/collections", {
      form: { name: "  Weeknight dinners ", description: "Quick ones." },
      jar: owner.jar,
    });
    expect(created.headers.get("location")).toMatch(/^\/collections\/[\w-]+$/);
    expect(flashOf(created)).toEqual({ kind: "collection-created" });
    const id = created.headers.get("location")?.split("/").at(-1) ?? "";
    const listed = (await (await callRoute(collectionsRoute, "/collections", { jar: owner.jar })).json()) as {
      collections: { id: string; name: string; role: string; memberCount: number }[];
    };
    expect(listed.collections).toEqual([
      expect.objectContaining({ id, name: "Weeknight dinners", role: "owner", memberCount: 1 }),
    ]);

    const invalid = await callRoute(collectionsRoute, "/de/collections", {
      form: { name: " ", description: "x".repeat(COLLECTION_LIMITS.description + 1) },
      jar: owner.jar,
    });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({
      errors: {
        name: "Bitte gib der Sammlung einen Namen.",
        description: `Bitte verwende höchstens ${COLLECTION_LIMITS.description} Zeichen.`,
      },
    });

    await act(owner, id, { intent: "rename", name: "Sunday lunch", description: "" });
    expect(((await (await page(owner, id)).json()) as PageData).collection.name).toBe("Sunday lunch");
    const deleted = await act(owner, id, { intent: "delete" });
    expect(flashOf(deleted)).toEqual({ kind: "collection-deleted" });
    expect((await page(owner, id)).status).toBe(404);
  });

  it("answer 404 to anyone not in them, on the page, every form and the API", async () => {
    const { owner, id } = await members(0);
    const stranger = await cook();
    const recipeId = await recipeOf(stranger);
    const answers = await Promise.all([
      page(stranger, id),
      ...["rename", "delete", "leave", "remove-recipe", "add-note", "link", "public", "remove-member"].map((intent) =>
        act(stranger, id, { intent, name: "Mine now", title: "Hi", link: "off", memberId: owner.id }),
      ),
      api(stranger, `/${id}`),
      api(stranger, `/${id}/recipes`, { method: "POST", body: JSON.stringify({ recipeIds: [recipeId] }) }),
      api(stranger, `/${id}/notes`, { method: "POST", body: JSON.stringify({ title: "Hi" }) }),
    ]);
    expect(answers.map((response) => response.status)).toEqual(Array(12).fill(404));
    expect((await api(null, `/${id}`)).status).toBe(401);
    const [row] = await db.select().from(collections).where(eq(collections.id, id));
    expect(row?.name).toBe("Family dinners");
  });

  it("let members see recipes read-only and copy them; owner-only changes stay the owner's", async () => {
    const { owner, others, id } = await members(1);
    const [member] = others as [Cook];
    const recipeId = await recipeOf(owner, "Apfelkuchen");
    const photo = await checkImage(pngWithText(), IMAGE_LIMITS.photoEdge);
    if (typeof photo === "string") throw new Error(photo);
    await setRecipeImage(db, pictureStore(), { userId: owner.id, recipeId, image: photo });
    const added = await callRoute(detailRoute, `/recipes/${recipeId}`, {
      form: { intent: "collection-add", collectionId: id },
      jar: owner.jar,
      params: { recipeId },
    });
    expect(await added.json()).toEqual({ intent: "collection-add", notice: "Added to the collection." });

    const shared = (await (
      await callRoute(detailRoute, `/recipes/${recipeId}`, { jar: member.jar, params: { recipeId } })
    ).json()) as { recipe: Record<string, unknown>; shared: { authorName: string; via: { id: string }[] } };
    expect(shared.recipe.title).toBe("Apfelkuchen");
    expect(shared.shared).toMatchObject({ authorName: owner.name, via: [{ id }] });
    expect(shared.recipe).not.toHaveProperty("userId");
    // Owner-only parts of the recipe stay the owner's: editing, deleting, a new picture, other collections.
    for (const intent of ["delete", "image", "collection-remove"]) {
      const refused = await callRoute(detailRoute, `/recipes/${recipeId}`, {
        form: { intent, collectionId: id },
        jar: member.jar,
        params: { recipeId },
      });
      expect(refused.status).toBe(404);
    }
    for (const intent of ["rename", "delete", "link", "public", "join-role", "cover"]) {
      const refused = await act(member, id, {
        intent,
        name: "Ours",
        link: "new",
        public: "on",
        role: "viewer",
        recipeId,
      });
      expect(refused.status).toBe(404);
    }

    const copied = await callRoute(detailRoute, `/recipes/${recipeId}`, {
      form: { intent: "copy", collectionId: id },
      jar: member.jar,
      params: { recipeId },
    });
    expect(flashOf(copied)).toEqual({ kind: "recipe-copied" });
    const copyId = copied.headers.get("location")?.split("/").at(-1) ?? "";
    const [copy] = await db.select().from(recipes).where(eq(recipes.id, copyId));
    expect(copy).toMatchObject({
      userId: member.id,
      title: "Apfelkuchen",
      imageStatus: "ready",
      copiedFrom: { recipeId, collectionId: id, collectionName: "Family dinners", authorName: owner.name },
    });
    expect(copy?.imageKey?.startsWith(`recipes/${member.id}/${copyId}/`)).toBe(true);
    const again = await callRoute(detailRoute, `/recipes/${recipeId}`, {
      form: { intent: "copy", collectionId: id },
      jar: member.jar,
      params: { recipeId },
    });
    expect(again.headers.get("location")).toBe(`/recipes/${copyId}`);
    expect(flashOf(again)).toEqual({ kind: "recipe-copy-exists" });
  });

  it("let editors add their own recipes, several at once from the list, and viewers add nothing", async () => {
    const { owner, others, id } = await members(2);
    const [editor, viewer] = others as [Cook, Cook];
    await act(owner, id, { intent: "member-role", memberId: viewer.id, role: "viewer" });
    const mine = await Promise.all([recipeOf(editor, "Gulasch"), recipeOf(editor, "Rotkohl")]);
    const someoneElses = await recipeOf(owner, "Not yours");

    const form = new URLSearchParams([["collectionId", id], ...[...mine, someoneElses].map((r) => ["recipeIds", r])]);
    const added = await callRoute(recipeListRoute, "/recipes", { formData: form, jar: editor.jar });
    expect(added.headers.get("location")).toBe(`/collections/${id}`);
    expect(flashOf(added)).toEqual({ kind: "collection-recipes-added", count: 2 });
    const shown = (await (await page(viewer, id)).json()) as PageData;
    expect(shown.recipes.map((recipe) => recipe.title).sort()).toEqual(["Gulasch", "Rotkohl"]);
    expect(shown.sharing).toBeNull();

    const viewersRecipe = await recipeOf(viewer, "Viewer's stew");
    const byPage = await callRoute(recipeListRoute, "/recipes", {
      formData: new URLSearchParams([
        ["collectionId", id],
        ["recipeIds", viewersRecipe],
      ]),
      jar: viewer.jar,
    });
    expect(byPage.status).toBe(403);
    const byApi = await api(viewer, `/${id}/recipes`, {
      method: "POST",
      body: JSON.stringify({ recipeIds: [viewersRecipe] }),
    });
    expect(byApi.status).toBe(403);
    expect(await byApi.json()).toEqual({
      error: {
        code: "forbidden",
        message: "You can view this collection but not add to it. Its owner can change that.",
      },
    });
    const note = await act(viewer, id, { intent: "add-note", title: "Hello" });
    expect(note.status).toBe(403);
    const taken = await act(viewer, id, { intent: "remove-recipe", recipeId: mine[0] ?? "" });
    expect(taken.status).toBe(403);

    // An editor may take out their own recipe; the owner any.
    expect((await api(editor, `/${id}/recipes/${mine[0]}`, { method: "DELETE" })).status).toBe(204);
    expect((await act(owner, id, { intent: "remove-recipe", recipeId: mine[1] ?? "" })).status).toBe(200);
    expect(((await (await page(owner, id)).json()) as PageData).recipes).toEqual([]);
  });

  it("hold at most the recipe limit", async () => {
    const { owner, id } = await members(0);
    const ids = await Promise.all(Array.from({ length: 3 }, (_, i) => recipeOf(owner, `Dish ${i}`)));
    // One below the limit: the rest is filled with bare recipe rows.
    await env.DB.batch([
      env.DB.prepare(
        `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?3)
         INSERT INTO recipes (id, user_id, title, language) SELECT ?1 || i, ?2, 'Filler', 'en' FROM n`,
      ).bind(`filler-${id}-`, owner.id, COLLECTION_LIMITS.recipes - 1),
      env.DB.prepare(
        "INSERT INTO collection_recipes (collection_id, recipe_id) SELECT ?1, id FROM recipes WHERE id LIKE ?2",
      ).bind(id, `filler-${id}-%`),
    ]);
    const full = await api(owner, `/${id}/recipes`, { method: "POST", body: JSON.stringify({ recipeIds: ids }) });
    expect(full.status).toBe(409);
    expect(((await full.json()) as { error: { code: string } }).error.code).toBe("limit_reached");
    const one = await api(owner, `/${id}/recipes`, { method: "POST", body: JSON.stringify({ recipeIds: [ids[0]] }) });
    expect(await one.json()).toEqual({ added: 1 });
  });

  it("lose a deleted recipe everywhere, and members who go take their recipes; their notes become private", async () => {
    const { owner, others, id } = await members(2);
    const [leaver, removed] = others as [Cook, Cook];
    const ownersRecipe = await recipeOf(owner, "Owner's");
    const leaversRecipe = await recipeOf(leaver, "Leaver's");
    const removedsRecipe = await recipeOf(removed, "Removed's");
    for (const [who, recipeId] of [
      [owner, ownersRecipe],
      [leaver, leaversRecipe],
      [removed, removedsRecipe],
    ] as const) {
      await api(who, `/${id}/recipes`, { method: "POST", body: JSON.stringify({ recipeIds: [recipeId] }) });
      await act(who, id, { intent: "add-note", title: `Note of ${who.name}` });
    }
    await callRoute(detailRoute, `/recipes/${ownersRecipe}`, {
      form: { intent: "delete" },
      jar: owner.jar,
      params: { recipeId: ownersRecipe },
    });
    expect(flashOf(await act(leaver, id, { intent: "leave" }))).toEqual({ kind: "collection-left" });
    await act(owner, id, { intent: "remove-member", memberId: removed.id });

    const inCollection = await db.select().from(collectionRecipes).where(eq(collectionRecipes.collectionId, id));
    expect(inCollection).toEqual([]);
    const theirNotes = await db
      .select({ userId: notes.userId, collectionId: notes.collectionId })
      .from(notes)
      .where(and(eq(notes.title, `Note of ${leaver.name}`), eq(notes.userId, leaver.id)));
    expect(theirNotes).toEqual([{ userId: leaver.id, collectionId: null }]);
    const shown = (await (await page(owner, id)).json()) as PageData;
    expect(shown.members.map((member) => member.id)).toEqual([owner.id]);
    expect(shown.notes.map((note) => note.title)).toEqual([`Note of ${owner.name}`]);
    // Their recipes stay theirs.
    expect(await db.select({ id: recipes.id }).from(recipes).where(eq(recipes.id, leaversRecipe))).toHaveLength(1);
  });
});

describe("join links", () => {
  it("show a signed-out visitor only the way in, and bring them back after signing up", async () => {
    const { password } = await members(0);
    const signedOut = await callRoute(joinRoute, `/join/${password}`, { params: { joinPassword: password } });
    expect(await signedOut.json()).toEqual({ signedIn: false, limited: null, collection: null });

    const email = uniqueEmail("invited");
    await callRoute(signUpRoute, `/auth/signup?redirectTo=${encodeURIComponent(`/join/${password}`)}`, {
      form: { name: "Ben", email, password: PASSWORD },
    });
    const link = linkIn((await latestMailTo(email))?.text ?? "", "/auth/confirm");
    const confirmed = await callRoute(confirmRoute, link.pathname + link.search);
    const signIn = confirmed.headers.get("location") ?? "";
    expect(signIn).toBe(`/auth/signin?redirectTo=${encodeURIComponent(`/join/${password}`)}`);
    const jar = new CookieJar();
    const signedIn = await callRoute(signInRoute, signIn, {
      form: { intent: "signin", email, password: PASSWORD },
      jar,
    });
    expect(signedIn.headers.get("location")).toBe(`/join/${password}`);
  });

  it("show the collection's name, owner and member count, then join with the owner's chosen role", async () => {
    const { owner, id, password } = await members(1);
    await act(owner, id, { intent: "join-role", role: "viewer" });
    const newcomer = await cook();
    const shown = await callRoute(joinRoute, `/de/join/${password}`, {
      jar: newcomer.jar,
      params: { joinPassword: password },
    });
    expect(await shown.json()).toEqual({
      signedIn: true,
      limited: null,
      collection: { name: "Family dinners", ownerName: owner.name, memberCount: 2, joinRole: "viewer" },
    });
    const joined = await join(newcomer, password);
    expect(joined.headers.get("location")).toBe(`/collections/${id}`);
    expect(flashOf(joined)).toEqual({ kind: "collection-joined" });
    expect(((await (await page(newcomer, id)).json()) as PageData).collection.role).toBe("viewer");
    // A member opening the link again goes straight to the collection.
    const again = await callRoute(joinRoute, `/join/${password}`, {
      jar: newcomer.jar,
      params: { joinPassword: password },
    });
    expect(again.headers.get("location")).toBe(`/collections/${id}`);
  });

  it("answer the same 404 when wrong, turned off, renewed or expired", async () => {
    const { owner, id, password } = await members(0);
    const visitor = await cook();
    const lookUp = (joinPassword: string) =>
      callRoute(joinRoute, `/join/${joinPassword}`, { jar: visitor.jar, params: { joinPassword } });
    expect((await lookUp("not-a-password")).status).toBe(404);

    await act(owner, id, { intent: "link", link: "new" });
    const [renewed] = await db.select().from(collections).where(eq(collections.id, id));
    expect(renewed?.joinPassword).not.toBe(password);
    expect(renewed?.joinPassword?.length).toBeGreaterThanOrEqual(32);
    expect((await lookUp(password)).status).toBe(404);
    expect((await join(visitor, password)).status).toBe(404);
    const fresh = renewed?.joinPassword ?? "";
    expect((await lookUp(fresh)).status).toBe(200);

    await db
      .update(collections)
      .set({ joinExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(collections.id, id));
    expect((await lookUp(fresh)).status).toBe(404);
    await act(owner, id, { intent: "link", link: "off" });
    const [off] = await db.select().from(collections).where(eq(collections.id, id));
    expect(off?.joinPassword).toBeNull();
    expect((await lookUp(fresh)).status).toBe(404);
    expect(
      await db
        .select()
        .from(collectionMembers)
        .where(and(eq(collectionMembers.collectionId, id), eq(collectionMembers.userId, visitor.id))),
    ).toEqual([]);
  });

  it("are rate limited per account and per IP", async () => {
    const { password } = await members(0);
    const guesser = await cook();
    const guess = (ip: string) =>
      callRoute(joinRoute, "/join/guess", { jar: guesser.jar, params: { joinPassword: "guess" }, ip });
    const byAccount = [];
    for (let i = 0; i < 31; i++) byAccount.push((await guess(`10.77.0.${i}`)).status);
    expect(byAccount.slice(0, 30)).toEqual(Array(30).fill(404));
    expect(byAccount[30]).toBe(429);
    // Still limited when the right password comes from that account.
    expect((await join(guesser, password, "10.77.1.1")).status).toBe(429);

    const sameIp = "10.77.2.1";
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      const other = await cook();
      for (let j = 0; j < 20; j++) {
        statuses.push(
          (await callRoute(joinRoute, "/join/x", { jar: other.jar, params: { joinPassword: "x" }, ip: sameIp })).status,
        );
      }
    }
    expect(statuses.slice(0, 60)).toEqual(Array(60).fill(404));
    const last = await cook();
    expect(
      (await callRoute(joinRoute, "/join/x", { jar: last.jar, params: { joinPassword: "x" }, ip: sameIp })).status,
    ).toBe(429);
  });

  it("stop at the member limit", async () => {
    const { id, password } = await members(0);
    await env.DB.batch([
      env.DB.prepare(
        `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?2)
         INSERT INTO users (id, name, email) SELECT ?1 || i, 'Filler', ?1 || i || '@example.com' FROM n`,
      ).bind(`filler-${id}-`, COLLECTION_LIMITS.members - 1),
      env.DB.prepare(
        "INSERT INTO collection_members (collection_id, user_id, role) SELECT ?1, id, 'viewer' FROM users WHERE id LIKE ?2",
      ).bind(id, `filler-${id}-%`),
    ]);
    const late = await cook();
    const refused = await join(late, password);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      formError: "This collection has reached its member limit. Ask its owner to make room.",
    });
  });
});

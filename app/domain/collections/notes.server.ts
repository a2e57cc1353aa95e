import { and, desc, eq, or, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { collectionMembers, collectionRecipes, collections, notes, recipes, users } from "~/db/schema";
import { getRole } from "./collections.server";
import type { LivePerson } from "./live";
import type { CollectionRooms } from "./rooms.server";
import { canAdd } from "./rules";
import type { NoteForm } from "./schemas";

/**
 * Notes (ADR 013): a cook's plain text, on its own or on a recipe they can read. Private to its author unless it is
 * in a collection, where the members read it; only the author edits it. Anyone else finds nothing.
 */

type NotePlace = { recipeId?: string | null; collectionId?: string | null };
export type NoteOutcome = { status: "saved"; id: string } | { status: "not-found" } | { status: "forbidden" };

/** Notes the viewer may read: their own, and those in a collection they are a member of. */
const readableBy = (viewerId: string) =>
  or(
    eq(notes.userId, viewerId),
    sql`EXISTS (SELECT 1 FROM ${collectionMembers} AS m WHERE m.collection_id = ${notes.collectionId} AND m.user_id = ${viewerId})`,
  );

/** A recipe the user may write a note on: their own, or one in a collection they are a member of. */
async function canNoteOn(db: Db, userId: string, recipeId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: recipes.id })
    .from(recipes)
    .where(
      and(
        eq(recipes.id, recipeId),
        or(
          eq(recipes.userId, userId),
          sql`EXISTS (SELECT 1 FROM ${collectionRecipes} AS cr JOIN ${collectionMembers} AS m
            ON m.collection_id = cr.collection_id WHERE cr.recipe_id = ${recipes.id} AND m.user_id = ${userId})`,
        ),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Where a note may go: a recipe the author can read, a collection they may add to. */
async function checkPlace(db: Db, authorId: string, place: NotePlace): Promise<"ok" | "not-found" | "forbidden"> {
  if (place.recipeId && !(await canNoteOn(db, authorId, place.recipeId))) return "not-found";
  if (!place.collectionId) return "ok";
  const role = await getRole(db, place.collectionId, authorId);
  if (!role) return "not-found";
  return canAdd(role) ? "ok" : "forbidden";
}

export async function createNote(
  db: Db,
  rooms: CollectionRooms,
  author: LivePerson,
  input: NoteForm & NotePlace,
): Promise<NoteOutcome> {
  const checked = await checkPlace(db, author.id, input);
  if (checked !== "ok") return { status: checked };
  const id = crypto.randomUUID();
  await db.insert(notes).values({
    id,
    userId: author.id,
    recipeId: input.recipeId ?? null,
    collectionId: input.collectionId ?? null,
    title: input.title,
    body: input.body,
  });
  if (input.collectionId) {
    await rooms.tell(input.collectionId, {
      type: "announce",
      change: { kind: "note-saved", by: author, noteId: id, title: input.title },
    });
  }
  return { status: "saved", id };
}

/** The author changes the text; the collection it is in hears of it. */
export async function updateNote(
  db: Db,
  rooms: CollectionRooms,
  author: LivePerson,
  noteId: string,
  input: NoteForm,
): Promise<boolean> {
  const [row] = await db
    .update(notes)
    .set({ title: input.title, body: input.body, updatedAt: new Date() })
    .where(and(eq(notes.id, noteId), eq(notes.userId, author.id)))
    .returning({ collectionId: notes.collectionId });
  if (!row) return false;
  if (row.collectionId) {
    await rooms.tell(row.collectionId, {
      type: "announce",
      change: { kind: "note-saved", by: author, noteId, title: input.title },
    });
  }
  return true;
}

/**
 * Puts the author's note in a collection they may add to, or (null) makes it private again. The collection's owner
 * may also take a note out of their collection.
 */
export async function moveNote(
  db: Db,
  rooms: CollectionRooms,
  actor: LivePerson,
  noteId: string,
  collectionId: string | null,
): Promise<NoteOutcome> {
  const [note] = await db
    .select({
      userId: notes.userId,
      title: notes.title,
      collectionId: notes.collectionId,
      ownerId: collections.ownerId,
    })
    .from(notes)
    .leftJoin(collections, eq(collections.id, notes.collectionId))
    .where(and(eq(notes.id, noteId), readableBy(actor.id)))
    .limit(1);
  if (!note) return { status: "not-found" };
  const mayTakeOut = note.userId === actor.id || note.ownerId === actor.id;
  if (collectionId === null ? !mayTakeOut : note.userId !== actor.id) return { status: "forbidden" };
  if (collectionId) {
    const checked = await checkPlace(db, actor.id, { collectionId });
    if (checked !== "ok") return { status: checked };
  }
  await db.update(notes).set({ collectionId, updatedAt: new Date() }).where(eq(notes.id, noteId));
  if (note.collectionId && note.collectionId !== collectionId) {
    await rooms.tell(note.collectionId, { type: "announce", change: { kind: "note-removed", by: actor, noteId } });
  }
  if (collectionId && collectionId !== note.collectionId) {
    await rooms.tell(collectionId, {
      type: "announce",
      change: { kind: "note-saved", by: actor, noteId, title: note.title },
    });
  }
  return { status: "saved", id: noteId };
}

export async function deleteNote(db: Db, rooms: CollectionRooms, author: LivePerson, noteId: string) {
  const [row] = await db
    .delete(notes)
    .where(and(eq(notes.id, noteId), eq(notes.userId, author.id)))
    .returning({ collectionId: notes.collectionId });
  if (!row) return false;
  if (row.collectionId) {
    await rooms.tell(row.collectionId, { type: "announce", change: { kind: "note-removed", by: author, noteId } });
  }
  return true;
}

const noteColumns = {
  id: notes.id,
  title: notes.title,
  body: notes.body,
  authorId: notes.userId,
  authorName: users.name,
  recipeId: notes.recipeId,
  collectionId: notes.collectionId,
  updatedAt: notes.updatedAt,
};

/**
 * A note as the viewer may see it, with its recipe and collection named only where the viewer can open them;
 * null for anyone who may not read it. `role` is the viewer's in the note's collection.
 */
export async function readNote(db: Db, viewerId: string, noteId: string) {
  const [note] = await db
    .select(noteColumns)
    .from(notes)
    .innerJoin(users, eq(users.id, notes.userId))
    .where(and(eq(notes.id, noteId), readableBy(viewerId)))
    .limit(1);
  if (!note) return null;
  const [recipe, collection] = await Promise.all([
    note.recipeId && (await canNoteOn(db, viewerId, note.recipeId))
      ? db
          .select({ id: recipes.id, title: recipes.title })
          .from(recipes)
          .where(eq(recipes.id, note.recipeId))
          .then((rows) => rows[0] ?? null)
      : null,
    note.collectionId
      ? db
          .select({
            id: collections.id,
            name: collections.name,
            ownerId: collections.ownerId,
            role: collectionMembers.role,
          })
          .from(collections)
          .innerJoin(
            collectionMembers,
            and(eq(collectionMembers.collectionId, collections.id), eq(collectionMembers.userId, viewerId)),
          )
          .where(eq(collections.id, note.collectionId))
          .then((rows) => rows[0] ?? null)
      : null,
  ]);
  return { note, recipe, collection };
}

/** The user's own notes, newest first. */
export async function listNotes(db: Db, userId: string) {
  return db
    .select({ ...noteColumns, recipeTitle: recipes.title, collectionName: collections.name })
    .from(notes)
    .innerJoin(users, eq(users.id, notes.userId))
    .leftJoin(recipes, eq(recipes.id, notes.recipeId))
    .leftJoin(collections, eq(collections.id, notes.collectionId))
    .where(eq(notes.userId, userId))
    .orderBy(desc(notes.updatedAt), desc(notes.id));
}

/** The notes on a recipe that the viewer may read: their own and those in their collections. */
export async function listRecipeNotes(db: Db, viewerId: string, recipeId: string) {
  return db
    .select({ ...noteColumns, collectionName: collections.name })
    .from(notes)
    .innerJoin(users, eq(users.id, notes.userId))
    .leftJoin(collections, eq(collections.id, notes.collectionId))
    .where(and(eq(notes.recipeId, recipeId), readableBy(viewerId)))
    .orderBy(desc(notes.updatedAt), desc(notes.id));
}

import { and, eq, gt, inArray, ne, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "~/db/client.server";
import { collectionMembers, collectionRecipes, collections, notes, recipes, sessions, users } from "~/db/schema";
import { LIVE_CLOSE, type LiveEndReason, type LivePerson } from "./live";
import type { CollectionRooms } from "./rooms.server";
import { COLLECTION_LIMITS, type MemberRole } from "./rules";

/**
 * Who is in a collection: joining by its link, roles, leaving and being removed (ADR 013). A member who goes takes
 * their recipes out of the collection and their notes in it become private again; their open pages are closed.
 */

const memberCount = sql<number>`(SELECT count(*) FROM ${collectionMembers} AS counted WHERE counted.collection_id = ${collections.id})`;

/**
 * The collection a join link's password opens, as the join page shows it (name, owner, member count, and whether
 * the user is in it already); null for a wrong, expired or turned-off password alike.
 */
export async function findJoinable(db: Db, password: string, userId: string, now = new Date()) {
  const [row] = await db
    .select({
      id: collections.id,
      name: collections.name,
      ownerName: users.name,
      memberCount,
      joinRole: collections.joinRole,
      member: sql<number>`EXISTS (SELECT 1 FROM ${collectionMembers} AS mine WHERE mine.collection_id = ${collections.id} AND mine.user_id = ${userId})`,
    })
    .from(collections)
    .innerJoin(users, eq(users.id, collections.ownerId))
    .where(and(eq(collections.joinPassword, password), gt(collections.joinExpiresAt, now)))
    .limit(1);
  return row ? { ...row, member: Boolean(row.member) } : null;
}

export type JoinOutcome =
  | { status: "joined"; collectionId: string }
  | { status: "member"; collectionId: string }
  | { status: "not-found" }
  | { status: "full" };

/**
 * Joins the collection a valid password opens, with the role the owner chose for new members. One conditional
 * statement: the password is checked and the member limit kept at the moment of writing.
 */
export async function joinCollection(
  db: Db,
  rooms: CollectionRooms,
  user: LivePerson,
  password: string,
  now = new Date(),
): Promise<JoinOutcome> {
  const joined = await db.all<{ collection_id: string }>(sql`
    INSERT INTO ${collectionMembers} (collection_id, user_id, role)
    SELECT ${collections.id}, ${user.id}, ${collections.joinRole} FROM ${collections}
    WHERE ${collections.joinPassword} = ${password} AND ${collections.joinExpiresAt} > ${now.getTime()}
      AND ${memberCount} < ${COLLECTION_LIMITS.members}
    ON CONFLICT DO NOTHING
    RETURNING collection_id`);
  const collectionId = joined[0]?.collection_id;
  if (collectionId) {
    await rooms.tell(collectionId, { type: "announce", change: { kind: "member-joined", member: user } });
    return { status: "joined", collectionId };
  }
  const joinable = await findJoinable(db, password, user.id, now);
  if (!joinable) return { status: "not-found" };
  return joinable.member ? { status: "member", collectionId: joinable.id } : { status: "full" };
}

const ownedBy = (collectionId: string, ownerId: string) =>
  sql`EXISTS (SELECT 1 FROM ${collections} WHERE ${collections.id} = ${collectionId} AND ${collections.ownerId} = ${ownerId})`;

/** The owner gives a member (never themselves) another role. False for anyone else or an unknown member. */
export async function setMemberRole(
  db: Db,
  rooms: CollectionRooms,
  ownerId: string,
  collectionId: string,
  memberId: string,
  role: MemberRole,
): Promise<boolean> {
  const [row] = await db
    .update(collectionMembers)
    .set({ role })
    .where(
      and(
        eq(collectionMembers.collectionId, collectionId),
        eq(collectionMembers.userId, memberId),
        ne(collectionMembers.role, "owner"),
        ownedBy(collectionId, ownerId),
      ),
    )
    .returning({ userId: collectionMembers.userId });
  if (!row) return false;
  const member = await personOf(db, memberId);
  if (member) await rooms.tell(collectionId, { type: "announce", change: { kind: "member-role", member, role } });
  return true;
}

async function personOf(db: Db, userId: string): Promise<LivePerson | null> {
  const [row] = await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

/** What a member's going takes with it, in one batch: the membership, their recipes there, their notes there. */
function departure(db: Db, collectionId: string, userId: string): [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]] {
  const theirRecipes = db.select({ id: recipes.id }).from(recipes).where(eq(recipes.userId, userId));
  return [
    db
      .delete(collectionMembers)
      .where(
        and(
          eq(collectionMembers.collectionId, collectionId),
          eq(collectionMembers.userId, userId),
          ne(collectionMembers.role, "owner"),
        ),
      ),
    db
      .update(collections)
      .set({ coverRecipeId: null })
      .where(and(eq(collections.id, collectionId), inArray(collections.coverRecipeId, theirRecipes))),
    db
      .delete(collectionRecipes)
      .where(and(eq(collectionRecipes.collectionId, collectionId), inArray(collectionRecipes.recipeId, theirRecipes))),
    db
      .update(notes)
      .set({ collectionId: null })
      .where(and(eq(notes.collectionId, collectionId), eq(notes.userId, userId))),
  ];
}

async function depart(
  db: Db,
  rooms: CollectionRooms,
  collectionId: string,
  member: LivePerson,
  reason: LiveEndReason,
): Promise<void> {
  await db.batch(departure(db, collectionId, member.id));
  await rooms.tell(collectionId, {
    type: "remove-member",
    userId: member.id,
    reason,
    change: { kind: "member-left", member },
  });
}

/** The owner removes a member; their open pages of the collection are closed at once. */
export async function removeMember(
  db: Db,
  rooms: CollectionRooms,
  ownerId: string,
  collectionId: string,
  memberId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id, name: users.name })
    .from(collectionMembers)
    .innerJoin(users, eq(users.id, collectionMembers.userId))
    .where(
      and(
        eq(collectionMembers.collectionId, collectionId),
        eq(collectionMembers.userId, memberId),
        ne(collectionMembers.role, "owner"),
        ownedBy(collectionId, ownerId),
      ),
    )
    .limit(1);
  if (!row) return false;
  await depart(db, rooms, collectionId, row, "removed");
  return true;
}

/** A member leaves (the owner deletes the collection instead). False when the user is no such member. */
export async function leaveCollection(
  db: Db,
  rooms: CollectionRooms,
  member: LivePerson,
  collectionId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ role: collectionMembers.role })
    .from(collectionMembers)
    .where(and(eq(collectionMembers.collectionId, collectionId), eq(collectionMembers.userId, member.id)))
    .limit(1);
  if (!row || row.role === "owner") return false;
  await depart(db, rooms, collectionId, member, "left");
  return true;
}

const collectionsOf = async (db: Db, userId: string) =>
  db
    .select({ id: collectionMembers.collectionId, role: collectionMembers.role })
    .from(collectionMembers)
    .where(eq(collectionMembers.userId, userId));

/** A session ended (sign-out, revoked, password reset): its open collection pages are closed. */
export async function endLiveSession(db: Db, rooms: CollectionRooms, session: { id: string; userId: string }) {
  const memberships = await collectionsOf(db, session.userId);
  await Promise.all(memberships.map(({ id }) => rooms.tell(id, { type: "end-session", sessionId: session.id })));
}

/**
 * For account deletion: the user's collections go (their members lose access and their pages close), and they
 * leave every other collection as a member who leaves would. Their notes and recipes go with the user row.
 */
export async function leaveAllCollections(db: Db, rooms: CollectionRooms, user: LivePerson): Promise<void> {
  const memberships = await collectionsOf(db, user.id);
  const owned = memberships.filter((membership) => membership.role === "owner").map(({ id }) => id);
  const joined = memberships.filter((membership) => membership.role !== "owner").map(({ id }) => id);
  if (memberships.length === 0) return;
  await db.batch([
    db.delete(collections).where(eq(collections.ownerId, user.id)),
    ...joined.flatMap((collectionId) => departure(db, collectionId, user.id)),
  ]);
  await Promise.all([
    ...owned.map((id) => rooms.tell(id, { type: "close", code: LIVE_CLOSE.deleted })),
    ...joined.map((id) =>
      rooms.tell(id, {
        type: "remove-member",
        userId: user.id,
        reason: "left",
        change: { kind: "member-left", member: user },
      }),
    ),
  ]);
}

export type LiveAccess = { ok: true; sessionExpiresAt: number } | { ok: false; code: number };

/**
 * Whether an open page may stay connected: its session still exists and has not expired, and its user is still a
 * member. The collection's room asks when a session's known expiry has passed (sessions are extended while used).
 */
export async function checkLiveAccess(
  db: Db,
  { collectionId, userId, sessionId }: { collectionId: string; userId: string; sessionId: string },
  now = new Date(),
): Promise<LiveAccess> {
  const [row] = await db
    .select({
      expiresAt: sessions.expiresAt,
      member: sql<number>`EXISTS (SELECT 1 FROM ${collectionMembers} AS m WHERE m.collection_id = ${collectionId} AND m.user_id = ${userId})`,
    })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .limit(1);
  if (!row) return { ok: false, code: LIVE_CLOSE.sessionEnded };
  if (!row.member) return { ok: false, code: LIVE_CLOSE.removed };
  return { ok: true, sessionExpiresAt: row.expiresAt.getTime() };
}

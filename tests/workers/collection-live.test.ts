import { env, evictDurableObject, runInDurableObject } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { sessions } from "~/db/schema";
import { LIVE_CLOSE, type LiveServerMessage } from "~/domain/collections/live";
import { collectionRooms } from "~/domain/collections/rooms.server";
import { addRecipes } from "~/domain/collections/shared-recipes.server";
import * as signOutRoute from "~/routes/auth/signout";
import * as collectionRoute from "~/routes/collections/collection";
import * as securityRoute from "~/routes/settings/security";
import type { CollectionRoom } from "../../worker/durable-objects/collection-room";
import { type Cook, collectionOf, cook, isChange, isType, join, openLive, recipeOf } from "./collections-support";
import { BASE, callRoute } from "./pages";

function collectionAction(member: Cook, id: string, form: Record<string, string>) {
  return callRoute(collectionRoute, `/collections/${id}`, { form, jar: member.jar, params: { collectionId: id } });
}

const db = getDb(env.DB);

async function twoMembers() {
  const owner = await cook();
  const member = await cook();
  const { id, password } = await collectionOf(owner);
  await join(member, password);
  return { owner, member, id, password };
}

async function live(member: Cook, id: string) {
  const channel = await openLive(member, id);
  if (!channel.socket) throw new Error(`the upgrade answered ${channel.response.status}`);
  await channel.next(isType("welcome"));
  return channel;
}

describe("a collection's live channel", () => {
  it("welcomes a member and tells everyone who is looking now, each person once", async () => {
    const { owner, member, id } = await twoMembers();
    const a = await live(owner, id);
    await live(member, id);
    await live(member, id);
    const both = await a.next(
      (message): message is Extract<LiveServerMessage, { type: "presence" }> =>
        message.type === "presence" && message.present.length === 2,
    );
    expect(both.present.map((person) => person.id).sort()).toEqual([owner.id, member.id].sort());
  });

  it("tells every open page about a change, in sequence, after it is written", async () => {
    const { owner, member, id } = await twoMembers();
    const a = await live(owner, id);
    const b = await live(member, id);
    const recipeId = await recipeOf(owner, "Linsensuppe");
    await addRecipes(db, collectionRooms(env.COLLECTION_ROOMS), owner, id, [recipeId]);
    const [heardByA, heardByB] = await Promise.all([
      a.next(isChange("recipes-added")),
      b.next(isChange("recipes-added")),
    ]);
    expect(heardByB.change).toEqual({
      kind: "recipes-added",
      by: { id: owner.id, name: owner.name },
      titles: ["Linsensuppe"],
    });
    expect(heardByA.seq).toBe(heardByB.seq);
    await collectionAction(owner, id, { intent: "rename", name: "Sunday dinners" });
    const renamed = await b.next(isChange("collection-updated"));
    expect(renamed.seq).toBe(heardByB.seq + 1);
    expect(renamed.change).toMatchObject({ name: "Sunday dinners" });
  });

  it("keeps its sockets through hibernation and still reaches them", async () => {
    const { owner, member, id } = await twoMembers();
    const b = await live(member, id);
    const stub = env.COLLECTION_ROOMS.get(env.COLLECTION_ROOMS.idFromName(id));
    await evictDurableObject(stub);
    await collectionAction(owner, id, { intent: "rename", name: "After a nap" });
    expect((await b.next(isChange("collection-updated"))).change).toMatchObject({ name: "After a nap" });
    // The sequence (the join, then the rename) lives in the object's SQLite storage, not in memory.
    const seq = await runInDurableObject(stub, (_room: CollectionRoom, state) => state.storage.kv.get<number>("seq"));
    expect(seq).toBe(2);
  });

  it("answers the heartbeat", async () => {
    const { member, id } = await twoMembers();
    const b = await live(member, id);
    b.send({ type: "ping" });
    expect(await b.next(isType("pong"))).toEqual({ type: "pong" });
  });

  it("notices an expired session at the heartbeat, and keeps one that was extended", async () => {
    const { owner, member, id } = await twoMembers();
    const a = await live(owner, id);
    const b = await live(member, id);
    // Both sockets' known expiry passes; the owner's session was extended meanwhile, the member's ran out.
    const stub = env.COLLECTION_ROOMS.get(env.COLLECTION_ROOMS.idFromName(id));
    await runInDurableObject(stub, (_room: CollectionRoom, state) => {
      for (const socket of state.getWebSockets()) {
        socket.serializeAttachment({ ...(socket.deserializeAttachment() as object), sessionExpiresAt: 0 });
      }
    });
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, member.id));
    a.send({ type: "ping" });
    b.send({ type: "ping" });
    expect(await a.next(isType("pong"))).toEqual({ type: "pong" });
    expect((await b.closed()).code).toBe(LIVE_CLOSE.sessionEnded);
  });

  it("cuts off a removed member at once and tells the others", async () => {
    const { owner, member, id } = await twoMembers();
    const a = await live(owner, id);
    const b = await live(member, id);
    const removed = await collectionAction(owner, id, { intent: "remove-member", memberId: member.id });
    expect(removed.status).toBe(200);
    expect(await b.closed()).toEqual({ code: LIVE_CLOSE.removed, reason: "removed" });
    expect((await a.next(isChange("member-left"))).change).toEqual({
      kind: "member-left",
      member: { id: member.id, name: member.name },
    });
    // And the door stays shut: the page, the socket.
    const page = await callRoute(collectionRoute, `/collections/${id}`, {
      jar: member.jar,
      params: { collectionId: id },
    });
    expect(page.status).toBe(404);
    expect((await openLive(member, id)).response.status).toBe(404);
  });

  it("closes the pages of a session that ends, however it ends", async () => {
    const { owner, member, id } = await twoMembers();
    const signedOut = await live(member, id);
    await callRoute(signOutRoute, "/auth/signout", { form: {}, jar: member.jar });
    expect(await signedOut.closed()).toEqual({ code: LIVE_CLOSE.sessionEnded, reason: "session" });

    const revoked = await live(owner, id);
    await callRoute(securityRoute, "/settings/security", { form: { intent: "revoke-all" }, jar: owner.jar });
    expect((await revoked.closed()).code).toBe(LIVE_CLOSE.sessionEnded);
  });

  it("closes every page of a deleted collection", async () => {
    const { owner, member, id } = await twoMembers();
    const b = await live(member, id);
    await collectionAction(owner, id, { intent: "delete" });
    expect(await b.closed()).toEqual({ code: LIVE_CLOSE.deleted, reason: "deleted" });
  });

  it("tells a page of another version to reload", async () => {
    const { member, id } = await twoMembers();
    const old = await openLive(member, id, { protocol: "0" });
    if (!old.socket) throw new Error("no socket");
    expect((await old.closed()).code).toBe(LIVE_CLOSE.mismatch);
  });

  it("opens only for members, with a session, from the app's own pages", async () => {
    const { owner, id } = await twoMembers();
    const stranger = await cook();
    const upgrade = (headers: Record<string, string>) =>
      exports.default.fetch(
        new Request(`${BASE}/api/collections/${id}/live`, { headers: { upgrade: "websocket", ...headers } }),
      );
    const answers = await Promise.all([
      upgrade({}),
      upgrade({ cookie: stranger.jar.header() }),
      upgrade({ cookie: owner.jar.header(), origin: "https://evil.example" }),
      exports.default.fetch(
        new Request(`${BASE}/api/collections/${id}/live`, { headers: { cookie: owner.jar.header() } }),
      ),
    ]);
    expect(answers.map((response) => response.status)).toEqual([401, 404, 403, 426]);
    expect(await answers[1]?.json()).toEqual({ error: { code: "not_found", message: "Not found." } });
  });
});

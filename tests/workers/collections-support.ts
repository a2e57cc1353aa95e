import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { collections } from "~/db/schema";
import type { LiveServerMessage } from "~/domain/collections/live";
import { createRecipe } from "~/domain/recipes/recipes.server";
import * as collectionsRoute from "~/routes/collections/index";
import * as joinRoute from "~/routes/collections/join";
import { recipeInput, userByEmail } from "./factories";
import { BASE, type CookieJar, callRoute, signedInCook } from "./pages";

const db = getDb(env.DB);

export type Cook = { id: string; name: string; email: string; jar: CookieJar };

/** A signed-in cook with their id, as the collection code names people. */
export async function cook(): Promise<Cook> {
  const { email, jar } = await signedInCook();
  const user = await userByEmail(email);
  return { id: user.id, name: user.name, email, jar };
}

/** A collection made through its page; with its join link's password. */
export async function collectionOf(owner: Cook, name = "Family dinners") {
  const created = await callRoute(collectionsRoute, "/collections", { form: { name }, jar: owner.jar });
  const id = created.headers.get("location")?.split("/").at(-1) ?? "";
  const [row] = await db.select().from(collections).where(eq(collections.id, id));
  if (!row?.joinPassword) throw new Error(`no collection made: ${created.status}`);
  return { id, password: row.joinPassword };
}

export function join(member: Cook, password: string, ip?: string) {
  return callRoute(joinRoute, `/join/${password}`, {
    form: {},
    jar: member.jar,
    params: { joinPassword: password },
    ...(ip ? { ip } : {}),
  });
}

export async function recipeOf(author: Cook, title = "Käsespätzle") {
  return createRecipe(db, author.id, recipeInput({ title }));
}

/** A collection page's socket as the browser opens it, with what it hears. */
export async function openLive(member: Cook, collectionId: string, { protocol = "1" } = {}) {
  const response = await exports.default.fetch(
    new Request(`${BASE}/api/collections/${collectionId}/live?protocol=${protocol}`, {
      headers: { upgrade: "websocket", cookie: member.jar.header(), origin: BASE },
    }),
  );
  const socket = response.webSocket;
  if (!socket) return { response, socket: null } as const;
  const messages: LiveServerMessage[] = [];
  const waiting: { test: (message: LiveServerMessage) => boolean; resolve: (message: LiveServerMessage) => void }[] =
    [];
  let closed: { code: number; reason: string } | null = null;
  const closeWaiters: ((value: { code: number; reason: string }) => void)[] = [];
  socket.addEventListener("message", (event) => {
    const message = JSON.parse(String(event.data)) as LiveServerMessage;
    messages.push(message);
    for (const waiter of waiting.filter((entry) => entry.test(message))) {
      waiting.splice(waiting.indexOf(waiter), 1);
      waiter.resolve(message);
    }
  });
  socket.addEventListener("close", (event) => {
    closed = { code: event.code, reason: event.reason };
    for (const resolve of closeWaiters.splice(0)) resolve(closed);
  });
  socket.accept();
  const within = <T>(promise: Promise<T>, what: string, ms = 2000) =>
    Promise.race([
      promise,
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no ${what} within ${ms} ms`)), ms)),
    ]);
  return {
    response,
    socket,
    messages,
    /** The next message that passes `test` (one already heard counts). */
    next<T extends LiveServerMessage>(test: (message: LiveServerMessage) => message is T, ms?: number): Promise<T> {
      const heard = messages.find(test);
      if (heard) {
        messages.splice(messages.indexOf(heard), 1);
        return Promise.resolve(heard);
      }
      return within(
        new Promise<T>((resolve) =>
          waiting.push({
            test,
            resolve: (message) => {
              messages.splice(messages.indexOf(message), 1);
              resolve(message as T);
            },
          }),
        ),
        "message",
        ms,
      );
    },
    closed(ms?: number) {
      return within(
        closed ? Promise.resolve(closed) : new Promise<{ code: number; reason: string }>((r) => closeWaiters.push(r)),
        "close",
        ms,
      );
    },
    send(message: unknown) {
      socket.send(JSON.stringify(message));
    },
  } as const;
}

export const isType =
  <K extends LiveServerMessage["type"]>(type: K) =>
  (message: LiveServerMessage): message is Extract<LiveServerMessage, { type: K }> =>
    message.type === type;

export const isChange =
  <K extends Extract<LiveServerMessage, { type: "change" }>["change"]["kind"]>(kind: K) =>
  (message: LiveServerMessage): message is Extract<LiveServerMessage, { type: "change" }> =>
    message.type === "change" && message.change.kind === kind;

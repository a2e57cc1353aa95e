import { useEffect, useSyncExternalStore } from "react";
import { clearOfflineData, type WaitingSave, withCookDatabase } from "./storage";

/**
 * Saves of the recipe editor made without a connection (ADR 017): kept in the cook's database with the version the
 * edit started from, sent when the connection is back, each to the address its form posts to. The server refuses
 * an edit of a recipe that changed meanwhile (409); the save then waits for the cook to look at it.
 */

const CHANNEL = "mise-saves";
const EMPTY: WaitingSave[] = [];
let snapshot: { cook: string; saves: WaitingSave[] } | null = null;
const listeners = new Set<() => void>();

async function refresh(cook: string): Promise<void> {
  const saves = await withCookDatabase(cook, (database) => database.getAll("saves"));
  snapshot = { cook, saves: saves.sort((a, b) => a.keptAt - b.keptAt) };
  for (const listener of listeners) listener();
}

/** Other tabs of the app hear of every change. */
function changed(cook: string): Promise<void> {
  if (typeof BroadcastChannel !== "undefined") {
    const channel = new BroadcastChannel(CHANNEL);
    channel.postMessage(cook);
    channel.close();
  }
  return refresh(cook);
}

/**
 * Keeps a save for later. A second offline edit of the same recipe replaces the first but keeps the version the
 * first began from, and its picture when the new one brings none.
 */
export async function keepSave(
  cook: string,
  { path, formData, recipeId, title }: { path: string; formData: FormData; recipeId: string | null; title: string },
): Promise<void> {
  const key = recipeId ?? crypto.randomUUID();
  await withCookDatabase(cook, async (database) => {
    const earlier = await database.get("saves", key);
    const isPhoto = ([name, value]: [string, FormDataEntryValue]) =>
      name === "photo" && value instanceof File && value.size > 0;
    const earlierBase = earlier?.state === "waiting" ? earlier.fields.find(([name]) => name === "basedOn") : undefined;
    const earlierPhoto = earlier?.fields.find(isPhoto);
    let fields = [...formData.entries()];
    if (earlierBase) fields = fields.map((field) => (field[0] === "basedOn" ? earlierBase : field));
    if (earlierPhoto && !fields.some(isPhoto)) fields = [...fields.filter(([name]) => name !== "photo"), earlierPhoto];
    await database.put("saves", { key, recipeId, title, path, fields, keptAt: Date.now(), state: "waiting" });
  });
  await changed(cook);
}

export function waitingSave(cook: string, key: string): Promise<WaitingSave | undefined> {
  return withCookDatabase(cook, (database) => database.get("saves", key));
}

export async function dropSave(cook: string, key: string): Promise<void> {
  await withCookDatabase(cook, (database) => database.delete("saves", key));
  await changed(cook);
}

/** A save that could not be sent as it was, marked for the cook to look at. */
async function markSave(cook: string, save: WaitingSave, state: WaitingSave["state"]): Promise<void> {
  await withCookDatabase(cook, (database) => database.put("saves", { ...save, state }));
}

export type SentSave = { title: string; to: string };

/**
 * Sends the waiting saves, oldest first, one tab at a time. Stops at the first one the network or the session does
 * not take (to try again later); answers the saves that arrived and where each landed.
 */
export async function sendWaitingSaves(cook: string): Promise<SentSave[]> {
  const sent: SentSave[] = [];
  const send = async () => {
    const saves = await withCookDatabase(cook, (database) => database.getAll("saves"));
    for (const save of saves.sort((a, b) => a.keptAt - b.keptAt)) {
      if (save.state !== "waiting") continue;
      const body = new FormData();
      for (const [name, value] of save.fields) body.append(name, value);
      let response: Response;
      try {
        response = await fetch(save.path, { method: "POST", body, credentials: "same-origin" });
      } catch {
        break;
      }
      const landed = new URL(response.url).pathname;
      if (/\/auth\//.test(landed)) break;
      if (response.ok && response.redirected) {
        await withCookDatabase(cook, (database) => database.delete("saves", save.key));
        sent.push({ title: save.title, to: landed });
      } else if (response.status === 409) await markSave(cook, save, "changed");
      else if (response.status === 404) await markSave(cook, save, "gone");
      else if (response.status === 400) await markSave(cook, save, "refused");
      else break;
    }
  };
  if (navigator.locks) await navigator.locks.request(CHANNEL, send);
  else await send();
  await changed(cook);
  return sent;
}

/** The cook's saves that have not arrived yet, kept up to date across the app's tabs. */
export function useWaitingSaves(cook: string | null | undefined): WaitingSave[] {
  useEffect(() => {
    if (!cook) return;
    void refresh(cook);
    if (typeof BroadcastChannel === "undefined") return;
    const channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = (event) => {
      if (event.data === cook) void refresh(cook);
    };
    return () => channel.close();
  }, [cook]);
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => (cook && snapshot?.cook === cook ? snapshot.saves : EMPTY),
    () => EMPTY,
  );
}

/**
 * Before signing out: saves still waiting are sent if the connection allows (a few seconds at most), then everything
 * the device keeps for the cook is removed.
 */
export async function leaveDevice(cook: string): Promise<void> {
  if (cook && navigator.onLine) {
    await Promise.race([sendWaitingSaves(cook).catch(() => []), new Promise((resolve) => setTimeout(resolve, 5000))]);
  }
  await clearOfflineData();
}

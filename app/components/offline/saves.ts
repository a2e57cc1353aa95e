import { SAVES_CHANNEL } from "~/lib/offline-protocol";
import { type WaitingSave, withCookDatabase } from "./cook-database";

/**
 * The outbox of the recipe editor (ADR 017), shared by the pages and the service worker, so it needs no window:
 * saves made without a connection are kept in the cook's database with the version the edit started from, and
 * sent later, each to the address its form posts to. The server refuses an edit of a recipe that changed meanwhile
 * (409); the save then waits for the cook to look at it.
 */

export type SaveInput = { path: string; formData: FormData; recipeId: string | null; title: string };

/**
 * Keeps a save for later. A second offline edit of the same recipe replaces the first but keeps the version the
 * first began from, and its picture when the new one brings none.
 */
export async function storeSave(cook: string, { path, formData, recipeId, title }: SaveInput): Promise<void> {
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
}

/** Tells every page of the app (and the pages of other tabs) that the cook's saves changed. */
export function announceSaves(cook: string): void {
  if (typeof BroadcastChannel === "undefined") return;
  const channel = new BroadcastChannel(SAVES_CHANNEL);
  channel.postMessage(cook);
  channel.close();
}

type SyncRegistration = { sync?: { register(tag: string): Promise<void> } };

/**
 * Asks the browser to wake the service worker once the connection is back (Background Sync, where the browser has
 * it), so waiting saves go even when no page of the app is open. Elsewhere the pages send them.
 */
export async function askForSync(registration: ServiceWorkerRegistration | null | undefined): Promise<void> {
  await (registration as SyncRegistration | null | undefined)?.sync?.register(SAVES_CHANNEL).catch(() => undefined);
}

export type SendResult = { sent: { title: string; to: string }[]; left: number };

/**
 * Sends the waiting saves, oldest first, one sender at a time (a page or the service worker). Stops at the first
 * one the network or the session does not take (to try again later); answers the saves that arrived, where each
 * landed, and how many still wait.
 */
export async function sendSaves(cook: string): Promise<SendResult> {
  const sent: SendResult["sent"] = [];
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
      const state = settledState(response);
      if (state === "sent") {
        await withCookDatabase(cook, (database) => database.delete("saves", save.key));
        sent.push({ title: save.title, to: landed });
      } else if (state) await withCookDatabase(cook, (database) => database.put("saves", { ...save, state }));
      else break;
    }
  };
  if (typeof navigator !== "undefined" && navigator.locks) await navigator.locks.request(SAVES_CHANNEL, send);
  else await send();
  const saves = await withCookDatabase(cook, (database) => database.getAll("saves"));
  return { sent, left: saves.filter((save) => save.state === "waiting").length };
}

/** What became of a save from the server's answer: arrived, one for the cook to look at, or null (try later). */
function settledState(response: Response): "sent" | Exclude<WaitingSave["state"], "waiting"> | null {
  if (response.ok && response.redirected) return "sent";
  if (response.status === 409) return "changed";
  if (response.status === 404) return "gone";
  if (response.status === 400) return "refused";
  return null;
}

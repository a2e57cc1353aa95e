import { useEffect, useSyncExternalStore } from "react";
import { SAVES_CHANNEL } from "~/lib/offline-protocol";
import { type WaitingSave, withCookDatabase } from "./cook-database";
import { announceSaves, askForSync, type SaveInput, type SendResult, sendSaves, storeSave } from "./saves";
import { clearOfflineData } from "./storage";

/**
 * The pages' side of the editor's outbox (saves.ts): keeping a save made offline, sending the waiting ones, and the
 * list of them kept up to date across the app's tabs and the service worker.
 */

const EMPTY: WaitingSave[] = [];
let snapshot: { cook: string; saves: WaitingSave[] } | null = null;
const listeners = new Set<() => void>();

async function refresh(cook: string): Promise<void> {
  const saves = await withCookDatabase(cook, (database) => database.getAll("saves"));
  snapshot = { cook, saves: saves.sort((a, b) => a.keptAt - b.keptAt) };
  for (const listener of listeners) listener();
}

/**
 * Reads the list again for a page. A read that fails leaves the list as it was: the device forgetting the cook at
 * sign-out (its database deleted, the site's storage cleared) closes the database under a read in flight, and the
 * page is on its way out then.
 */
function refreshQuietly(cook: string): void {
  refresh(cook).catch(() => undefined);
}

function changed(cook: string): Promise<void> {
  announceSaves(cook);
  return refresh(cook);
}

/** Keeps a save for later, and asks the browser to wake the service worker for it when the connection is back. */
export async function keepSave(cook: string, save: SaveInput): Promise<void> {
  await storeSave(cook, save);
  await changed(cook);
  await askForSync(await navigator.serviceWorker?.getRegistration().catch(() => undefined));
}

export function waitingSave(cook: string, key: string): Promise<WaitingSave | undefined> {
  return withCookDatabase(cook, (database) => database.get("saves", key));
}

export async function dropSave(cook: string, key: string): Promise<void> {
  await withCookDatabase(cook, (database) => database.delete("saves", key));
  await changed(cook);
}

/** Sends the waiting saves (saves.ts) and lets every page know. */
export async function sendWaitingSaves(cook: string): Promise<SendResult> {
  try {
    return await sendSaves(cook);
  } finally {
    await changed(cook);
  }
}

/** The cook's saves that have not arrived yet, kept up to date across the app's tabs. */
export function useWaitingSaves(cook: string | null | undefined): WaitingSave[] {
  useEffect(() => {
    if (!cook) return;
    refreshQuietly(cook);
    if (typeof BroadcastChannel === "undefined") return;
    const channel = new BroadcastChannel(SAVES_CHANNEL);
    channel.onmessage = (event) => {
      if (event.data === cook) refreshQuietly(cook);
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
    await Promise.race([sendWaitingSaves(cook).catch(() => null), new Promise((resolve) => setTimeout(resolve, 5000))]);
  }
  await clearOfflineData();
}

import { openDB } from "idb";
import { SHARE_DATABASE } from "./offline-protocol";

/**
 * What the phone's share sheet sent the app (pictures, or text too long for an address), kept on this device by
 * the service worker until the page it leads to takes it: at once when a cook is signed in, after sign-in
 * otherwise. Nobody's account holds it, so it is not a cook's storage; a day later it is dropped unread.
 */
export type SharedItem = { id: string; receivedAt: number; pictures: File[]; title: string; text: string; url: string };

const STORE = "items";
const KEPT_MS = 24 * 60 * 60 * 1000;

const open = () =>
  openDB(SHARE_DATABASE, 1, {
    upgrade(db) {
      db.createObjectStore(STORE, { keyPath: "id" });
    },
  });

export async function keepShared(item: Omit<SharedItem, "id" | "receivedAt">): Promise<string> {
  const db = await open();
  try {
    const id = crypto.randomUUID();
    const all: SharedItem[] = await db.getAll(STORE);
    const expired = all.filter((each) => Date.now() - each.receivedAt > KEPT_MS);
    await Promise.all(expired.map((each) => db.delete(STORE, each.id)));
    await db.put(STORE, { ...item, id, receivedAt: Date.now() } satisfies SharedItem);
    return id;
  } finally {
    db.close();
  }
}

/** The shared item, removed from the device as it is handed over; null when gone (taken, expired, or never). */
export async function takeShared(id: string): Promise<SharedItem | null> {
  const db = await open();
  try {
    const item: SharedItem | undefined = await db.get(STORE, id);
    if (!item) return null;
    await db.delete(STORE, id);
    return Date.now() - item.receivedAt > KEPT_MS ? null : item;
  } finally {
    db.close();
  }
}

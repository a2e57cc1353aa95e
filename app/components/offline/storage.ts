import { type DBSchema, type IDBPDatabase, openDB } from "idb";
import type { OfflineRecipe } from "~/domain/recipes/offline-list";
import {
  COOK_STORAGE_PREFIX,
  cookCacheName,
  cookDatabaseName,
  LOCAL_STORAGE_PREFIX,
  type PageMessage,
  type WorkerMessage,
} from "~/lib/offline-protocol";

/**
 * What the pages keep on the device for the signed-in cook (ADR 017): the recipes the list and its search show
 * offline, and saves made offline that wait to be sent. One IndexedDB database per cook, named by their offline
 * key; the service worker keeps the pages themselves in the Cache API.
 */

/** A save of the recipe editor made without a connection (outbox.ts sends it). */
export type WaitingSave = {
  /** The recipe's id for an edit (one waiting edit per recipe), a random id for a new recipe. */
  key: string;
  recipeId: string | null;
  title: string;
  /** The form's address and its fields as submitted, pictures included. */
  path: string;
  fields: [string, FormDataEntryValue][];
  keptAt: number;
  /**
   * waiting: to be sent; changed: the recipe was saved elsewhere since the edit began; gone: the recipe was deleted
   * meanwhile; refused: the server did not accept the fields.
   */
  state: "waiting" | "changed" | "gone" | "refused";
};

interface CookDatabase extends DBSchema {
  recipes: { key: string; value: OfflineRecipe };
  saves: { key: string; value: WaitingSave };
}

const COOK_KEY = `${LOCAL_STORAGE_PREFIX}cook`;

/** The signed-in cook's offline key, as the app last saw it on this device. */
export function cookOnDevice(): string | null {
  try {
    return localStorage.getItem(COOK_KEY);
  } catch {
    return null;
  }
}

export function rememberCook(cook: string): void {
  localStorage.setItem(COOK_KEY, cook);
}

export function forgetCook(): void {
  localStorage.removeItem(COOK_KEY);
}

/** Opens the cook's database for one piece of work and closes it, so a deletion is never blocked for long. */
export async function withCookDatabase<T>(
  cook: string,
  work: (database: IDBPDatabase<CookDatabase>) => Promise<T>,
): Promise<T> {
  const database = await openDB<CookDatabase>(cookDatabaseName(cook), 1, {
    upgrade(upgrading) {
      upgrading.createObjectStore("recipes", { keyPath: "id" });
      upgrading.createObjectStore("saves", { keyPath: "key" });
    },
    blocking() {
      database.close();
    },
  });
  try {
    return await work(database);
  } finally {
    database.close();
  }
}

export function rememberRecipes(cook: string, recipes: OfflineRecipe[], { replace = false } = {}): Promise<void> {
  return withCookDatabase(cook, async (database) => {
    const transaction = database.transaction("recipes", "readwrite");
    if (replace) await transaction.store.clear();
    await Promise.all([...recipes.map((recipe) => transaction.store.put(recipe)), transaction.done]);
  });
}

export function forgetRecipe(cook: string, id: string): Promise<void> {
  postToWorker({ type: "forget-recipe", id });
  return withCookDatabase(cook, (database) => database.delete("recipes", id));
}

/** The recipes of the cook whose pages are kept on this device, so each one opens offline. */
export async function recipesOnDevice(cook: string): Promise<OfflineRecipe[]> {
  const kept = new Set<string>();
  for (const kind of ["pages", "library"] as const) {
    if (!(await caches.has(cookCacheName(cook, kind)))) continue;
    const cache = await caches.open(cookCacheName(cook, kind));
    for (const request of await cache.keys()) kept.add(new URL(request.url).pathname.replace(/^\/de(?=\/)/, ""));
  }
  const recipes = await withCookDatabase(cook, (database) => database.getAll("recipes"));
  return recipes.filter((recipe) => kept.has(`/recipes/${recipe.id}`));
}

/** A message to the service worker that wants no answer; false when no worker runs this page. */
export function postToWorker(message: PageMessage): boolean {
  const worker = typeof navigator !== "undefined" ? navigator.serviceWorker?.controller : null;
  worker?.postMessage(message);
  return Boolean(worker);
}

/** A message to the service worker, and its answer when it gives one (none within the time, or none running). */
export function tellWorker(message: PageMessage, timeoutMs = 5000): Promise<WorkerMessage | undefined> {
  const worker = typeof navigator !== "undefined" ? navigator.serviceWorker?.controller : null;
  if (!worker) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(undefined), timeoutMs);
    channel.port1.onmessage = (event) => {
      clearTimeout(timer);
      resolve(event.data as WorkerMessage);
    };
    worker.postMessage(message, [channel.port2]);
  });
}

/**
 * Removes everything the app keeps on this device for any cook: the service worker's copies (it also drops its
 * bookkeeping), the cooks' databases and the app's local settings. For sign-out and account deletion.
 */
export async function clearOfflineData(): Promise<void> {
  await tellWorker({ type: "clear-cooks" });
  const names = typeof caches === "undefined" ? [] : await caches.keys();
  await Promise.all(names.filter((name) => name.startsWith(COOK_STORAGE_PREFIX)).map((name) => caches.delete(name)));
  const databases = (await indexedDB.databases?.()) ?? [];
  await Promise.all(
    databases
      .map((database) => database.name ?? "")
      .filter((name) => name.startsWith(COOK_STORAGE_PREFIX))
      .map(
        (name) =>
          new Promise<void>((resolve) => {
            const request = indexedDB.deleteDatabase(name);
            request.onsuccess = request.onerror = request.onblocked = () => resolve();
          }),
      ),
  );
  for (const key of Object.keys(localStorage)) {
    if (key.startsWith(LOCAL_STORAGE_PREFIX)) localStorage.removeItem(key);
  }
}

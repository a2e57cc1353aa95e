import type { OfflineRecipe } from "~/domain/recipes/offline-list";
import {
  COOK_STORAGE_PREFIX,
  cookCacheName,
  LOCAL_STORAGE_PREFIX,
  type PageMessage,
  type WorkerMessage,
} from "~/lib/offline-protocol";
import { withCookDatabase } from "./cook-database";

/**
 * What the pages keep on the device for the signed-in cook (ADR 017): who the cook is, the recipes the list and its
 * search show offline (in the cook's database, cook-database.ts), and the talk with the service worker, which keeps
 * the pages themselves in the Cache API.
 */

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
function postToWorker(message: PageMessage): boolean {
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

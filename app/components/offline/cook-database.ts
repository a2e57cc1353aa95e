import { type DBSchema, type IDBPDatabase, openDB } from "idb";
import type { OfflineRecipe } from "~/domain/recipes/offline-list";
import { cookDatabaseName } from "~/lib/offline-protocol";

/**
 * The cook's IndexedDB database (ADR 017), named by their offline key: the recipes the list and its search show
 * offline, and saves made offline that wait to be sent. The pages and the service worker both open it, so nothing
 * here needs a window.
 */

/** A save of the recipe editor made without a connection (saves.ts keeps and sends it). */
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

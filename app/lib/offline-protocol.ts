/**
 * What the server, the service worker (app/service-worker) and the pages agree on for offline reading and sharing
 * (ADR 017). Only names and shapes live here: no code that needs a window or a worker scope.
 */

/** On every page response of a signed-in cook: the cook's offline key, which names their caches and storage. */
export const COOK_HEADER = "x-mise-cook";
/** On recipe, cook-mode and edit pages: the recipe's `updatedAt`, so an offline copy knows when it is stale. */
export const RECIPE_VERSION_HEADER = "x-mise-recipe-version";
/** On a page that shows a one-time notice (a flash): kept out of offline copies, or it would show again. */
export const TRANSIENT_HEADER = "x-mise-transient";
/**
 * A page the service worker answered from its kept copy names this in its Server-Timing header, which the page
 * reads from its navigation entry: the copy is the page as it was, and the list then shows what the device holds.
 */
export const COPY_TIMING = "mise-copy";

/**
 * What the service worker answers for a page's data when there is no network and no copy: a 503 whose body says
 * so, which the pages tell apart from a server error (they show "needs a connection" instead).
 */
export const OFFLINE_STATUS = 503;
export const OFFLINE_BODY = "mise:offline";

/** Caches and databases of one cook all start with this and their key; signing out removes every one. */
export const COOK_STORAGE_PREFIX = "mise-cook-";
export const cookCacheName = (cook: string, kind: "pages" | "images" | "library") =>
  `${COOK_STORAGE_PREFIX}${cook}-${kind}`;
export const cookDatabaseName = (cook: string) => `${COOK_STORAGE_PREFIX}${cook}`;
/** Pictures and text shared to the app before anyone signed in, kept on the device until a cook takes them. */
export const SHARE_DATABASE = "mise-shared";
/**
 * Saves made offline (the outbox): the BroadcastChannel on which pages and the service worker say the cook's saves
 * changed, the Web Lock that lets one of them send at a time, and the Background Sync tag that asks the browser to
 * wake the service worker to send them when the connection is back.
 */
export const SAVES_CHANNEL = "mise-saves";
/** localStorage keys of the app all start with this. */
export const LOCAL_STORAGE_PREFIX = "mise:";

/** A recipe as the library asks the service worker to keep it offline. */
export type KeptRecipe = { id: string; version: number; image: string | null };

/** Messages from a page to the service worker. */
export type PageMessage =
  /** workbox-window's name for "the cook chose to reload into the new version". */
  | { type: "SKIP_WAITING" }
  /** Keep a copy of this page (and what it leads to): a page the cook opened before the worker took over. */
  | { type: "keep-page"; url: string }
  /**
   * 'Keep all my recipes offline' begins (or resumes): the library is now these recipes in this language; copies of
   * any other recipe, or in the other language, go, and the pages around the recipes are kept.
   */
  | { type: "keep-library-start"; cook: string; locale: "en" | "de"; ids: string[] }
  /** Keep these recipes of the library (a batch at a time, so no single task of the worker runs long). */
  | { type: "keep-library-batch"; cook: string; locale: "en" | "de"; recipes: KeptRecipe[] }
  | { type: "drop-library"; cook: string }
  /** Forget every copy of one recipe (it was deleted). */
  | { type: "forget-recipe"; id: string }
  /** Remove everything kept for any cook: sign-out, account deletion. */
  | { type: "clear-cooks" };

/** Messages from the service worker to the pages. */
export type WorkerMessage =
  /** The library may be kept (false: the server says these pages are not this cook's, or no connection). */
  | { type: "library-started"; ok: boolean }
  /** A batch is kept: how many of it are kept (also those kept before), how many could not be, the library's size. */
  | { type: "library-batch"; kept: number; failed: number; bytes: number }
  /** The service worker sent saves made offline (Background Sync): their titles, for the pages to say so. */
  | { type: "saves-sent"; titles: string[] }
  | { type: "cleared" };

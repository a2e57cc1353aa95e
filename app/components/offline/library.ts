import { useEffect, useState, useSyncExternalStore } from "react";
import type { OfflineRecipe } from "~/domain/recipes/offline-list";
import type { Locale } from "~/lib/locale";
import { LOCAL_STORAGE_PREFIX } from "~/lib/offline-protocol";
import { rememberRecipes, tellWorker } from "./storage";

/**
 * 'Keep all my recipes offline' (ADR 017): the whole library's pages, cook modes, editors and photos on the device,
 * brought up to date whenever the app opens with a connection. The page hands the service worker one batch at a
 * time and waits for it, so no task of the worker runs long (a browser stops a worker whose task takes minutes);
 * the worker writes down each batch it kept, so a run cut short (the app closed, the phone asleep) carries on where
 * it was. It goes on while the cook moves around the app; turning the setting off stops it.
 */

const setting = (cook: string) => `${LOCAL_STORAGE_PREFIX}${cook}:keep-library`;
const lastResult = (cook: string) => `${LOCAL_STORAGE_PREFIX}${cook}:library`;
const lastRefresh = (cook: string) => `${setting(cook)}:refreshed`;
const REFRESH_AFTER_MS = 10 * 60 * 1000;
/** Recipes per batch: each is six pages and a photo, so a batch is done in seconds. */
const LIBRARY_BATCH = 20;
const BATCH_TIMEOUT_MS = 4 * 60 * 1000;
const LOCK = "mise-library";

export type LibraryProgress = { done: number; total: number; failed: number };
/** A finished run: recipes kept, those that could not be, and the space they take. */
export type LibraryResult = { kept: number; failed: number; bytes: number; at: number };

let progress: LibraryProgress | null = null;
let running: { stop: AbortController; finished: Promise<void> } | null = null;
const listeners = new Set<() => void>();
function report(next: LibraryProgress | null) {
  progress = next;
  for (const listener of listeners) listener();
}

export const keepsLibrary = (cook: string) => localStorage.getItem(setting(cook)) === "on";

/** Sends the library to the service worker batch by batch; ends early when stopped or when the worker fails. */
async function run(cook: string, locale: Locale, recipes: OfflineRecipe[], stop: AbortSignal): Promise<void> {
  const total = recipes.length;
  const ids = recipes.map(({ id }) => id);
  const started = await tellWorker({ type: "keep-library-start", cook, locale, ids }, BATCH_TIMEOUT_MS);
  let done = 0;
  let failed = 0;
  let bytes = 0;
  if (started?.type !== "library-started" || !started.ok) failed = total;
  for (let first = 0; first < total && !stop.aborted && failed < total; first += LIBRARY_BATCH) {
    const batch = recipes.slice(first, first + LIBRARY_BATCH).map(({ id, version, image }) => ({ id, version, image }));
    const answer = await tellWorker({ type: "keep-library-batch", cook, locale, recipes: batch }, BATCH_TIMEOUT_MS);
    const kept = answer?.type === "library-batch" ? answer : { kept: 0, failed: batch.length, bytes };
    done += kept.kept;
    failed += kept.failed;
    bytes = kept.bytes;
    report({ done, total, failed });
  }
  if (stop.aborted) return;
  const result: LibraryResult = { kept: done, failed, bytes, at: Date.now() };
  localStorage.setItem(lastResult(cook), JSON.stringify(result));
  // A run with recipes left out is tried again the next time the app opens.
  if (failed === 0) localStorage.setItem(lastRefresh(cook), String(result.at));
}

/**
 * Fetches the library's list and keeps it on the device, in the background. False when the app cannot (offline,
 * or no service worker runs the page); true when it runs, here or in another tab of the app.
 */
export async function keepLibrary(cook: string, locale: Locale): Promise<boolean> {
  if (running) return true;
  if (!navigator.serviceWorker?.controller) return false;
  const response = await fetch("/api/recipes/offline", { credentials: "same-origin" }).catch(() => null);
  if (!response?.ok) return false;
  const { recipes } = (await response.json()) as { recipes: OfflineRecipe[] };
  await rememberRecipes(cook, recipes, { replace: true });
  if (running) return true;
  report({ done: 0, total: recipes.length, failed: 0 });
  const stop = new AbortController();
  const work = () => run(cook, locale, recipes, stop.signal).catch(() => undefined);
  // One tab keeps the library at a time.
  const finished = (
    navigator.locks
      ? navigator.locks.request(LOCK, { ifAvailable: true }, (lock) => (lock ? work() : undefined))
      : work()
  ).finally(() => {
    running = null;
    report(null);
  });
  running = { stop, finished };
  return true;
}

export async function setKeepLibrary(cook: string, locale: Locale, on: boolean): Promise<boolean> {
  if (!on) {
    localStorage.removeItem(setting(cook));
    localStorage.removeItem(lastResult(cook));
    // The batch under way ends first, so nothing is kept after the copies are dropped.
    const current = running;
    current?.stop.abort();
    await current?.finished;
    await tellWorker({ type: "drop-library", cook });
    return true;
  }
  // Kept copies a browser may otherwise clear when space runs short.
  await navigator.storage?.persist?.().catch(() => false);
  localStorage.setItem(setting(cook), "on");
  return keepLibrary(cook, locale);
}

/**
 * On opening the app with a connection: the kept library catches up with changes, at most every ten minutes after
 * a finished run, and at once after a run that was cut short. A refresh that cannot write (the device forgetting the
 * cook at sign-out closes the database under it) is tried again the next time, as a cut-short run is.
 */
export function refreshLibrary(cook: string, locale: Locale): void {
  if (!keepsLibrary(cook) || !navigator.onLine) return;
  if (Date.now() - Number(localStorage.getItem(lastRefresh(cook)) ?? 0) < REFRESH_AFTER_MS) return;
  keepLibrary(cook, locale).catch(() => false);
}

/** The setting, the run under way in this tab and the last finished one, for the settings page. */
export function useLibraryState(cook: string | undefined): {
  on: boolean;
  progress: LibraryProgress | null;
  kept: LibraryResult | null;
  setOn: (on: boolean) => void;
} {
  const current = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => progress,
    () => null,
  );
  const [stored, setStored] = useState<{ on: boolean; kept: LibraryResult | null }>({ on: false, kept: null });
  useEffect(() => {
    if (!cook || current) return;
    // Read again when a run ends: its result is stored then.
    const result = localStorage.getItem(lastResult(cook));
    setStored({ on: keepsLibrary(cook), kept: result ? JSON.parse(result) : null });
  }, [cook, current]);
  return {
    on: stored.on,
    progress: current,
    kept: stored.kept,
    setOn: (on) => setStored({ on, kept: on ? stored.kept : null }),
  };
}

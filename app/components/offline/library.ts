import { useEffect, useState } from "react";
import type { OfflineRecipe } from "~/domain/recipes/offline-list";
import type { Locale } from "~/lib/locale";
import { LOCAL_STORAGE_PREFIX, type WorkerMessage } from "~/lib/offline-protocol";
import { postToWorker, rememberRecipes, tellWorker } from "./storage";

/**
 * 'Keep all my recipes offline' (ADR 017): the whole library's pages, cook modes, editors and photos on the device,
 * brought up to date whenever the app opens with a connection. The service worker does the fetching, so it goes
 * on while the cook moves around the app, and reports how far it is.
 */

const setting = (cook: string) => `${LOCAL_STORAGE_PREFIX}${cook}:keep-library`;
const lastResult = (cook: string) => `${LOCAL_STORAGE_PREFIX}${cook}:library`;
const REFRESH_AFTER_MS = 10 * 60 * 1000;

export type LibraryState = {
  on: boolean;
  progress: { done: number; total: number; failed: number } | null;
  /** The last finished run: recipes kept, those that could not be, and the space they take. */
  kept: { kept: number; failed: number; bytes: number; at: number } | null;
};

export const keepsLibrary = (cook: string) => localStorage.getItem(setting(cook)) === "on";

/** Fetches the library's list and asks the service worker to keep it. False when the app cannot (offline). */
export async function keepLibrary(cook: string, locale: Locale): Promise<boolean> {
  const response = await fetch("/api/recipes/offline", { credentials: "same-origin" }).catch(() => null);
  if (!response?.ok) return false;
  const { recipes } = (await response.json()) as { recipes: OfflineRecipe[] };
  await rememberRecipes(cook, recipes, { replace: true });
  // The worker reports its progress to every page (useLibraryState), not to this message.
  return postToWorker({
    type: "keep-library",
    cook,
    locale,
    recipes: recipes.map(({ id, version, image }) => ({ id, version, image })),
  });
}

export async function setKeepLibrary(cook: string, locale: Locale, on: boolean): Promise<boolean> {
  if (!on) {
    localStorage.removeItem(setting(cook));
    localStorage.removeItem(lastResult(cook));
    await tellWorker({ type: "drop-library", cook });
    return true;
  }
  // Kept copies a browser may otherwise clear when space runs short.
  await navigator.storage?.persist?.().catch(() => false);
  localStorage.setItem(setting(cook), "on");
  return keepLibrary(cook, locale);
}

/** On opening the app with a connection: the kept library catches up with changes (throttled). */
export function refreshLibrary(cook: string, locale: Locale): void {
  if (!keepsLibrary(cook) || !navigator.onLine) return;
  const stamp = `${setting(cook)}:refreshed`;
  if (Date.now() - Number(localStorage.getItem(stamp) ?? 0) < REFRESH_AFTER_MS) return;
  localStorage.setItem(stamp, String(Date.now()));
  void keepLibrary(cook, locale);
}

/** Keeps the result of each finished run for the settings page; for the app's frame, which is always there. */
export function useLibraryResults(cook: string | undefined): void {
  useEffect(() => {
    if (!cook || !("serviceWorker" in navigator)) return;
    const onMessage = (event: MessageEvent<WorkerMessage>) => {
      const message = event.data;
      if (message.type !== "library-done" || !keepsLibrary(cook)) return;
      const kept = { kept: message.kept, failed: message.failed, bytes: message.bytes, at: Date.now() };
      localStorage.setItem(lastResult(cook), JSON.stringify(kept));
    };
    navigator.serviceWorker.addEventListener("message", onMessage);
    return () => navigator.serviceWorker.removeEventListener("message", onMessage);
  }, [cook]);
}

/** The setting and the service worker's reports, for the settings page. */
export function useLibraryState(cook: string | undefined): [LibraryState, (state: LibraryState) => void] {
  const [state, setState] = useState<LibraryState>({ on: false, progress: null, kept: null });
  useEffect(() => {
    if (!cook) return;
    const stored = localStorage.getItem(lastResult(cook));
    setState({ on: keepsLibrary(cook), progress: null, kept: stored ? JSON.parse(stored) : null });
    if (!("serviceWorker" in navigator)) return;
    const onMessage = (event: MessageEvent<WorkerMessage>) => {
      const message = event.data;
      if (message.type === "library-progress") setState((current) => ({ ...current, progress: message }));
      if (message.type === "library-done") {
        const kept = { kept: message.kept, failed: message.failed, bytes: message.bytes, at: Date.now() };
        setState((current) => ({ ...current, progress: null, kept }));
      }
    };
    navigator.serviceWorker.addEventListener("message", onMessage);
    return () => navigator.serviceWorker.removeEventListener("message", onMessage);
  }, [cook]);
  return [state, setState];
}

import { useSyncExternalStore } from "react";
import { tellWorker } from "./storage";

/**
 * Registers /service-worker.js (ADR 017) once an app page has loaded, never on the landing page: its first visit
 * downloads no worker and no precache. A new version waits until the cook chooses to reload (useUpdateReady), so
 * nothing changes under a cook in the middle of a recipe. Not in development, where Vite serves unbundled modules.
 */
let started = false;
let applyUpdate: (() => void) | null = null;
const listeners = new Set<() => void>();

const HOUR_MS = 60 * 60 * 1000;

export function startServiceWorker(): void {
  if (started || import.meta.env.DEV || !("serviceWorker" in navigator)) return;
  started = true;
  const register = async () => {
    const { Workbox } = await import("workbox-window");
    const workbox = new Workbox("/service-worker.js");
    workbox.addEventListener("waiting", () => {
      applyUpdate = () => {
        workbox.addEventListener("controlling", () => window.location.reload());
        workbox.messageSkipWaiting();
      };
      for (const listener of listeners) listener();
    });
    // The first worker takes over a page it did not load: it keeps that page now, as if it had been opened.
    workbox.addEventListener("controlling", (event) => {
      if (!event.isUpdate) void tellWorker({ type: "keep-page", url: window.location.href });
    });
    await workbox.register();
    // A phone may keep the app open for days: look for a new version now and then.
    setInterval(() => void workbox.update(), HOUR_MS);
  };
  const onLoad = () => {
    // Offline, the worker that served this page is in charge already, and registering needs the network.
    if (!navigator.onLine) {
      window.addEventListener("online", onLoad, { once: true });
      return;
    }
    register().catch((error: unknown) => console.warn("Service worker registration failed:", error));
  };
  if (document.readyState === "complete") onLoad();
  else window.addEventListener("load", onLoad, { once: true });
}

/** A new version waiting: the function that reloads into it; null while there is none. */
export function useUpdateReady(): (() => void) | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => applyUpdate,
    () => null,
  );
}

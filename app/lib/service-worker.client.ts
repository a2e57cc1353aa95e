/**
 * Registers /service-worker.js once the page has loaded, so it never competes with the first render.
 * Not in development (Vite serves unbundled modules the worker would cache). A failure is only logged: the app
 * works without it, and a warning does not alarm anyone.
 */
export function registerServiceWorker(): void {
  if (import.meta.env.DEV || !("serviceWorker" in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register("/service-worker.js").catch((error: unknown) => {
      console.warn("Service worker registration failed:", error);
    });
  };
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}

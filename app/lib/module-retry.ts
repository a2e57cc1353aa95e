/**
 * An inline script for pages that run the app (ADR 019): when one of the page's own modules fails to load (a
 * connection dropped mid-page, a service worker's answer the browser aborts offline, a file gone after a deploy),
 * React never starts and the page looks alive but does nothing. It reloads the page once instead; a second failure
 * within half a minute is left alone, so a page that cannot load never reloads in a loop. A module preload that fails
 * fires `error` on its element; React Router's import of its entry rejects instead.
 */
export const MODULE_RETRY_SCRIPT = `(function () {
  function retry() {
    try {
      if (Date.now() - Number(sessionStorage.getItem("mise:module-retry")) < 30000) return;
      sessionStorage.setItem("mise:module-retry", String(Date.now()));
    } catch (_) {
      return;
    }
    location.reload();
  }
  addEventListener("error", function (event) {
    var target = event.target;
    if ((target instanceof HTMLScriptElement && target.type === "module") ||
      (target instanceof HTMLLinkElement && target.rel === "modulepreload")) retry();
  }, true);
  addEventListener("unhandledrejection", function (event) {
    var reason = event.reason;
    if (reason instanceof TypeError && /dynamically imported module|Importing a module script failed/.test(reason.message)) retry();
  });
})();`;

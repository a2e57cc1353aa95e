/**
 * An inline script for pages that run the app (ADR 019): when the page's own modules fail to load (a connection
 * dropped mid-page, a service worker's answer the browser aborts offline, a file gone after a deploy), React never
 * starts and the page looks alive but does nothing. It reloads the page once instead; a second failure within half
 * a minute is left alone, so a page that cannot load never reloads in a loop.
 *
 * Only a failure that keeps the app from starting counts: the start script's module graph (an `error` on the module
 * script) or its import of the entry (a rejected dynamic import), while no router runs yet. A module preload that
 * fails says nothing by itself (the import that needs the module fails too if it matters), and once the app runs a
 * reload would throw away what the cook has typed; a route's module that fails later is React Router's to load
 * again. Nor does a page being left: going elsewhere cancels its module requests, and a reload then would take the
 * cook back. A page left before it finished loading still fires its `load` and `pageshow` while the next page loads:
 * only a page shown again from the back-forward cache (`persisted`) is no longer being left.
 */
export const MODULE_RETRY_SCRIPT = `(function () {
  var leaving = false;
  addEventListener("beforeunload", function () { leaving = true; });
  addEventListener("pagehide", function () { leaving = true; });
  addEventListener("pageshow", function (event) { if (event.persisted) leaving = false; });
  function retry() {
    if (leaving || "__reactRouterDataRouter" in window) return;
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
    if (target instanceof HTMLScriptElement && target.type === "module") retry();
  }, true);
  addEventListener("unhandledrejection", function (event) {
    var reason = event.reason;
    if (reason instanceof TypeError && /dynamically imported module|Importing a module script failed/.test(reason.message)) retry();
  });
})();`;

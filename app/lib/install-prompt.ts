/** Where the page's early line keeps an install prompt that came before the app's script ran. */
export const EARLY_INSTALL_PROMPT = "__miseInstallPrompt";

/**
 * An inline script for pages that run the app (ADR 019), at the top of the body: Chromium says a page can be
 * installed once per page load, and on a page the service worker answers that may be before the app's script has
 * run, when no one would hold the prompt back. The line holds it from the start, for the install offer to take over
 * (app/components/install-offer.tsx). A page sent as a plain document leaves the browser's own offer alone.
 */
export const HOLD_INSTALL_PROMPT_SCRIPT = `addEventListener("beforeinstallprompt", function (event) {
  event.preventDefault();
  window.${EARLY_INSTALL_PROMPT} = event;
});
addEventListener("appinstalled", function () {
  window.${EARLY_INSTALL_PROMPT} = null;
});`;

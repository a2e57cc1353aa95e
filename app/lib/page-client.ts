import type { BrowserServices } from "./browser-services";
import type { Consent } from "./consent";

/**
 * A route module's `handle`. `document: true` marks a page whose HTML, links and forms work without any client
 * code (the public pages: landing, pricing, articles, legal, contact, sign-in and its siblings). Such a page is
 * sent without React's runtime; every other page hydrates and runs as the single-page app (ADR 019).
 */
export type PageHandle = { document?: true };

/**
 * Whether the page needs its client code: an app page does; a document page only when the visitor has allowed
 * analytics or chat and this server has one, since those run in the browser.
 */
export function pageNeedsClient(
  handles: readonly unknown[],
  { consent, services }: { consent: Consent; services: BrowserServices },
): boolean {
  const isDocument = handles.some((handle) => (handle as PageHandle | undefined)?.document === true);
  if (!isDocument) return true;
  return consent.analytics && (services.analytics !== null || services.chat !== null);
}

/**
 * Set by the server on a page the Worker may keep and hand to every visitor whose request looks the same
 * (worker/page-cache.ts): a document sent without client code to a visitor who is not signed in and has no notice
 * waiting. Its value is the build's version, so a new deployment never serves a copy made by the previous one.
 */
export const SHARED_PAGE_HEADER = "x-mise-shared-page";

export function isSharedPage(
  handles: readonly unknown[],
  root: { user: unknown; flash: unknown; consent: Consent; services: BrowserServices },
): boolean {
  return !root.user && !root.flash && !pageNeedsClient(handles, root);
}

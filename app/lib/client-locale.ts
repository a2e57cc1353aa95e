import { redirectDocument } from "react-router";
import { experimentalStaticLocale } from "~/paraglide/runtime.js";
import { localeFromPath } from "./locale";

/**
 * A page's client carries its own language's messages only (ADR 019). Moving to a page in another language (a link,
 * a redirect after a form) therefore loads that page as a document, which brings that language's client; moves
 * within one language stay client-side. The dev server's single client has every language (no static locale).
 */
export function languageChangeLoadsDocument(request: Request, clientLocale = experimentalStaticLocale): void {
  if (clientLocale === undefined || request.method !== "GET") return;
  const url = new URL(request.url);
  if (localeFromPath(url.pathname) !== clientLocale) throw redirectDocument(url.pathname + url.search);
}

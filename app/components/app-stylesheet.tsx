import { createContext, useContext } from "react";

/**
 * The app's stylesheet as text, given only to the server render (entry.server.tsx). A first visit then paints
 * without waiting for a CSS file that would share a slow connection with the page's scripts.
 */
export const StylesheetText = createContext("");

/**
 * The built stylesheet inlined. The client renders the same element with no text and React leaves the server's
 * text in place (it does not patch inner HTML while hydrating, and the prop never changes afterwards), so the CSS
 * is never part of the JavaScript. In development the stylesheet is a link, for hot reloading (root.tsx).
 */
export function AppStylesheet() {
  const text = useContext(StylesheetText);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the app's own built CSS, not user content.
  return <style suppressHydrationWarning dangerouslySetInnerHTML={{ __html: text }} />;
}

import { type RouterContextProvider, redirect } from "react-router";
import type { AuthSession } from "~/domain/accounts/auth.server";
import { localeFromPath, localizePath } from "~/lib/locale";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { appContext } from "./context";

/** The signed-in user's session, or a redirect to sign in that brings them back to this page afterwards. */
export function requireSession(context: Readonly<RouterContextProvider>, request: Request): AuthSession {
  const { session } = context.get(appContext);
  if (session) return session;
  const url = new URL(request.url);
  const here = url.pathname.replace(/\.data$/, "") + url.search;
  const signIn = localizePath("/auth/signin", localeFromPath(url.pathname));
  throw redirect(`${signIn}?${new URLSearchParams({ redirectTo: here })}`);
}

/** Auth pages are for signed-out visitors: a signed-in user goes on to where they were headed. */
export function redirectIfSignedIn(context: Readonly<RouterContextProvider>, request: Request): void {
  if (!context.get(appContext).session) return;
  const url = new URL(request.url);
  const target = safeRedirectPath(url.searchParams.get("redirectTo"));
  throw redirect(localizePath(target, localeFromPath(url.pathname)));
}

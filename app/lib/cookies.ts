import { parse, serialize } from "cookie";

/**
 * The app's own cookies (locale, theme, consent, flash), read and written through the `cookie` package. A value that
 * cannot be read (not valid percent-encoding, say) comes back as written, fails its vocabulary check and is
 * ignored: a bad cookie never breaks a page.
 */
export function readCookie(cookieHeader: string | null, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  return parse(cookieHeader)[name];
}

const A_YEAR = 365 * 24 * 60 * 60;

/** A preference kept for a year, for the whole site, sent on top-level navigation from other sites too. */
export function preferenceCookie(name: string, value: string): string {
  return serialize(name, value, { maxAge: A_YEAR, path: "/", sameSite: "lax" });
}

/** A cookie that only the server reads, for one minute (a notice to show after a redirect). */
export function shortLivedCookie(name: string, value: string): string {
  return serialize(name, value, { maxAge: 60, path: "/", httpOnly: true, sameSite: "lax" });
}

export function expiredCookie(name: string): string {
  return serialize(name, "", { maxAge: 0, path: "/", httpOnly: true, sameSite: "lax" });
}

import { preferenceCookie, readCookie } from "./cookies";

const THEMES = ["light", "dark", "system"] as const;
export type Theme = (typeof THEMES)[number];
export const THEME_COOKIE = "theme";

export function isTheme(value: unknown): value is Theme {
  return typeof value === "string" && (THEMES as readonly string[]).includes(value);
}

/** The stored choice, "system" when there is none. */
export function themeFromCookie(cookieHeader: string | null): Theme {
  const value = readCookie(cookieHeader, THEME_COOKIE);
  return isTheme(value) ? value : "system";
}

export function serializeThemeCookie(theme: Theme): string {
  return preferenceCookie(THEME_COOKIE, theme);
}

/** Browser chrome colour: white for light, black otherwise; "system" gets one per colour scheme. */
export function themeColorMeta(theme: Theme): { content: string; media?: string }[] {
  if (theme === "light") return [{ content: "#ffffff" }];
  if (theme === "dark") return [{ content: "#000000" }];
  return [
    { content: "#ffffff", media: "(prefers-color-scheme: light)" },
    { content: "#000000", media: "(prefers-color-scheme: dark)" },
  ];
}

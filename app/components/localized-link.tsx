import { Link, type LinkProps, NavLink, type NavLinkProps, useLocation } from "react-router";
import { type Locale, localeFromPath, localizePath } from "~/lib/locale";

/** The locale of the page being shown; the URL is the single source of truth. */
export function useLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}

/** A link to a path given in English form, sent to the same page in the current locale. */
export function LocalizedLink({ to, ...props }: Omit<LinkProps, "to"> & { to: string }) {
  return <Link to={localizePath(to, useLocale())} {...props} />;
}

export function LocalizedNavLink({ to, ...props }: Omit<NavLinkProps, "to"> & { to: string }) {
  return <NavLink to={localizePath(to, useLocale())} {...props} />;
}

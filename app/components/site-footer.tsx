import { CookieSettingsLink } from "~/components/cookie-consent";
import { LocalizedLink } from "~/components/localized-link";
import { SECONDARY_NAV } from "~/components/navigation";
import { SupportLink } from "~/components/support-link";
import { m } from "~/paraglide/messages.js";

const linkClass =
  "inline-flex min-h-10 items-center rounded-md px-2 text-sm text-muted-foreground hover:text-foreground";

/** The block below every page but the landing page. */
export function SiteFooter() {
  return (
    <footer className="border-t bg-muted/40 pb-20 md:pb-0 print:hidden">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 sm:px-6 md:flex-row md:items-center md:justify-between">
        <p className="text-sm text-muted-foreground">{m.footer_tagline()}</p>
        <nav aria-label={m.footer_nav_label()}>
          <ul className="flex flex-wrap items-center gap-x-2 gap-y-1">
            {SECONDARY_NAV.map((item) => (
              <li key={item.to}>
                <LocalizedLink to={item.to} className={linkClass}>
                  {item.label()}
                </LocalizedLink>
              </li>
            ))}
            <li>
              <SupportLink className={linkClass} />
            </li>
            <li>
              <CookieSettingsLink className={linkClass}>{m.nav_cookie_settings()}</CookieSettingsLink>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}

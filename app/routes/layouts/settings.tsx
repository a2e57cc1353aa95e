import { Outlet, useLocation } from "react-router";
import { AppFrame } from "~/components/app-frame";
import { LocalizedNavLink } from "~/components/localized-link";
import { SETTINGS_SECTIONS } from "~/components/settings-sections";
import { cn } from "~/lib/cn";
import { stripLocale } from "~/lib/locale";
import { m } from "~/paraglide/messages.js";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

/** Settings: the section list beside the open section; on phones the list is its own page (/settings). */
export default function SettingsLayout() {
  const isIndex = stripLocale(useLocation().pathname) === "/settings";
  return (
    <AppFrame>
      <div className="flex flex-1 gap-8">
        <nav
          aria-label={m.settings_nav_label()}
          className={cn("w-56 shrink-0", isIndex ? "hidden" : "hidden md:block")}
        >
          <ul className="flex flex-col gap-1">
            {SETTINGS_SECTIONS.map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <LocalizedNavLink
                  to={to}
                  className={({ isActive }) =>
                    cn(
                      "flex min-h-10 items-center gap-3 rounded-md px-3 text-sm font-medium text-muted-foreground hover:bg-muted hover:text-foreground",
                      isActive && "bg-accent text-accent-foreground",
                    )
                  }
                >
                  <Icon aria-hidden className="size-4" />
                  {label()}
                </LocalizedNavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0 flex-1">
          <Outlet />
        </div>
      </div>
    </AppFrame>
  );
}

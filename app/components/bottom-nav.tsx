import { LocalizedNavLink } from "~/components/localized-link";
import { BOTTOM_NAV } from "~/components/navigation";
import { cn } from "~/lib/cn";
import { m } from "~/paraglide/messages.js";

/** Phones: the main sections at thumb's reach. Hidden from md up, where the header and sidebar take over. */
export function BottomNav() {
  return (
    <nav
      aria-label={m.nav_bottom_label()}
      className="fixed inset-x-0 bottom-0 z-30 border-t bg-background/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden print:hidden"
    >
      {/* Each item is as wide as its label and shares the rest: equal fifths were too narrow for "Einstellungen". */}
      <ul className="flex">
        {BOTTOM_NAV.map(({ to, label, icon: Icon }) => (
          <li key={to} className="flex-auto">
            <LocalizedNavLink
              to={to}
              className={({ isActive }) =>
                cn(
                  "flex min-h-14 flex-col items-center justify-center gap-1 px-1 text-center text-xs font-medium text-muted-foreground",
                  isActive && "text-primary",
                )
              }
            >
              <Icon aria-hidden className="size-5" />
              {label()}
            </LocalizedNavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

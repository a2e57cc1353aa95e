import { Menu, X } from "lucide-react";
import { useId, useRef } from "react";
import { AppSidebar } from "~/components/app-sidebar";
import { useCurrentUser } from "~/components/current-user";
import { LanguageSwitcher } from "~/components/language-switcher";
import { LocalizedLink } from "~/components/localized-link";
import { Logo } from "~/components/logo";
import { ThemeSwitcher } from "~/components/theme-switcher";
import { Button } from "~/components/ui/button";
import type { Theme } from "~/lib/theme";
import { m } from "~/paraglide/messages.js";

/** The header area above every page but the landing page. */
export function SiteHeader({ theme }: { theme: Theme }) {
  const menuId = useId();
  const menu = useRef<HTMLDivElement>(null);
  const user = useCurrentUser();
  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75 print:hidden">
      <div className="mx-auto flex h-14 max-w-7xl items-center gap-2 px-4 sm:px-6">
        <Button variant="ghost" size="icon" className="lg:hidden" aria-label={m.nav_open_menu()} popoverTarget={menuId}>
          <Menu aria-hidden className="size-5" />
        </Button>
        {/* A popover opens, closes on Escape or a click outside, and keeps focus order without any script, so the
            menu works on pages sent without the app's client code too (ADR 019). */}
        <div
          id={menuId}
          ref={menu}
          popover="auto"
          role="dialog"
          aria-labelledby={`${menuId}-title`}
          aria-describedby={`${menuId}-description`}
          className="fixed inset-y-0 left-0 m-0 h-dvh max-h-dvh w-72 max-w-[85vw] overflow-y-auto border-r bg-background p-4 text-foreground shadow-lg backdrop:bg-black/50"
        >
          <div className="mb-2 flex items-center justify-between gap-2">
            <h2 id={`${menuId}-title`} className="text-lg font-semibold">
              {m.nav_menu()}
            </h2>
            <Button
              variant="ghost"
              size="icon"
              aria-label={m.ui_close()}
              popoverTarget={menuId}
              popoverTargetAction="hide"
            >
              <X aria-hidden className="size-4" />
            </Button>
          </div>
          <p id={`${menuId}-description`} className="sr-only">
            {m.nav_menu_description()}
          </p>
          <AppSidebar onNavigate={() => menu.current?.hidePopover()} />
        </div>
        <Logo />
        <nav aria-label={m.nav_main_label()} className="ml-4 hidden items-center gap-1 md:flex">
          <LocalizedLink to="/recipes" className="rounded-md px-3 py-2 text-sm font-medium hover:bg-muted">
            {m.nav_recipes()}
          </LocalizedLink>
          <LocalizedLink to="/pricing" className="rounded-md px-3 py-2 text-sm font-medium hover:bg-muted">
            {m.nav_pricing()}
          </LocalizedLink>
        </nav>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <LanguageSwitcher />
          <div className="hidden sm:block">
            <ThemeSwitcher theme={theme} />
          </div>
          {user ? (
            <LocalizedLink
              to="/profile"
              aria-label={m.nav_profile_of({ name: user.name })}
              className="inline-flex size-9 items-center justify-center rounded-full bg-primary/15 text-sm font-semibold text-primary hover:bg-primary/25"
            >
              {user.name.trim().charAt(0).toUpperCase() || "?"}
            </LocalizedLink>
          ) : (
            <Button asChild size="sm" className="hidden sm:inline-flex">
              <LocalizedLink to="/auth/signin">{m.nav_sign_in()}</LocalizedLink>
            </Button>
          )}
        </div>
      </div>
    </header>
  );
}

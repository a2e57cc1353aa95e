import { Menu } from "lucide-react";
import { useState } from "react";
import { AppSidebar } from "~/components/app-sidebar";
import { useCurrentUser } from "~/components/current-user";
import { LanguageSwitcher } from "~/components/language-switcher";
import { LocalizedLink } from "~/components/localized-link";
import { Logo } from "~/components/logo";
import { ThemeSwitcher } from "~/components/theme-switcher";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "~/components/ui/dialog";
import type { Theme } from "~/lib/theme";
import { m } from "~/paraglide/messages.js";

/** The header area above every page but the landing page. */
export function SiteHeader({ theme }: { theme: Theme }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const user = useCurrentUser();
  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75 print:hidden">
      <div className="mx-auto flex h-14 max-w-7xl items-center gap-2 px-4 sm:px-6">
        <Dialog open={menuOpen} onOpenChange={setMenuOpen}>
          <DialogTrigger asChild>
            <Button variant="ghost" size="icon" className="lg:hidden" aria-label={m.nav_open_menu()}>
              <Menu aria-hidden className="size-5" />
            </Button>
          </DialogTrigger>
          <DialogContent
            closeLabel={m.ui_close()}
            className="top-0 left-0 h-dvh max-h-dvh w-72 max-w-[85vw] translate-x-0 translate-y-0 overflow-y-auto rounded-none p-4 sm:rounded-none"
          >
            <DialogTitle className="mb-2">{m.nav_menu()}</DialogTitle>
            <DialogDescription className="sr-only">{m.nav_menu_description()}</DialogDescription>
            <AppSidebar onNavigate={() => setMenuOpen(false)} />
          </DialogContent>
        </Dialog>
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

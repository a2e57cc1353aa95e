import { LogIn, LogOut } from "lucide-react";
import { Form, useSubmit } from "react-router";
import { CookieSettingsLink } from "~/components/cookie-consent";
import { useCurrentUser } from "~/components/current-user";
import { LocalizedNavLink, useLocale } from "~/components/localized-link";
import {
  COOKIE_SETTINGS_ICON as CookieIcon,
  MAIN_NAV,
  type NavItem,
  PROFILE_NAV,
  SECONDARY_NAV,
} from "~/components/navigation";
import { leaveDevice } from "~/components/offline/outbox";
import { SupportLink } from "~/components/support-link";
import { cn } from "~/lib/cn";
import { localizePath } from "~/lib/locale";
import { m } from "~/paraglide/messages.js";

const itemClass =
  "flex min-h-10 items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground";

function SidebarLink({ item, onNavigate }: { item: NavItem; onNavigate?: () => void }) {
  const Icon = item.icon;
  return (
    <li>
      <LocalizedNavLink
        to={item.to}
        onClick={onNavigate}
        className={({ isActive }) => cn(itemClass, isActive && "bg-accent text-accent-foreground")}
      >
        <Icon aria-hidden className="size-4 shrink-0" />
        {item.label()}
      </LocalizedNavLink>
    </li>
  );
}

/** The app's navigation: persistent on large screens, inside the menu drawer on small ones. */
export function AppSidebar({ onNavigate }: { onNavigate?: () => void }) {
  const user = useCurrentUser();
  const locale = useLocale();
  const submit = useSubmit();
  return (
    <nav aria-label={m.nav_sidebar_label()} className="flex h-full flex-col gap-6 text-sm">
      <ul className="flex flex-col gap-1">
        {MAIN_NAV.map((item) => (
          <SidebarLink key={item.to} item={item} onNavigate={onNavigate} />
        ))}
      </ul>
      <ul className="flex flex-col gap-1 border-t pt-4">
        {SECONDARY_NAV.map((item) => (
          <SidebarLink key={item.to} item={item} onNavigate={onNavigate} />
        ))}
        <li>
          <CookieSettingsLink className={itemClass} onNavigate={onNavigate}>
            <CookieIcon aria-hidden className="size-4 shrink-0" />
            {m.nav_cookie_settings()}
          </CookieSettingsLink>
        </li>
        <li>
          <SupportLink className={itemClass} withIcon onNavigate={onNavigate} />
        </li>
      </ul>
      <ul className="mt-auto flex flex-col gap-1 border-t pt-4">
        <SidebarLink item={PROFILE_NAV} onNavigate={onNavigate} />
        {user ? (
          <li>
            <Form
              method="post"
              action={localizePath("/auth/signout", locale)}
              onSubmit={(event) => {
                // What this device keeps of the cook goes first (ADR 017); the sign-out follows whatever happens.
                event.preventDefault();
                onNavigate?.();
                const form = event.currentTarget;
                void leaveDevice(user.offlineKey).finally(() => submit(form));
              }}
            >
              <button type="submit" className={cn(itemClass, "w-full text-left")}>
                <LogOut aria-hidden className="size-4 shrink-0" />
                {m.nav_logout()}
              </button>
            </Form>
          </li>
        ) : (
          <SidebarLink item={{ to: "/auth/signin", label: m.nav_sign_in, icon: LogIn }} onNavigate={onNavigate} />
        )}
      </ul>
    </nav>
  );
}

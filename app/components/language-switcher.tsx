import { Languages } from "lucide-react";
import { useLocation } from "react-router";
import { useLocale } from "~/components/localized-link";
import { cn } from "~/lib/cn";
import { localizePath } from "~/lib/locale";
import { m } from "~/paraglide/messages.js";

const LANGUAGE_NAMES = { en: "English", de: "Deutsch" } as const;

/**
 * Switches to the same page in the other language and remembers the choice in the locale cookie.
 * A plain form post, so it works before hydration and reloads the document with the new <html lang>.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const location = useLocation();
  const target = useLocale() === "de" ? "en" : "de";
  return (
    <form method="post" action="/api/preferences/locale" className={className}>
      <input type="hidden" name="redirectTo" value={localizePath(location.pathname + location.search, target)} />
      <button
        type="submit"
        name="value"
        value={target}
        lang={target}
        title={m.language_switch_title()}
        className={cn(
          "inline-flex min-h-10 items-center gap-2 rounded-md px-3 text-sm font-medium text-foreground hover:bg-muted",
        )}
      >
        <Languages aria-hidden className="size-4" />
        {LANGUAGE_NAMES[target]}
      </button>
    </form>
  );
}

import { Monitor, Moon, Sun } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useLocation, useRevalidator } from "react-router";
import { cn } from "~/lib/cn";
import type { Theme } from "~/lib/theme";
import { m } from "~/paraglide/messages.js";

const OPTIONS = [
  { value: "light", icon: Sun, label: m.theme_light },
  { value: "dark", icon: Moon, label: m.theme_dark },
  { value: "system", icon: Monitor, label: m.theme_system },
] as const satisfies { value: Theme; icon: unknown; label: () => string }[];

/** Shows a theme at once; the revalidated root data then renders the same attribute and the theme-color tags. */
function applyTheme(theme: Theme) {
  document.documentElement.dataset.theme = theme;
}

/**
 * Light, dark or system. Posts to the preferences API; without JavaScript the form post reloads the page,
 * with it the change applies immediately and the server's copy is re-read.
 */
export function ThemeSwitcher({ theme, showLabels = false }: { theme: Theme; showLabels?: boolean }) {
  const location = useLocation();
  const revalidator = useRevalidator();
  const [pending, setPending] = useState<Theme | null>(null);
  const current = pending ?? theme;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const value = submitter?.value as Theme | undefined;
    if (!value) return;
    event.preventDefault();
    setPending(value);
    applyTheme(value);
    const response = await fetch("/api/preferences/theme", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ value }),
    }).catch(() => null);
    if (!response?.ok) applyTheme(theme);
    await revalidator.revalidate();
    setPending(null);
  }

  return (
    <form method="post" action="/api/preferences/theme" onSubmit={onSubmit}>
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <fieldset className="inline-flex rounded-md border p-0.5">
        <legend className="sr-only">{m.theme_label()}</legend>
        {OPTIONS.map(({ value, icon: Icon, label }) => (
          <button
            key={value}
            type="submit"
            name="value"
            value={value}
            aria-pressed={current === value}
            title={label()}
            className={cn(
              "inline-flex min-h-9 min-w-9 items-center justify-center gap-2 rounded-sm px-2 text-sm text-muted-foreground hover:text-foreground",
              current === value && "bg-accent text-accent-foreground",
            )}
          >
            <Icon aria-hidden className="size-4" />
            <span className={showLabels ? undefined : "sr-only"}>{label()}</span>
          </button>
        ))}
      </fieldset>
    </form>
  );
}

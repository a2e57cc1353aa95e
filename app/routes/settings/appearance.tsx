import { useRouteLoaderData } from "react-router";
import { useCurrentUser } from "~/components/current-user";
import { LanguageSwitcher } from "~/components/language-switcher";
import { ThemeSwitcher } from "~/components/theme-switcher";
import { pageMeta } from "~/lib/meta";
import { m } from "~/paraglide/messages.js";
import type { loader as rootLoader } from "~/root";
import { SettingsSection } from "./+shared/section";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

export default function AppearanceSettings() {
  const theme = useRouteLoaderData<typeof rootLoader>("root")?.theme ?? "system";
  const signedIn = useCurrentUser() !== null;
  return (
    <SettingsSection title={m.settings_appearance()} description={m.settings_appearance_description()}>
      <div className="flex flex-col gap-6">
        <section aria-labelledby="theme-heading" className="flex flex-col gap-2">
          <h2 id="theme-heading" className="font-medium">
            {m.theme_label()}
          </h2>
          <p className="text-sm text-muted-foreground">{m.settings_theme_hint()}</p>
          <ThemeSwitcher theme={theme} showLabels />
        </section>
        <section aria-labelledby="language-heading" className="flex flex-col gap-2">
          <h2 id="language-heading" className="font-medium">
            {m.settings_language()}
          </h2>
          <p className="text-sm text-muted-foreground">{m.settings_language_hint()}</p>
          <LanguageSwitcher className="self-start rounded-md border" />
        </section>
        <p className="text-sm text-muted-foreground">
          {signedIn ? m.settings_appearance_note_account() : m.settings_appearance_note_device()}
        </p>
      </div>
    </SettingsSection>
  );
}

export const meta = () => pageMeta(m.settings_appearance());

import { ChevronRight } from "lucide-react";
import { LocalizedLink } from "~/components/localized-link";
import { PageHeader } from "~/components/page-header";
import { SETTINGS_SECTIONS } from "~/components/settings-sections";
import { pageMeta } from "~/lib/meta";
import { m } from "~/paraglide/messages.js";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

export default function Settings() {
  return (
    <>
      <PageHeader title={m.settings_title()} />
      <ul className="grid gap-3 md:grid-cols-2">
        {SETTINGS_SECTIONS.map(({ to, label, description, icon: Icon }) => (
          <li key={to}>
            <LocalizedLink
              to={to}
              className="flex items-center gap-4 rounded-xl border bg-card p-4 text-card-foreground hover:bg-muted"
            >
              <Icon aria-hidden className="size-5 shrink-0 text-primary" />
              <span className="flex-1">
                <span className="block font-medium">{label()}</span>
                <span className="block text-sm text-muted-foreground">{description()}</span>
              </span>
              <ChevronRight aria-hidden className="size-4 text-muted-foreground" />
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </>
  );
}

export const meta = () => pageMeta(m.settings_title());

import { Camera, Globe, NotebookText, PenLine, Sparkles } from "lucide-react";
import { EmptyState } from "~/components/empty-state";
import { PageHeader } from "~/components/page-header";
import { pageMeta } from "~/lib/meta";
import { requireSession } from "~/lib/session.server";
import { m } from "~/paraglide/messages.js";
import type { Route } from "./+types/index";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

const WAYS = [
  { icon: Globe, text: m.recipes_way_import },
  { icon: Camera, text: m.recipes_way_scan },
  { icon: Sparkles, text: m.recipes_way_ai },
  { icon: PenLine, text: m.recipes_way_manual },
];

export function loader({ context, request }: Route.LoaderArgs) {
  requireSession(context, request);
  return null;
}

export default function Recipes() {
  return (
    <>
      <PageHeader title={m.recipes_title()} description={m.recipes_description()} />
      <EmptyState icon={NotebookText} title={m.recipes_empty_title()} description={m.recipes_empty_description()}>
        <ul className="grid gap-2 text-left text-sm sm:grid-cols-2">
          {WAYS.map(({ icon: Icon, text }) => (
            <li key={text()} className="flex items-center gap-2 rounded-md bg-muted px-3 py-2">
              <Icon aria-hidden className="size-4 text-primary" />
              {text()}
            </li>
          ))}
        </ul>
      </EmptyState>
    </>
  );
}

export const meta = () => pageMeta(m.recipes_title());

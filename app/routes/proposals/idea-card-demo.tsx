import { Coins } from "lucide-react";
import { useLocation } from "react-router";
import { IdeaCard, IdeaCardSkeleton } from "~/components/idea-card";
import { PageHeader } from "~/components/page-header";
import { Button } from "~/components/ui/button";
import { stripLocale } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";
import { m } from "~/paraglide/messages.js";
import type { Route } from "./+types/idea-card-demo";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

/** Component pages: the idea card with an example idea (/proposals/IdeaCard) and while loading (…/IdeaCardLoader). */
function isLoaderDemo(pathname: string) {
  return stripLocale(pathname) === "/proposals/IdeaCardLoader";
}

export default function IdeaCardDemo() {
  const loading = isLoaderDemo(useLocation().pathname);
  return (
    <>
      <PageHeader
        title={loading ? m.demo_idea_card_loader_title() : m.demo_idea_card_title()}
        description={m.demo_idea_card_description()}
      />
      <div className="max-w-sm">
        {loading ? (
          <IdeaCardSkeleton />
        ) : (
          <IdeaCard
            idea={{
              title: m.demo_idea_title(),
              description: m.demo_idea_description(),
              cuisine: m.demo_idea_cuisine(),
              minutes: 25,
              keyIngredients: m.demo_idea_ingredients().split(", "),
              whyItFits: m.demo_idea_why(),
            }}
            actions={
              <Button type="button" disabled title={m.demo_idea_actions_disabled()}>
                <Coins aria-hidden className="size-4" />
                {m.idea_create_recipe()}
              </Button>
            }
          />
        )}
      </div>
    </>
  );
}

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(isLoaderDemo(location.pathname) ? m.demo_idea_card_loader_title() : m.demo_idea_card_title());

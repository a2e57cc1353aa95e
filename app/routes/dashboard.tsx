import { Lightbulb, NotebookText, Sparkles } from "lucide-react";
import { EmptyState } from "~/components/empty-state";
import { LocalizedLink } from "~/components/localized-link";
import { PageHeader } from "~/components/page-header";
import { Button } from "~/components/ui/button";
import { listIdeas } from "~/domain/ai/ideas.server";
import { listRecipes } from "~/domain/recipes/recipes.server";
import { pageMeta } from "~/lib/meta";
import { m } from "~/paraglide/messages.js";
import { appContext } from "~/server/context";
import { requireSession } from "~/server/session.server";
import type { Route } from "./+types/dashboard";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

const RECENT_RECIPES = 6;
const RECENT_IDEAS = 4;

export async function loader({ context, request }: Route.LoaderArgs) {
  const session = requireSession(context, request);
  const db = context.get(appContext).db;
  const [{ items }, ideas] = await Promise.all([
    listRecipes(db, session.user.id),
    listIdeas(db, session.user.id, RECENT_IDEAS),
  ]);
  return {
    name: session.user.name,
    recipes: items.slice(0, RECENT_RECIPES).map(({ id, title, totalMinutes }) => ({ id, title, totalMinutes })),
    ideas: ideas.map(({ id, title, minutes, cuisine }) => ({ id, title, minutes, cuisine })),
  };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={m.dashboard_greeting({ name: loaderData.name })} description={m.dashboard_description()} />
      <div className="grid gap-8 xl:grid-cols-2">
        <section aria-labelledby="recent-recipes" className="flex flex-col gap-3">
          <div className="flex items-center justify-between">
            <h2 id="recent-recipes" className="text-lg font-semibold">
              {m.dashboard_recent_recipes()}
            </h2>
            <LocalizedLink to="/recipes" className="text-sm font-medium text-primary hover:underline">
              {m.dashboard_see_all()}
            </LocalizedLink>
          </div>
          {loaderData.recipes.length === 0 ? (
            <EmptyState
              icon={NotebookText}
              title={m.recipes_empty_title()}
              description={m.dashboard_recipes_empty_description()}
            >
              <Button asChild variant="outline">
                <LocalizedLink to="/recipes/new">{m.dashboard_recipes_empty_action()}</LocalizedLink>
              </Button>
            </EmptyState>
          ) : (
            <ul className="flex flex-col divide-y rounded-xl border bg-card">
              {loaderData.recipes.map((recipe) => (
                <li key={recipe.id}>
                  <LocalizedLink
                    to={`/recipes/${recipe.id}`}
                    className="flex items-center justify-between gap-3 px-4 py-3 hover:bg-muted/50"
                  >
                    <span className="font-medium">
                      <bdi>{recipe.title}</bdi>
                    </span>
                    {recipe.totalMinutes !== null && (
                      <span className="text-sm text-muted-foreground">
                        {m.recipe_minutes({ minutes: recipe.totalMinutes })}
                      </span>
                    )}
                  </LocalizedLink>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="recent-ideas" className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
            <h2 id="recent-ideas" className="text-lg font-semibold">
              {m.dashboard_recent_ideas()}
            </h2>
            <div className="flex items-center gap-4 text-sm font-medium">
              <LocalizedLink to="/recipes/new/idea#ideas" className="whitespace-nowrap text-primary hover:underline">
                {m.dashboard_see_all()}
              </LocalizedLink>
              <Button asChild size="sm">
                <LocalizedLink to="/recipes/new/idea">
                  <Sparkles aria-hidden className="size-4" />
                  {m.dashboard_new_idea()}
                </LocalizedLink>
              </Button>
            </div>
          </div>
          {loaderData.ideas.length === 0 ? (
            <EmptyState icon={Lightbulb} title={m.ideas_empty_title()} description={m.ideas_empty_description()} />
          ) : (
            <ul className="flex flex-col divide-y rounded-xl border bg-card">
              {loaderData.ideas.map((idea) => (
                <li key={idea.id}>
                  <LocalizedLink
                    to={`/proposals/${idea.id}`}
                    className="flex items-center justify-between gap-3 px-4 py-3 hover:bg-muted/50"
                  >
                    <span className="font-medium">{idea.title}</span>
                    <span className="shrink-0 text-sm text-muted-foreground">
                      {m.recipe_minutes({ minutes: idea.minutes })}
                    </span>
                  </LocalizedLink>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}

export const meta = () => pageMeta(m.nav_home());

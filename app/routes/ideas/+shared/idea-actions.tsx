import { BookOpen, Coins } from "lucide-react";
import { useFetcher } from "react-router";
import { FormMessage } from "~/components/form-parts";
import { LocalizedLink, useLocale } from "~/components/localized-link";
import { PlanLimitMessage } from "~/components/plan-limit-message";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { CREDIT_COSTS, recipeFromIdeaCost } from "~/domain/billing/costs";
import { localizePath } from "~/lib/locale";
import { m } from "~/paraglide/messages.js";

type IdeaSummary = { id: string; recipeId: string | null; recipeStatus: "none" | "creating" | "done" };

/**
 * 'Create Recipe' or 'View Recipe' for an idea. The button says what it will take (the recipe, and an AI title photo
 * when one is painted and the credits cover it) and posts that choice, so the click costs what it said. Posts to the
 * idea's page, which answers with the new recipe; the button stays busy meanwhile, so a second click cannot send a
 * second request.
 */
export function IdeaActions({ idea, credits, aiImages }: { idea: IdeaSummary; credits: number; aiImages: boolean }) {
  const fetcher = useFetcher<{ error?: string; upgrade?: "credits" | "plan" | null }>();
  const locale = useLocale();
  const busy = fetcher.state !== "idle" || idea.recipeStatus === "creating";
  const cost = recipeFromIdeaCost(credits, aiImages);
  const affordable = credits >= CREDIT_COSTS.recipe;
  if (idea.recipeId) {
    return (
      <Button asChild variant="outline">
        <LocalizedLink to={`/recipes/${idea.recipeId}`}>
          <BookOpen aria-hidden className="size-4" />
          {m.idea_view_recipe()}
        </LocalizedLink>
      </Button>
    );
  }
  return (
    <div className="flex w-full flex-col gap-2">
      <fetcher.Form method="post" action={localizePath(`/proposals/${idea.id}`, locale)}>
        <input type="hidden" name="picture" value={cost.picture} />
        <Button
          type="submit"
          name="intent"
          value="create"
          aria-disabled={busy || !affordable}
          aria-describedby={aiImages ? `cost-${idea.id}` : undefined}
          disabled={!affordable}
          onClick={(event) => busy && event.preventDefault()}
        >
          {busy ? <Spinner label={m.idea_creating()} /> : <Coins aria-hidden className="size-4" />}
          {busy ? m.idea_creating() : m.idea_create_recipe()}
          <span className="text-xs font-normal opacity-80">{m.credits_cost({ count: cost.credits })}</span>
        </Button>
      </fetcher.Form>
      {aiImages && affordable && (
        <p id={`cost-${idea.id}`} className="text-xs text-muted-foreground">
          {cost.picture === "ai" ? m.idea_cost_with_photo() : m.idea_cost_illustration()}
        </p>
      )}
      {!affordable && !fetcher.data && (
        <p className="text-sm text-muted-foreground">
          {m.credits_none_left()}{" "}
          <LocalizedLink to="/pricing" className="font-medium text-primary hover:underline">
            {m.credits_get_more()}
          </LocalizedLink>
        </p>
      )}
      {fetcher.data?.error &&
        (fetcher.data.upgrade === "plan" ? (
          <PlanLimitMessage message={fetcher.data.error} />
        ) : (
          <FormMessage tone="error">
            {fetcher.data.error}
            {fetcher.data.upgrade === "credits" && (
              <LocalizedLink to="/pricing" className="font-medium underline">
                {m.credits_get_more()}
              </LocalizedLink>
            )}
          </FormMessage>
        ))}
    </div>
  );
}

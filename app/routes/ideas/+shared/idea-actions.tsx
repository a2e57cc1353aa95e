import { BookOpen, Coins } from "lucide-react";
import { useFetcher } from "react-router";
import { FormMessage } from "~/components/form-parts";
import { LocalizedLink, useLocale } from "~/components/localized-link";
import { PlanLimitMessage } from "~/components/plan-limit-message";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { localizePath } from "~/lib/locale";
import { m } from "~/paraglide/messages.js";

type IdeaSummary = { id: string; recipeId: string | null; recipeStatus: "none" | "creating" | "done" };

/**
 * 'Create Recipe' (one credit) or 'View Recipe' for an idea. Posts to the idea's page, which answers with the new
 * recipe; the button stays busy meanwhile, so a second click cannot send a second request.
 */
export function IdeaActions({ idea, credits }: { idea: IdeaSummary; credits: number }) {
  const fetcher = useFetcher<{ error?: string; upgrade?: "credits" | "plan" | null }>();
  const locale = useLocale();
  const busy = fetcher.state !== "idle" || idea.recipeStatus === "creating";
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
        <Button
          type="submit"
          name="intent"
          value="create"
          aria-disabled={busy || credits < 1}
          disabled={credits < 1}
          onClick={(event) => busy && event.preventDefault()}
        >
          {busy ? <Spinner label={m.idea_creating()} /> : <Coins aria-hidden className="size-4" />}
          {busy ? m.idea_creating() : m.idea_create_recipe()}
          <span className="text-xs font-normal opacity-80">{m.idea_cost_one()}</span>
        </Button>
      </fetcher.Form>
      {credits < 1 && !fetcher.data && (
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

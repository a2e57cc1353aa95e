import { Coins, Lightbulb, Settings2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { data, useNavigation } from "react-router";
import { EmptyState } from "~/components/empty-state";
import { FormMessage } from "~/components/form-parts";
import { IdeaCard, IdeaCardSkeleton } from "~/components/idea-card";
import { LocalizedLink } from "~/components/localized-link";
import { PageHeader } from "~/components/page-header";
import { PlanLimitMessage } from "~/components/plan-limit-message";
import { splitKnown } from "~/domain/accounts/preferences";
import { RATE_LIMITS } from "~/domain/accounts/rate-limit.server";
import { ideaRequestsLeft, listIdeas, loadIdeaUser } from "~/domain/ai/ideas.server";
import { aiServices } from "~/domain/ai/services.server";
import { creditBalance } from "~/domain/billing/credits.server";
import { PLANS } from "~/domain/billing/plans";
import { ALLERGEN_LABELS, DIET_LABELS, DIETS, EU_ALLERGENS } from "~/domain/diets/vocabulary";
import { pageMeta } from "~/lib/meta";
import { m } from "~/paraglide/messages.js";
import { appContext } from "~/server/context";
import { actionRetryAfter, retryAfterHeader } from "~/server/responses";
import { requireSession } from "~/server/session.server";
import { IdeaActions } from "./+shared/idea-actions";
import { IdeaSettings } from "./+shared/idea-settings";
import { readIdeaForm } from "./+shared/ideas.server";
import { type IdeasResult, useStreamedIdeas } from "./+shared/use-streamed-ideas";
import type { Route } from "./+types/new-idea";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

export const headers = actionRetryAfter;

export async function loader({ context, request }: Route.LoaderArgs) {
  const session = requireSession(context, request);
  const { env, services } = context.get(appContext);
  const { db } = aiServices(env);
  const user = await loadIdeaUser(db, session.user.id, services.payments === "stripe");
  const [credits, ideas, requestsLeft] = await Promise.all([
    creditBalance(db, user),
    listIdeas(db, user.id, 24),
    ideaRequestsLeft(db, user),
  ]);
  const restrictions = splitKnown(user.dietaryRestrictions, DIETS);
  const allergies = splitKnown(user.allergies, EU_ALLERGENS);
  return {
    credits,
    monthlyCredits: PLANS[user.plan.id].monthlyCredits,
    // Only a plan that caps idea requests says how many are left.
    ideaRequests: Number.isFinite(requestsLeft)
      ? { left: requestsLeft, total: PLANS[user.plan.id].limits.ideaRequests ?? 0 }
      : null,
    engine: services.ai,
    aiImages: services.aiImages === "openai-compatible",
    ideasPerHour: RATE_LIMITS.ideas.account.max,
    restrictions,
    allergies,
    ideas,
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await readIdeaForm(context, request);
  if ("errors" in form) return data<IdeasResult>({ errors: form.errors }, { status: 400 });
  if ("refused" in form) {
    const { error, retryAfterSeconds } = form.refused;
    return data<IdeasResult>({ formError: error }, { status: 429, headers: retryAfterHeader(retryAfterSeconds) });
  }
  const outcome = await form.run();
  if ("error" in outcome) {
    const { error, status, retryAfterSeconds, upgrade } = outcome;
    return data<IdeasResult>({ formError: error, upgrade }, { status, headers: retryAfterHeader(retryAfterSeconds) });
  }
  return data<IdeasResult>(outcome);
}

export default function NewIdea({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const streamed = useStreamedIdeas();
  const generating =
    streamed.progress !== null || (navigation.state === "submitting" && navigation.formMethod === "POST");
  const result = streamed.result ?? actionData;
  const ideasSection = useRef<HTMLElement>(null);
  // The ideas come in below the settings, out of sight on a phone (and on most desktops): without this the cook
  // pressed the button and saw nothing happen. The status line there tells screen readers.
  useEffect(() => {
    const section = ideasSection.current;
    if (generating && section && section.getBoundingClientRect().top > window.innerHeight / 2) {
      section.scrollIntoView({ block: "start" });
    }
  }, [generating]);
  const { restrictions, allergies } = loaderData;
  const applied = [
    ...restrictions.known.map((diet) => DIET_LABELS[diet]()),
    ...restrictions.custom,
    ...allergies.known.map((allergen) => m.ai_no_allergen({ allergen: ALLERGEN_LABELS[allergen]() })),
    ...allergies.custom.map((allergen) => m.ai_no_allergen({ allergen })),
  ];

  return (
    <>
      <PageHeader title={m.ai_title()} description={m.ai_description()} />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <section aria-labelledby="settings-heading" className="flex flex-col gap-4">
          <h2 id="settings-heading" className="sr-only">
            {m.ai_settings_heading()}
          </h2>
          {result?.formError &&
            (result.upgrade ? (
              <PlanLimitMessage message={result.formError} />
            ) : (
              <FormMessage tone="error">{result.formError}</FormMessage>
            ))}
          <IdeaSettings errors={result?.errors} onSubmit={streamed.generate} ideasPerHour={loaderData.ideasPerHour} />
        </section>
        <aside className="flex flex-col gap-4 text-sm">
          <div className="rounded-xl border bg-card p-4">
            <p className="flex items-center gap-2 font-semibold">
              <Coins aria-hidden className="size-4 text-primary" />
              {m.credits_of_month({ count: loaderData.credits, total: loaderData.monthlyCredits })}
            </p>
            <p className="mt-1 text-muted-foreground">{m.ai_costs()}</p>
            {loaderData.ideaRequests && (
              <p className="mt-1 text-muted-foreground">
                {m.ai_idea_requests_left({ count: loaderData.ideaRequests.left, total: loaderData.ideaRequests.total })}
              </p>
            )}
            {loaderData.credits < 1 && (
              <LocalizedLink to="/pricing" className="mt-2 inline-block font-medium text-primary hover:underline">
                {m.credits_get_more()}
              </LocalizedLink>
            )}
          </div>
          <div className="rounded-xl border bg-card p-4">
            <p className="font-semibold">{m.ai_applied_heading()}</p>
            <p className="mt-1 text-muted-foreground">
              {applied.length > 0 ? applied.join(" · ") : m.ai_applied_none()}
            </p>
            <LocalizedLink
              to="/settings/dietary-preferences"
              className="mt-2 inline-flex items-center gap-1 font-medium text-primary hover:underline"
            >
              <Settings2 aria-hidden className="size-4" />
              {m.ai_applied_edit()}
            </LocalizedLink>
          </div>
          <p className="rounded-xl border bg-card p-4 text-muted-foreground">
            {loaderData.engine === "built-in" ? m.ai_engine_builtin() : m.ai_engine_provider()}
          </p>
        </aside>
      </div>

      <section
        ref={ideasSection}
        id="ideas"
        aria-labelledby="ideas-heading"
        className="mt-10 flex scroll-mt-20 flex-col gap-4"
      >
        <h2 id="ideas-heading" className="text-lg font-semibold">
          {m.ai_ideas_heading()}
        </h2>
        <p role="status" className="text-sm text-muted-foreground">
          {generating
            ? streamed.progress
              ? m.ai_generating_progress({ count: streamed.progress, total: 3 })
              : m.ai_generating()
            : result?.generated
              ? m.ai_generated()
              : ""}
        </p>
        {result?.reasons && result.reasons.length > 0 && !generating && (
          <FormMessage tone="error">
            {result.reasons.map((reason) => (
              <p key={reason}>{reason}</p>
            ))}
          </FormMessage>
        )}
        {generating && (
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            <IdeaCardSkeleton />
            <IdeaCardSkeleton />
            <IdeaCardSkeleton />
          </div>
        )}
        {loaderData.ideas.length === 0 && !generating ? (
          <EmptyState icon={Lightbulb} title={m.ideas_empty_title()} description={m.ideas_empty_description()} />
        ) : (
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {loaderData.ideas.map((idea) => (
              <li key={idea.id}>
                <IdeaCard
                  idea={idea}
                  href={`/proposals/${idea.id}`}
                  actions={<IdeaActions idea={idea} credits={loaderData.credits} aiImages={loaderData.aiImages} />}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

export const meta = () => pageMeta(m.ai_title(), m.ai_description());

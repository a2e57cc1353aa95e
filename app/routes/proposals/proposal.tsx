import { data, redirect } from "react-router";
import { IdeaCard } from "~/components/idea-card";
import { PageHeader } from "~/components/page-header";
import { createRecipeFromIdea, getIdea, loadIdeaUser } from "~/domain/ai/ideas.server";
import { aiServices } from "~/domain/ai/services.server";
import { creditBalance } from "~/domain/billing/credits.server";
import { allowanceReachedMessage } from "~/domain/billing/plans";
import { localeFromPath, localizePath } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";
import { m } from "~/paraglide/messages.js";
import { appContext } from "~/server/context";
import { readForm } from "~/server/request-body.server";
import { actionRetryAfter, notFound, retryAfterHeader } from "~/server/responses";
import { requireSession } from "~/server/session.server";
import { IdeaActions } from "../ideas/+shared/idea-actions";
import type { Route } from "./+types/proposal";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

export const headers = actionRetryAfter;

/** One idea (proposal) of the signed-in cook; anyone else's gives 404. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const session = requireSession(context, request);
  const { db } = aiServices(context.get(appContext).env);
  const [idea, user] = await Promise.all([
    getIdea(db, session.user.id, params.proposalId),
    loadIdeaUser(db, session.user.id, context.get(appContext).services.payments === "stripe"),
  ]);
  if (!idea) throw notFound();
  const { request: _request, plan: _plan, userId: _owner, ...shown } = idea;
  const aiImages = context.get(appContext).services.aiImages === "openai-compatible";
  return { idea: shown, credits: await creditBalance(db, user), aiImages };
}

/**
 * 'Create Recipe': answers with the recipe (a redirect), or with what went wrong; the credit is never lost. The
 * title picture is the one the button offered (an AI photo costs its credit only when the button said so).
 */
export async function action({ context, request, params }: Route.ActionArgs) {
  const session = requireSession(context, request);
  const services = aiServices(context.get(appContext).env);
  const picture = (await readForm(request)).get("picture") === "ai" ? "ai" : "illustration";
  const user = await loadIdeaUser(services.db, session.user.id, context.get(appContext).services.payments === "stripe");
  const outcome = await createRecipeFromIdea(services, user, params.proposalId, picture);
  const locale = localeFromPath(new URL(request.url).pathname);
  switch (outcome.status) {
    case "created":
    case "exists":
      throw redirect(localizePath(`/recipes/${outcome.recipeId}`, locale));
    case "not-found":
      throw notFound();
    case "no-credits":
      return data({ error: m.credits_none_left(), upgrade: "credits" as const }, { status: 402 });
    case "limit":
      return data({ error: allowanceReachedMessage("recipes"), upgrade: "plan" as const }, { status: 402 });
    case "busy":
      return data({ error: m.idea_busy(), upgrade: null }, { status: 409 });
    case "failed":
      return data({ error: m.idea_failed(), upgrade: null }, { status: 502 });
    case "timeout":
      return data({ error: m.idea_timeout(), upgrade: null }, { status: 504 });
    case "unavailable": {
      const { retryAfterSeconds } = outcome;
      const error = m.idea_unavailable({ minutes: Math.ceil(retryAfterSeconds / 60) });
      return data({ error, upgrade: null }, { status: 503, headers: retryAfterHeader(retryAfterSeconds) });
    }
  }
}

export default function Proposal({ loaderData }: Route.ComponentProps) {
  const { idea, credits, aiImages } = loaderData;
  return (
    <>
      <PageHeader title={m.proposal_title()} description={m.proposal_description()} />
      <div className="max-w-xl">
        <IdeaCard idea={idea} actions={<IdeaActions idea={idea} credits={credits} aiImages={aiImages} />} />
        <p className="mt-3 text-sm text-muted-foreground">{m.credits_left({ count: credits })}</p>
      </div>
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.idea.title ?? m.proposal_title());

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
import { notFound } from "~/server/responses";
import { requireSession } from "~/server/session.server";
import { IdeaActions } from "../ideas/+shared/idea-actions";
import type { Route } from "./+types/proposal";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

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
  return { idea: shown, credits: await creditBalance(db, user) };
}

/** 'Create Recipe': answers with the recipe (a redirect), or with what went wrong; the credit is never lost. */
export async function action({ context, request, params }: Route.ActionArgs) {
  const session = requireSession(context, request);
  const services = aiServices(context.get(appContext).env);
  const user = await loadIdeaUser(services.db, session.user.id, context.get(appContext).services.payments === "stripe");
  const outcome = await createRecipeFromIdea(services, user, params.proposalId);
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
  }
}

export default function Proposal({ loaderData }: Route.ComponentProps) {
  const { idea, credits } = loaderData;
  return (
    <>
      <PageHeader title={m.proposal_title()} description={m.proposal_description()} />
      <div className="max-w-xl">
        <IdeaCard idea={idea} actions={<IdeaActions idea={idea} credits={credits} />} />
        <p className="mt-3 text-sm text-muted-foreground">{m.credits_left({ count: credits })}</p>
      </div>
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.idea.title ?? m.proposal_title());

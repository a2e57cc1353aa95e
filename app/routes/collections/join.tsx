import { Library, LogIn, UserPlus } from "lucide-react";
import { data, Form, type RouterContextProvider } from "react-router";
import { FormMessage, SubmitButton } from "~/components/form-parts";
import { LocalizedLink } from "~/components/localized-link";
import { Sentence, theirs } from "~/components/sentence";
import { Button } from "~/components/ui/button";
import { clientIp, consumeRateLimit } from "~/domain/accounts/rate-limit.server";
import { findJoinable, joinCollection } from "~/domain/collections/members.server";
import type { FormResult } from "~/lib/forms";
import { pageMeta } from "~/lib/meta";
import { m } from "~/paraglide/messages.js";
import { appContext } from "~/server/context";
import { localizedRedirect, notFound } from "~/server/responses";
import { requireSession } from "~/server/session.server";
import { JOIN_ROLE_LABELS } from "./+shared/collection-parts";
import type { Route } from "./+types/join";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

/** Join attempts count per IP and per account, looking a password up as much as using it; null while allowed. */
async function limited(context: Readonly<RouterContextProvider>, request: Request, email: string) {
  const result = await consumeRateLimit(context.get(appContext).env.DB, "join", {
    ip: clientIp(request),
    account: email,
  });
  if (result.allowed) return null;
  return {
    message: m.auth_error_rate_limited({ minutes: Math.ceil(result.retryAfterSeconds / 60) }),
    init: { status: 429, headers: { "retry-after": String(result.retryAfterSeconds) } },
  };
}

/**
 * A join link. Signed out: the way to sign in or sign up and back here, and nothing of the collection. Signed in:
 * the collection's name, owner and member count, and the Join button. A wrong, expired or turned-off password is
 * the same 404 as a collection that does not exist.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { db, session } = context.get(appContext);
  if (!session) return { signedIn: false as const, limited: null, collection: null };
  const refused = await limited(context, request, session.user.email);
  if (refused) return data({ signedIn: true as const, limited: refused.message, collection: null }, refused.init);
  const joinable = await findJoinable(db, params.joinPassword, session.user.id);
  if (!joinable) throw notFound();
  if (joinable.member) throw localizedRedirect(request, `/collections/${joinable.id}`);
  const { name, ownerName, memberCount, joinRole } = joinable;
  return { signedIn: true as const, limited: null, collection: { name, ownerName, memberCount, joinRole } };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const session = requireSession(context, request);
  const refused = await limited(context, request, session.user.email);
  if (refused) return data<FormResult>({ formError: refused.message }, refused.init);
  const { db, rooms } = context.get(appContext);
  const outcome = await joinCollection(db, rooms, session.user, params.joinPassword);
  if (outcome.status === "not-found") throw notFound();
  if (outcome.status === "full") return data<FormResult>({ formError: m.collection_join_full() }, { status: 409 });
  throw localizedRedirect(request, `/collections/${outcome.collectionId}`, {
    flash: outcome.status === "joined" ? { kind: "collection-joined" } : undefined,
  });
}

export default function Join({ loaderData, actionData, params }: Route.ComponentProps) {
  if (!loaderData.signedIn) {
    const back = new URLSearchParams({ redirectTo: `/join/${params.joinPassword}` });
    return (
      <div className="flex flex-col gap-4">
        <Library aria-hidden className="size-8 text-primary" />
        <h1 className="font-serif text-2xl font-semibold tracking-tight">{m.join_title()}</h1>
        <p className="text-muted-foreground">{m.join_sign_in_first()}</p>
        <div className="flex flex-wrap gap-2">
          <Button asChild>
            <LocalizedLink to={`/auth/signin?${back}`}>
              <LogIn aria-hidden className="size-4" />
              {m.nav_sign_in()}
            </LocalizedLink>
          </Button>
          <Button asChild variant="outline">
            <LocalizedLink to={`/auth/signup?${back}`}>
              <UserPlus aria-hidden className="size-4" />
              {m.auth_create_account_link()}
            </LocalizedLink>
          </Button>
        </div>
      </div>
    );
  }
  const { collection } = loaderData;
  if (!collection) {
    return (
      <div className="flex flex-col gap-4">
        <h1 className="font-serif text-2xl font-semibold tracking-tight">{m.join_title()}</h1>
        <FormMessage tone="error">{loaderData.limited}</FormMessage>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <Library aria-hidden className="size-8 text-primary" />
      <h1 className="font-serif text-2xl font-semibold tracking-tight break-words">
        <Sentence>{m.join_heading({ name: theirs(collection.name) })}</Sentence>
      </h1>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{m.join_owner()}</dt>
        <dd className="break-words">
          <bdi>{collection.ownerName}</bdi>
        </dd>
        <dt className="text-muted-foreground">{m.join_members()}</dt>
        <dd>{m.collection_member_count({ count: collection.memberCount })}</dd>
        <dt className="text-muted-foreground">{m.join_you_can()}</dt>
        <dd>{JOIN_ROLE_LABELS[collection.joinRole]()}</dd>
      </dl>
      {actionData?.formError && <FormMessage tone="error">{actionData.formError}</FormMessage>}
      <Form method="post">
        <SubmitButton size="lg" className="w-full">
          {m.join_submit()}
        </SubmitButton>
      </Form>
    </div>
  );
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta(loaderData?.collection ? m.join_heading({ name: loaderData.collection.name }) : m.join_title()),
  // A join link is a password: it stays out of search engines and out of other sites' logs.
  { name: "robots", content: "noindex" },
  { name: "referrer", content: "no-referrer" },
];

import { useLocale } from "~/components/localized-link";
import { ProfileCard } from "~/components/profile-card";
import { getPublicProfile } from "~/domain/users/queries.server";
import { pageMeta } from "~/lib/meta";
import { m } from "~/paraglide/messages.js";
import { appContext } from "~/server/context";
import { notFound } from "~/server/responses";
import type { Route } from "./+types/public-profile";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

/** A cook's public profile, open to anyone. Public collections join it with the collections feature. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const profile = await getPublicProfile(context.get(appContext).db, params.userId);
  if (!profile) throw notFound();
  return { name: profile.name, image: profile.image, memberSince: profile.memberSince.toISOString() };
}

export default function PublicProfile({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  return (
    <>
      <h1 className="sr-only">{m.profile_public_heading({ name: loaderData.name })}</h1>
      <ProfileCard profile={loaderData} locale={locale} />
      <p className="mt-6 text-sm text-muted-foreground">{m.profile_public_collections_none()}</p>
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData: loaded }) =>
  pageMeta(loaded ? m.profile_public_heading({ name: loaded.name }) : m.error_not_found_title());

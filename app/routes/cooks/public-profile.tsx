import { LocalizedLink, useLocale } from "~/components/localized-link";
import { ProfileCard } from "~/components/profile-card";
import { Sentence, theirs } from "~/components/sentence";
import { publicCollectionPath } from "~/domain/collections/public-path";
import { listPublicCollections } from "~/domain/collections/shared-recipes.server";
import { getPublicProfile } from "~/domain/users/queries.server";
import { pageMeta } from "~/lib/meta";
import { m } from "~/paraglide/messages.js";
import { appContext } from "~/server/context";
import { notFound } from "~/server/responses";
import type { Route } from "./+types/public-profile";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

/** A cook's public profile, open to anyone, with the collections they made public. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const db = context.get(appContext).db;
  const [profile, collections] = await Promise.all([
    getPublicProfile(db, params.userId),
    listPublicCollections(db, params.userId),
  ]);
  if (!profile) throw notFound();
  return { name: profile.name, image: profile.image, memberSince: profile.memberSince.toISOString(), collections };
}

export default function PublicProfile({ loaderData, params }: Route.ComponentProps) {
  const locale = useLocale();
  return (
    <>
      <h1 className="sr-only">
        <Sentence>{m.profile_public_heading({ name: theirs(loaderData.name) })}</Sentence>
      </h1>
      <ProfileCard profile={loaderData} locale={locale} />
      <section aria-labelledby="public-collections-heading" className="mt-8 flex flex-col gap-3">
        <h2 id="public-collections-heading" className="text-lg font-semibold">
          {m.profile_public_collections()}
        </h2>
        {loaderData.collections.length === 0 ? (
          <p className="text-sm text-muted-foreground">{m.profile_public_collections_none()}</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2">
            {loaderData.collections.map((collection) => (
              <li key={collection.id}>
                <LocalizedLink
                  to={publicCollectionPath(params.userId, collection.id)}
                  className="flex h-full flex-col gap-1 rounded-xl border bg-card p-4 transition-colors hover:border-primary/50"
                >
                  <span className="font-semibold break-words">
                    <bdi>{collection.name}</bdi>
                  </span>
                  {collection.description && (
                    <span dir="auto" className="line-clamp-2 text-sm text-muted-foreground">
                      {collection.description}
                    </span>
                  )}
                  <span className="mt-auto pt-1 text-xs text-muted-foreground">
                    {m.collection_recipe_count({ count: collection.recipeCount })}
                  </span>
                </LocalizedLink>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData: loaded }) =>
  pageMeta(loaded ? m.profile_public_heading({ name: loaded.name }) : m.error_not_found_title());

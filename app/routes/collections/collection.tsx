import { Globe, Plus } from "lucide-react";
import { FormMessage } from "~/components/form-parts";
import { LocalizedLink, useLocale } from "~/components/localized-link";
import { Sentence, theirs } from "~/components/sentence";
import { ShareButton } from "~/components/share-button";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { getCollectionPage } from "~/domain/collections/collections.server";
import { publicCollectionPath } from "~/domain/collections/public-path";
import { canAdd } from "~/domain/collections/rules";
import { localizePath } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";
import { m } from "~/paraglide/messages.js";
import { appContext } from "~/server/context";
import { readForm } from "~/server/request-body.server";
import { notFound } from "~/server/responses";
import { requireSession } from "~/server/session.server";
import { collectionAction } from "./+shared/collection-actions.server";
import { NotesSection } from "./+shared/collection-notes";
import { CollectionCover, coverOf, ROLE_LABELS } from "./+shared/collection-parts";
import { MembersSection, SharingSection } from "./+shared/collection-people";
import { RecipesSection } from "./+shared/collection-recipes";
import { LeaveSection, SettingsSection } from "./+shared/collection-settings";
import { LiveStatus, liveEndText, Presence, useLiveCollection } from "./+shared/live";
import type { Route } from "./+types/collection";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

/** A collection as its members see it; the owner also gets the sharing settings. Anyone else gets 404. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const session = requireSession(context, request);
  const { db, locale } = context.get(appContext);
  const page = await getCollectionPage(db, session.user.id, params.collectionId);
  if (!page) throw notFound();
  const origin = new URL(request.url).origin;
  const { sharing, ...shown } = page;
  return {
    ...shown,
    sharing: sharing && {
      joinLink: sharing.joinPassword ? `${origin}${localizePath(`/join/${sharing.joinPassword}`, locale)}` : null,
      joinExpiresAt: sharing.joinExpiresAt,
      joinRole: sharing.joinRole,
      isPublic: sharing.isPublic,
      publicPath: publicCollectionPath(page.collection.ownerId, page.collection.id),
    },
    viewerId: session.user.id,
    loadedAt: Date.now(),
  };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const session = requireSession(context, request);
  const formData = await readForm(request);
  return collectionAction({ context, request, session, collectionId: params.collectionId, formData });
}

export default function Collection({ loaderData, actionData }: Route.ComponentProps) {
  const { collection, recipes, viewerId } = loaderData;
  const locale = useLocale();
  const { snapshot, announcement } = useLiveCollection(collection.id, viewerId, loaderData.loadedAt);
  const ended = liveEndText(snapshot);
  const owner = collection.role === "owner";
  const cover = coverOf(collection);

  return (
    <article className="flex flex-col gap-8">
      {ended && (
        <FormMessage tone="error">
          <p>{ended}</p>
          <LocalizedLink to="/collections" className="font-medium underline">
            {m.collections_back()}
          </LocalizedLink>
        </FormMessage>
      )}
      <header className="flex flex-col gap-3">
        {cover && (
          <div className="overflow-hidden rounded-xl">
            <CollectionCover cover={cover} slot="page" loading="priority" />
          </div>
        )}
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="font-serif text-3xl font-semibold tracking-tight break-words">
            <bdi>{collection.name}</bdi>
          </h1>
          {loaderData.sharing?.isPublic && (
            <Badge variant="outline">
              <Globe aria-hidden className="size-3" />
              {m.collection_public_badge()}
            </Badge>
          )}
          {loaderData.sharing?.isPublic && (
            <ShareButton
              title={collection.name}
              path={localizePath(loaderData.sharing.publicPath, locale)}
              className="ml-auto"
            />
          )}
        </div>
        {collection.description && (
          <p dir="auto" className="whitespace-pre-line break-words text-muted-foreground">
            {collection.description}
          </p>
        )}
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <span>
            {owner ? (
              m.collection_yours()
            ) : (
              <Sentence>{m.collection_owned_by({ name: theirs(collection.ownerName) })}</Sentence>
            )}
          </span>
          <span>{m.collection_recipe_count({ count: recipes.length })}</span>
          <span>{m.collection_member_count({ count: loaderData.members.length })}</span>
          <span>{m.collection_your_role({ role: ROLE_LABELS[collection.role]() })}</span>
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <LiveStatus snapshot={snapshot} />
          <Presence snapshot={snapshot} viewerId={viewerId} />
        </div>
        <p aria-live="polite" className="min-h-5 text-sm text-muted-foreground">
          {announcement}
        </p>
        {canAdd(collection.role) && (
          <Button asChild className="self-start">
            <LocalizedLink to={`/recipes?${new URLSearchParams({ select: collection.id })}`}>
              <Plus aria-hidden className="size-4" />
              {m.collection_add_recipes()}
            </LocalizedLink>
          </Button>
        )}
      </header>

      <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex min-w-0 flex-col gap-8">
          <RecipesSection
            recipes={recipes}
            role={collection.role}
            viewerId={viewerId}
            coverRecipeId={collection.coverRecipeId}
            result={actionData}
          />
          <NotesSection
            notes={loaderData.notes}
            recipes={recipes}
            role={collection.role}
            viewerId={viewerId}
            result={actionData}
          />
        </div>
        <div className="flex min-w-0 flex-col gap-8">
          <MembersSection members={loaderData.members} owner={owner} viewerId={viewerId} result={actionData} />
          {loaderData.sharing && <SharingSection sharing={loaderData.sharing} locale={locale} result={actionData} />}
          {owner ? (
            <SettingsSection collection={collection} result={actionData} />
          ) : (
            <LeaveSection name={collection.name} />
          )}
        </div>
      </div>
    </article>
  );
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData
    ? pageMeta(loaderData.collection.name, loaderData.collection.description ?? undefined)
    : pageMeta(m.error_not_found_title());

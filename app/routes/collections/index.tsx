import { Globe, Library, Plus } from "lucide-react";
import { data, Form } from "react-router";
import { EmptyState } from "~/components/empty-state";
import { FormMessage, SubmitButton } from "~/components/form-parts";
import { LocalizedLink } from "~/components/localized-link";
import { PageHeader } from "~/components/page-header";
import { PlanLimitMessage } from "~/components/plan-limit-message";
import { Sentence, theirs } from "~/components/sentence";
import { Badge } from "~/components/ui/badge";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { allowanceReachedMessage } from "~/domain/billing/plans";
import { loadCookPlan } from "~/domain/billing/subscriptions.server";
import { collectionRoom, createCollection, listCollections } from "~/domain/collections/collections.server";
import { COLLECTION_LIMITS } from "~/domain/collections/rules";
import { CollectionFormSchema } from "~/domain/collections/schemas";
import { type FormResult, parseForm } from "~/lib/forms";
import { pageMeta } from "~/lib/meta";
import { m } from "~/paraglide/messages.js";
import { appContext } from "~/server/context";
import { readForm } from "~/server/request-body.server";
import { localizedRedirect } from "~/server/responses";
import { requireSession } from "~/server/session.server";
import { CollectionCover, coverOf, ROLE_LABELS } from "./+shared/collection-parts";
import type { Route } from "./+types/index";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

export async function loader({ context, request }: Route.LoaderArgs) {
  const session = requireSession(context, request);
  const collections = await listCollections(context.get(appContext).db, session.user.id);
  return {
    collections: collections.map(({ coverRecipeId, coverVersion, coverWidth, coverVariants, ...collection }) => ({
      ...collection,
      cover: coverOf({ coverRecipeId, coverVersion, coverWidth, coverVariants }),
    })),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const session = requireSession(context, request);
  const parsed = parseForm(CollectionFormSchema, await readForm(request));
  if (!parsed.success) return data<FormResult>({ errors: parsed.errors }, { status: 400 });
  const { db, services } = context.get(appContext);
  const plan = await loadCookPlan(db, services.payments === "stripe", session.user.id);
  if ((await collectionRoom(db, session.user.id, plan.id)) < 1) {
    return data<FormResult>({ formError: allowanceReachedMessage("collections"), upgrade: true }, { status: 402 });
  }
  const id = await createCollection(db, session.user.id, parsed.data);
  throw localizedRedirect(request, `/collections/${id}`, { flash: { kind: "collection-created" } });
}

export default function Collections({ loaderData, actionData }: Route.ComponentProps) {
  const { collections } = loaderData;
  return (
    <>
      <PageHeader title={m.collections_title()} description={m.collections_description()} />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section aria-labelledby="collections-heading" className="flex flex-col gap-4">
          <h2 id="collections-heading" className="sr-only">
            {m.collections_yours()}
          </h2>
          {collections.length === 0 ? (
            <EmptyState
              icon={Library}
              title={m.collections_empty_title()}
              description={m.collections_empty_description()}
            />
          ) : (
            <ul className="grid gap-3 sm:grid-cols-2">
              {collections.map((collection, index) => (
                <li key={collection.id}>
                  <LocalizedLink
                    to={`/collections/${collection.id}`}
                    className="flex h-full flex-col overflow-hidden rounded-xl border bg-card transition-colors hover:border-primary/50"
                  >
                    <CollectionCover cover={collection.cover} slot="card" loading={index < 2 ? "eager" : "lazy"} />
                    <span className="flex flex-1 flex-col gap-1.5 p-4">
                      <span className="font-semibold">
                        <bdi>{collection.name}</bdi>
                      </span>
                      {collection.description && (
                        <span dir="auto" className="line-clamp-2 text-sm text-muted-foreground">
                          {collection.description}
                        </span>
                      )}
                      <span className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 pt-1 text-xs text-muted-foreground">
                        <span>{m.collection_recipe_count({ count: collection.recipeCount })}</span>
                        <span>{m.collection_member_count({ count: collection.memberCount })}</span>
                        {collection.role === "owner" ? (
                          <Badge variant="secondary">{ROLE_LABELS.owner()}</Badge>
                        ) : (
                          <span>
                            <Sentence>{m.collection_owned_by({ name: theirs(collection.ownerName) })}</Sentence>
                          </span>
                        )}
                        {collection.isPublic && (
                          <span className="flex items-center gap-1">
                            <Globe aria-hidden className="size-3" />
                            {m.collection_public_badge()}
                          </span>
                        )}
                      </span>
                    </span>
                  </LocalizedLink>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section
          aria-labelledby="new-collection-heading"
          className="flex h-fit flex-col gap-4 rounded-xl border bg-card p-5"
        >
          <h2 id="new-collection-heading" className="flex items-center gap-2 font-semibold">
            <Plus aria-hidden className="size-4 text-primary" />
            {m.collections_new_title()}
          </h2>
          {actionData?.formError &&
            (actionData.upgrade ? (
              <PlanLimitMessage message={actionData.formError} />
            ) : (
              <FormMessage tone="error">{actionData.formError}</FormMessage>
            ))}
          <Form method="post" className="flex flex-col gap-4">
            <Field label={m.collection_field_name()} error={actionData?.errors?.name}>
              <Input name="name" required maxLength={COLLECTION_LIMITS.name} autoComplete="off" />
            </Field>
            <Field label={m.collection_field_description()} error={actionData?.errors?.description}>
              <Textarea name="description" rows={3} maxLength={COLLECTION_LIMITS.description} />
            </Field>
            <SubmitButton className="self-start">{m.collections_create()}</SubmitButton>
          </Form>
        </section>
      </div>
    </>
  );
}

export const meta = () => pageMeta(m.collections_title(), m.collections_description());

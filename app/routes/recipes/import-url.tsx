import { Globe } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { data, Form, useLocation, useSubmit } from "react-router";
import { z } from "zod";
import { BackLink } from "~/components/back-link";
import { FormMessage, SubmitButton } from "~/components/form-parts";
import { LocalizedLink } from "~/components/localized-link";
import { skipReloadWhenOffline } from "~/components/offline/offline-error";
import { PageHeader } from "~/components/page-header";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { clientIp } from "~/domain/accounts/rate-limit.server";
import { parseFetchableUrl } from "~/domain/import/guarded-fetch.server";
import { fetchRecipeImage, type ImportedDraft } from "~/domain/import/import.server";
import { importForCook, outboundAllowList } from "~/domain/import/service.server";
import type { ImportStage, UncertainPart } from "~/domain/recipes/draft";
import { RECIPE_LIMITS } from "~/domain/recipes/fields";
import type { FormResult } from "~/lib/forms";
import { localeFromPath } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";
import { m } from "~/paraglide/messages.js";
import { appContext } from "~/server/context";
import { ERROR_STATUS } from "~/server/errors";
import { BODY_LIMITS, readForm } from "~/server/request-body.server";
import { actionRetryAfter, retryAfterHeader } from "~/server/responses";
import { requireSession } from "~/server/session.server";
import { saveOrKeep } from "./+shared/offline-save";
import { draftValues, RecipeEditor } from "./+shared/recipe-editor";
import { saveRecipe } from "./+shared/save-recipe.server";
import type { Route } from "./+types/import-url";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

type Review = { intent: "import-url"; draft: ImportedDraft; duplicate: { id: string; title: string } | null };

export const headers = actionRetryAfter;

export function loader({ context, request }: Route.LoaderArgs) {
  requireSession(context, request);
  const { services } = context.get(appContext);
  const params = new URL(request.url).searchParams;
  return {
    url: params.get("url") ?? "",
    /** A link shared to the app (routes/share.ts): the import starts at once. */
    start: params.get("start") === "1",
    aiReads: services.ai === "openai-compatible",
  };
}

/** The hidden fields of the review form, checked again on save: only what an import may set. */
const ProvenanceSchema = z.object({
  sourceUrl: z
    .string()
    .max(4096)
    .refine((value) => parseFetchableUrl(value) !== null),
  sourceSite: z
    .string()
    .max(RECIPE_LIMITS.label * 2)
    .optional(),
  sourceAuthor: z
    .string()
    .max(RECIPE_LIMITS.label * 2)
    .optional(),
  yieldUnit: z.string().max(RECIPE_LIMITS.label).optional(),
  imageUrl: z.string().max(4096).optional(),
});

export async function action({ context, request }: Route.ActionArgs) {
  const session = requireSession(context, request);
  const { env, executionContext } = context.get(appContext);
  const formData = await readForm(request, BODY_LIMITS.pictures);
  const locale = localeFromPath(new URL(request.url).pathname);
  if (formData.get("intent") === "import-url") {
    const outcome = await importForCook(env, {
      userId: session.user.id,
      email: session.user.email,
      ip: clientIp(request),
      url: String(formData.get("url") ?? ""),
      locale,
      afterwards: (work) => executionContext.waitUntil(work),
    });
    if (!outcome.ok) {
      const { code, message, retryAfterSeconds } = outcome;
      return data<FormResult>(
        { intent: "import-url", errors: { url: message } },
        { status: ERROR_STATUS[code], headers: retryAfterHeader(retryAfterSeconds) },
      );
    }
    return { intent: "import-url", draft: outcome.draft, duplicate: outcome.duplicate } satisfies Review;
  }
  const provenance = ProvenanceSchema.safeParse(Object.fromEntries(formData));
  if (!provenance.success) throw data(null, { status: 400, statusText: "Bad Request" });
  const { sourceUrl, sourceSite, sourceAuthor, yieldUnit, imageUrl } = provenance.data;
  return saveRecipe(context, request, formData, undefined, {
    provenance: {
      origin: "import",
      sourceUrl,
      sourceSite: sourceSite || null,
      sourceAuthor: sourceAuthor || null,
      yieldUnit: yieldUnit || null,
    },
    remotePhoto: imageUrl ? () => fetchRecipeImage(imageUrl, outboundAllowList(env)) : undefined,
  });
}

export async function clientAction(args: Route.ClientActionArgs) {
  return saveOrKeep(args, null, (intent) => ({ intent, errors: { url: m.offline_needs_connection() } }));
}

const STAGE_NOTES: Record<ImportStage, () => string> = {
  "json-ld": m.url_import_stage_json_ld,
  microdata: m.url_import_stage_microdata,
  rdfa: m.url_import_stage_rdfa,
  heuristics: m.url_import_stage_heuristics,
  ai: m.url_import_stage_ai,
};

/** What the cook is asked to check when the page gave a part only by its shape, or not at all. */
const UNCERTAIN_NOTES: Record<UncertainPart, () => string> = {
  ingredients: m.url_import_uncertain_ingredients,
  instructions: m.url_import_uncertain_instructions,
};

/**
 * Import from a website: the address, then the recipe read from it opens in the editor for review; saving keeps the
 * page as its source and fetches its picture. A page imported before is named, with a link to the saved recipe.
 */
export default function ImportFromWebsite({ loaderData, actionData }: Route.ComponentProps) {
  useStartShared(loaderData.start ? loaderData.url : "");
  const fresh = actionData && "draft" in actionData ? (actionData as Review) : null;
  // The review stays while the cook saves it: a save with field errors answers without the draft.
  const [review, setReview] = useState<Review | null>(fresh);
  useEffect(() => {
    if (fresh) setReview(fresh);
  }, [fresh]);
  const current = fresh ?? review;
  const failed = actionData && !("draft" in actionData) ? (actionData as FormResult) : undefined;
  const importError = failed?.intent === "import-url" ? failed.errors?.url : undefined;
  const saveResult = failed?.intent === "save" ? failed : undefined;

  return (
    <>
      <BackLink to="/recipes/new" label={m.recipe_new_title()} />
      <PageHeader title={m.url_import_title()} description={m.url_import_text()} />
      <Form method="post" className="flex flex-col gap-3 rounded-xl border bg-card p-5" noValidate>
        <Field label={m.url_import_field()} error={importError}>
          <Input
            type="url"
            name="url"
            inputMode="url"
            autoComplete="url"
            placeholder="https://"
            defaultValue={current?.draft.source.url ?? loaderData.url}
            required
          />
        </Field>
        <div className="flex flex-wrap items-center gap-3">
          <SubmitButton intent="import-url">
            <Globe aria-hidden className="size-4" />
            {current ? m.url_import_another() : m.url_import_submit()}
          </SubmitButton>
          <p className="text-sm text-muted-foreground">
            {loaderData.aiReads ? m.url_import_ai_active() : m.url_import_ai_inactive()}
          </p>
        </div>
      </Form>
      {current && (
        <section aria-labelledby="review-heading" className="mt-10 flex flex-col gap-4">
          <h2 id="review-heading" className="text-xl font-semibold">
            {m.url_import_review_title()}
          </h2>
          <p className="text-sm text-muted-foreground">
            {m.url_import_review_text({
              site: current.draft.source.siteName ?? new URL(current.draft.source.url).hostname,
            })}{" "}
            {STAGE_NOTES[current.draft.source.stage]()} {current.draft.image ? m.url_import_photo_note() : ""}
          </p>
          {current.draft.source.uncertain.length > 0 && (
            <FormMessage tone="error">
              {current.draft.source.uncertain.map((part) => UNCERTAIN_NOTES[part]()).join(" ")}
            </FormMessage>
          )}
          {current.duplicate && (
            <FormMessage tone="success">
              {m.url_import_duplicate({ title: current.duplicate.title })}{" "}
              <LocalizedLink to={`/recipes/${current.duplicate.id}`} className="font-semibold underline">
                {m.url_import_open_existing()}
              </LocalizedLink>
            </FormMessage>
          )}
          <RecipeEditor
            key={current.draft.source.url}
            values={draftValues(current.draft)}
            result={saveResult}
            hidden={{
              sourceUrl: current.draft.source.url,
              sourceSite: current.draft.source.siteName ?? "",
              sourceAuthor: current.draft.author ?? "",
              yieldUnit: current.draft.yieldUnit ?? "",
              imageUrl: current.draft.image ?? "",
            }}
          />
        </section>
      )}
    </>
  );
}

/**
 * Starts the import of a link shared to the app, once; the address loses the link, so a reload does not import it
 * again (the field keeps it).
 */
function useStartShared(url: string) {
  const submit = useSubmit();
  const { pathname } = useLocation();
  const started = useRef(false);
  useEffect(() => {
    if (!url || started.current) return;
    started.current = true;
    submit({ intent: "import-url", url }, { method: "post", action: pathname, replace: true });
  }, [url, pathname, submit]);
}

export const shouldRevalidate = skipReloadWhenOffline;

export const meta = () => pageMeta(m.url_import_title(), m.url_import_text());

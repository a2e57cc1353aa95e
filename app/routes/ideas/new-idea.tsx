import { Coins, Dices, Lightbulb, Settings2, Shuffle, Sparkles } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { data, Form, useNavigation, useRevalidator } from "react-router";
import { EmptyState } from "~/components/empty-state";
import { FormMessage, SubmitButton } from "~/components/form-parts";
import { IdeaCard, IdeaCardSkeleton } from "~/components/idea-card";
import { LocalizedLink, useLocale } from "~/components/localized-link";
import { PageHeader } from "~/components/page-header";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { controlClasses, Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { splitKnown } from "~/domain/accounts/preferences";
import { EXAMPLE_IDEAS } from "~/domain/ai/examples";
import { listIdeas, loadIdeaUser } from "~/domain/ai/ideas.server";
import { CUISINE_LABELS, DURATION_LABELS, IDEA_DIET_LABELS } from "~/domain/ai/labels";
import { IDEA_LIMITS } from "~/domain/ai/schemas";
import { aiServices } from "~/domain/ai/services.server";
import { CUISINES, type Cuisine, DURATIONS, type Duration, IDEA_DIETS, MAX_CUISINES } from "~/domain/ai/vocabulary";
import { creditBalance } from "~/domain/billing/credits.server";
import { STANDARD_PLAN } from "~/domain/billing/plans";
import { ALLERGEN_LABELS, DIET_LABELS, DIETS, EU_ALLERGENS } from "~/domain/diets/vocabulary";
import { cn } from "~/lib/cn";
import type { FieldErrors } from "~/lib/forms";
import { localizePath } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";
import { m } from "~/paraglide/messages.js";
import { appContext } from "~/server/context";
import { requireSession } from "~/server/session.server";
import { IdeaActions } from "./+shared/idea-actions";
import { readIdeaForm } from "./+shared/ideas.server";
import type { Route } from "./+types/new-idea";
import type { GenerateEvent } from "./generate";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

export async function loader({ context, request }: Route.LoaderArgs) {
  const session = requireSession(context, request);
  const { env } = context.get(appContext);
  const { db } = aiServices(env);
  const user = await loadIdeaUser(db, session.user.id);
  const [credits, ideas] = await Promise.all([creditBalance(db, user), listIdeas(db, user.id, 24)]);
  const restrictions = splitKnown(user.dietaryRestrictions, DIETS);
  const allergies = splitKnown(user.allergies, EU_ALLERGENS);
  return {
    credits,
    monthlyCredits: STANDARD_PLAN.monthlyCredits,
    engine: context.get(appContext).services.ai,
    restrictions,
    allergies,
    ideas,
  };
}

type ActionResult = {
  errors?: FieldErrors;
  formError?: string;
  reasons?: string[];
  generated?: number;
};

export async function action({ context, request }: Route.ActionArgs) {
  const form = await readIdeaForm(context, request);
  if ("errors" in form) return data<ActionResult>({ errors: form.errors }, { status: 400 });
  const outcome = await form.run();
  if ("error" in outcome) return data<ActionResult>({ formError: outcome.error }, { status: 502 });
  return data<ActionResult>(outcome);
}

const pickRandom = <T,>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

/** The settings form: duration, up to three cuisines (or one of the cook's own), a diet, and the idea in words. */
function IdeaSettings({
  errors,
  onSubmit,
}: {
  errors?: FieldErrors;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}) {
  const ideaRef = useRef<HTMLTextAreaElement>(null);
  const [duration, setDuration] = useState<Duration>("medium");
  const [cuisines, setCuisines] = useState<Cuisine[]>([]);
  const [diet, setDiet] = useState<(typeof IDEA_DIETS)[number]>("no-preference");
  const [customCuisine, setCustomCuisine] = useState(false);
  const [customDiet, setCustomDiet] = useState(false);
  const [limitHit, setLimitHit] = useState(false);
  // The server renders the first example; the browser then shows a random one (no hydration mismatch).
  const [placeholder, setPlaceholder] = useState(() => m.ai_example_01());
  useEffect(() => setPlaceholder(pickRandom(EXAMPLE_IDEAS)()), []);

  const toggleCuisine = (cuisine: Cuisine, on: boolean) => {
    if (on && cuisines.length >= MAX_CUISINES) {
      setLimitHit(true);
      return;
    }
    setLimitHit(false);
    setCuisines(on ? [...cuisines, cuisine] : cuisines.filter((other) => other !== cuisine));
  };
  const randomIdea = () => {
    if (ideaRef.current) ideaRef.current.value = pickRandom(EXAMPLE_IDEAS)();
  };
  const randomSettings = () => {
    setDuration(pickRandom(DURATIONS));
    const shuffled = [...CUISINES].filter((cuisine) => cuisine !== "all").sort(() => Math.random() - 0.5);
    setCuisines(shuffled.slice(0, 1 + Math.floor(Math.random() * 2)));
    setDiet(pickRandom(IDEA_DIETS));
    setCustomCuisine(false);
    setCustomDiet(false);
    setLimitHit(false);
    randomIdea();
  };

  return (
    <Form method="post" className="flex flex-col gap-6" noValidate onSubmit={onSubmit}>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-semibold">{m.ai_duration_legend()}</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {DURATIONS.map((option) => (
            <label
              key={option}
              className="flex min-h-11 items-center gap-3 rounded-md border px-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/10"
            >
              <input
                type="radio"
                name="duration"
                value={option}
                checked={duration === option}
                onChange={() => setDuration(option)}
                className="size-4 accent-primary"
              />
              {DURATION_LABELS[option]()}
            </label>
          ))}
        </div>
        {errors?.duration && <p className="text-sm text-destructive">{errors.duration}</p>}
      </fieldset>

      <fieldset className="flex flex-col gap-2" aria-describedby="cuisine-count">
        <legend className="mb-2 font-semibold">{m.ai_cuisines_legend({ max: MAX_CUISINES })}</legend>
        <div className="flex flex-wrap gap-2">
          {CUISINES.map((cuisine) => (
            <label
              key={cuisine}
              className="flex min-h-10 items-center gap-2 rounded-full border px-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/10"
            >
              <input
                type="checkbox"
                name="cuisines"
                value={cuisine}
                checked={cuisines.includes(cuisine)}
                onChange={(event) => toggleCuisine(cuisine, event.target.checked)}
                className="size-4 accent-primary"
              />
              {CUISINE_LABELS[cuisine]()}
            </label>
          ))}
        </div>
        <p id="cuisine-count" className="text-sm text-muted-foreground">
          {m.ai_cuisines_count({ count: cuisines.length, max: MAX_CUISINES })}
        </p>
        <p role="alert" className="text-sm text-destructive">
          {limitHit ? m.ai_too_many_cuisines({ max: MAX_CUISINES }) : (errors?.cuisines ?? "")}
        </p>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={customCuisine}
            onChange={(event) => setCustomCuisine(event.target.checked)}
            className="size-4 accent-primary"
          />
          {m.ai_custom_cuisine_toggle()}
        </label>
        {customCuisine && (
          <Field label={m.ai_custom_cuisine()} error={errors?.customCuisine}>
            <Input name="customCuisine" maxLength={IDEA_LIMITS.custom} autoComplete="off" />
          </Field>
        )}
      </fieldset>

      <div className="flex flex-col gap-2">
        <Field label={m.ai_diet_label()} error={errors?.diet}>
          <select
            name="diet"
            value={diet}
            onChange={(event) => setDiet(event.target.value as (typeof IDEA_DIETS)[number])}
            className={cn(controlClasses, "min-h-10")}
          >
            {IDEA_DIETS.map((option) => (
              <option key={option} value={option}>
                {IDEA_DIET_LABELS[option]()}
              </option>
            ))}
          </select>
        </Field>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={customDiet}
            onChange={(event) => setCustomDiet(event.target.checked)}
            className="size-4 accent-primary"
          />
          {m.ai_custom_diet_toggle()}
        </label>
        {customDiet && (
          <Field label={m.ai_custom_diet()} error={errors?.customDiet}>
            <Input name="customDiet" maxLength={IDEA_LIMITS.custom} autoComplete="off" />
          </Field>
        )}
      </div>

      <div className="flex flex-col gap-2">
        <Field label={m.ai_idea_label()} hint={m.ai_idea_hint()} error={errors?.text}>
          <Textarea ref={ideaRef} name="text" rows={3} maxLength={IDEA_LIMITS.text} placeholder={placeholder} />
        </Field>
        <Button type="button" variant="ghost" size="sm" className="self-start" onClick={randomIdea}>
          <Dices aria-hidden className="size-4" />
          {m.ai_random_idea()}
        </Button>
      </div>

      <div className="flex flex-wrap gap-3">
        <SubmitButton>
          <Sparkles aria-hidden className="size-4" />
          {m.ai_generate()}
        </SubmitButton>
        <Button type="button" variant="outline" onClick={randomSettings}>
          <Shuffle aria-hidden className="size-4" />
          {m.ai_random_settings()}
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">{m.ai_generate_free()}</p>
    </Form>
  );
}

/** Posts the settings to the streaming endpoint and follows its progress line by line. */
function useStreamedIdeas() {
  const locale = useLocale();
  const revalidator = useRevalidator();
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<ActionResult>();
  const generate = async (event: FormEvent<HTMLFormElement>) => {
    // Without streams the form posts to the page's action, which answers when all ideas are there.
    if (typeof TextDecoderStream === "undefined") return;
    event.preventDefault();
    setProgress(0);
    setResult(undefined);
    try {
      const response = await fetch(localizePath("/recipes/new/idea/generate", locale), {
        method: "POST",
        body: new FormData(event.currentTarget),
      });
      if (response.status === 400) {
        setResult(await response.json());
        return;
      }
      if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = "";
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        const lines = buffer.split("\n");
        buffer = lines.pop() ?? "";
        for (const line of lines.filter(Boolean)) {
          const update = JSON.parse(line) as GenerateEvent;
          if ("progress" in update) setProgress(update.progress);
          else if ("done" in update) {
            await revalidator.revalidate();
            setResult(update.done);
          } else setResult({ formError: update.error });
        }
      }
    } catch {
      setResult({ formError: m.ai_generate_failed() });
    } finally {
      setProgress(null);
    }
  };
  return { generate, progress, result };
}

export default function NewIdea({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const streamed = useStreamedIdeas();
  const generating =
    streamed.progress !== null || (navigation.state === "submitting" && navigation.formMethod === "POST");
  const result = streamed.result ?? actionData;
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
          {result?.formError && <FormMessage tone="error">{result.formError}</FormMessage>}
          <IdeaSettings errors={result?.errors} onSubmit={streamed.generate} />
        </section>
        <aside className="flex flex-col gap-4 text-sm">
          <div className="rounded-xl border bg-card p-4">
            <p className="flex items-center gap-2 font-semibold">
              <Coins aria-hidden className="size-4 text-primary" />
              {m.credits_of_month({ count: loaderData.credits, total: loaderData.monthlyCredits })}
            </p>
            <p className="mt-1 text-muted-foreground">{m.ai_costs()}</p>
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

      <section id="ideas" aria-labelledby="ideas-heading" className="mt-10 flex flex-col gap-4">
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
                  actions={<IdeaActions idea={idea} credits={loaderData.credits} />}
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

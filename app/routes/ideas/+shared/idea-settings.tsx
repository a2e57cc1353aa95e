import { Dices, Shuffle, Sparkles } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Form } from "react-router";
import { SubmitButton } from "~/components/form-parts";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { controlClasses, Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { EXAMPLE_IDEAS } from "~/domain/ai/examples";
import { CUISINE_LABELS, DURATION_LABELS, IDEA_DIET_LABELS } from "~/domain/ai/labels";
import { IDEA_LIMITS } from "~/domain/ai/schemas";
import { CUISINES, type Cuisine, DURATIONS, type Duration, IDEA_DIETS, MAX_CUISINES } from "~/domain/ai/vocabulary";
import { cn } from "~/lib/cn";
import type { FieldErrors } from "~/lib/forms";
import { m } from "~/paraglide/messages.js";

const pickRandom = <T,>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

/** The settings form: duration, up to three cuisines (or one of the cook's own), a diet, and the idea in words. */
export function IdeaSettings({
  errors,
  onSubmit,
  ideasPerHour,
}: {
  errors?: FieldErrors;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** How many ideas a cook may ask for in an hour (the limits), said next to the button. */
  ideasPerHour: number;
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
      <p className="text-sm text-muted-foreground">{m.ai_generate_free({ count: ideasPerHour })}</p>
    </Form>
  );
}

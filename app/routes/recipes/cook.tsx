import { ChevronLeft, ChevronRight, Pause, Play, Timer, X } from "lucide-react";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { data, useLocation } from "react-router";
import { BackLink } from "~/components/back-link";
import { useLocale } from "~/components/localized-link";
import { Button } from "~/components/ui/button";
import { readVisibleRecipe } from "~/domain/collections/shared-recipes.server";
import { foldForSearch } from "~/domain/recipes/search-text";
import { cn } from "~/lib/cn";
import { pageMeta } from "~/lib/meta";
import { m } from "~/paraglide/messages.js";
import { appContext } from "~/server/context";
import { notFound, recipeVersionHeaders, withLoaderHeaders } from "~/server/responses";
import { requireSession } from "~/server/session.server";
import { type Display, displayOf, IngredientText, ScaledStep } from "./+shared/recipe-view";
import type { Route } from "./+types/cook";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const session = requireSession(context, request);
  // Cook mode also serves a recipe shared with the cook through a collection.
  const recipe = (await readVisibleRecipe(context.get(appContext).db, session.user.id, params.recipeId))?.recipe;
  if (!recipe) throw notFound();
  return data(
    {
      id: recipe.id,
      title: recipe.title,
      servings: recipe.servings,
      ingredients: recipe.ingredientSections.flatMap((section) => section.items),
      steps: recipe.instructionSections.flatMap((section) => section.items),
    },
    { headers: recipeVersionHeaders(recipe.updatedAt) },
  );
}

type RunningTimer = { id: number; label: string; endsAt: number; remainingMs: number; paused: boolean };

/** An ingredient belongs to a step when a word of its food (four letters or more) appears in the step. */
function usedIn(step: string, food: string): boolean {
  const text = foldForSearch(step);
  return foldForSearch(food)
    .split(/[^\p{L}]+/u)
    .some((word) => word.length >= 4 && text.includes(word));
}

/** Keeps the screen on while cooking, where the browser allows it, and takes the lock back after a tab switch. */
function useWakeLock() {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (!("wakeLock" in navigator)) return;
    let sentinel: WakeLockSentinel | undefined;
    let active = true;
    const acquire = async () => {
      try {
        sentinel = await navigator.wakeLock.request("screen");
        setHeld(active);
        sentinel.addEventListener("release", () => setHeld(false));
      } catch {
        setHeld(false);
      }
    };
    const onVisible = () => document.visibilityState === "visible" && acquire();
    acquire();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      active = false;
      document.removeEventListener("visibilitychange", onVisible);
      sentinel?.release().catch(() => {});
    };
  }, []);
  return held;
}

function chime() {
  const context = new AudioContext();
  [0, 0.35, 0.7].forEach((start) => {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.frequency.value = 880;
    gain.gain.setValueAtTime(0.25, context.currentTime + start);
    gain.gain.exponentialRampToValueAtTime(0.001, context.currentTime + start + 0.3);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(context.currentTime + start);
    oscillator.stop(context.currentTime + start + 0.3);
  });
}

function formatClock(ms: number) {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${seconds}` : `${minutes}:${seconds}`;
}

/** One step at a time in large type, with that step's ingredients marked and its times as timers. */
export default function CookMode({ loaderData }: Route.ComponentProps) {
  const { steps, ingredients } = loaderData;
  const [index, setIndex] = useState(0);
  const [timers, setTimers] = useState<RunningTimer[]>([]);
  const [now, setNow] = useState(() => Date.now());
  const nextTimerId = useRef(0);
  const awake = useWakeLock();
  const locale = useLocale();
  const step = steps[index];
  // The amounts the recipe page showed (scaled, converted), which its link to cook mode carries. The server and the
  // offline copy send the recipe as written, with no such state: the page first renders that, so that it hydrates
  // the HTML it was sent, and takes the carried amounts before the browser paints.
  const carried = useLocation().state;
  const [display, setDisplay] = useState<Display>(() => displayOf(null, loaderData.servings));
  useLayoutEffect(() => setDisplay(displayOf(carried, loaderData.servings)), [carried, loaderData.servings]);

  useEffect(() => {
    if (!timers.some((timer) => !timer.paused && timer.remainingMs > 0)) return;
    const tick = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(tick);
  }, [timers]);

  useEffect(() => {
    const finished = timers.filter((timer) => !timer.paused && timer.remainingMs > 0 && timer.endsAt <= now);
    if (finished.length === 0) return;
    chime();
    setTimers((all) => all.map((timer) => (finished.includes(timer) ? { ...timer, remainingMs: 0 } : timer)));
  }, [now, timers]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement) return;
      if (event.key === "ArrowRight") setIndex((current) => Math.min(steps.length - 1, current + 1));
      if (event.key === "ArrowLeft") setIndex((current) => Math.max(0, current - 1));
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [steps.length]);

  const startTimer = (minutes: number) => {
    nextTimerId.current += 1;
    const ms = minutes * 60_000;
    const label = m.cook_timer_label({ step: index + 1, minutes: new Intl.NumberFormat(locale).format(minutes) });
    setTimers((all) => [
      ...all,
      { id: nextTimerId.current, label, endsAt: Date.now() + ms, remainingMs: ms, paused: false },
    ]);
    setNow(Date.now());
  };
  const togglePause = (id: number) =>
    setTimers((all) =>
      all.map((timer) => {
        if (timer.id !== id) return timer;
        return timer.paused
          ? { ...timer, paused: false, endsAt: Date.now() + timer.remainingMs }
          : { ...timer, paused: true, remainingMs: Math.max(0, timer.endsAt - Date.now()) };
      }),
    );

  return (
    <div className="flex flex-col gap-6">
      <BackLink to={`/recipes/${loaderData.id}`} label={loaderData.title} />
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="font-serif text-2xl font-semibold">{m.recipe_cook_mode()}</h1>
        <p className="text-sm text-muted-foreground" role="status">
          {awake ? m.cook_screen_awake() : m.cook_screen_may_sleep()}
        </p>
      </div>
      {step ? (
        <section aria-labelledby="current-step" className="flex flex-col gap-6">
          <h2 id="current-step" className="text-lg font-medium text-muted-foreground">
            {m.cook_step_of({ step: index + 1, total: steps.length })}
          </h2>
          <p className="text-2xl leading-relaxed sm:text-3xl" aria-live="polite">
            <ScaledStep text={step.text} factor={display.factor} />
          </p>
          {step.timerMinutes.length > 0 && (
            <div className="flex flex-wrap gap-2">
              {step.timerMinutes.map((minutes, timerIndex) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a step may name the same time twice
                <Button key={timerIndex} variant="secondary" size="lg" onClick={() => startTimer(minutes)}>
                  <Timer aria-hidden className="size-5" />
                  {m.cook_start_timer({ minutes: new Intl.NumberFormat(locale).format(minutes) })}
                </Button>
              ))}
            </div>
          )}
          <div className="grid grid-cols-2 gap-3 sm:flex">
            <Button
              variant="outline"
              size="lg"
              className="h-auto min-h-11 whitespace-normal"
              disabled={index === 0}
              onClick={() => setIndex(index - 1)}
            >
              <ChevronLeft aria-hidden className="size-5" />
              {m.cook_previous()}
            </Button>
            <Button
              size="lg"
              className="h-auto min-h-11 whitespace-normal"
              disabled={index === steps.length - 1}
              onClick={() => setIndex(index + 1)}
            >
              {m.cook_next()}
              <ChevronRight aria-hidden className="size-5" />
            </Button>
          </div>
        </section>
      ) : (
        <p>{m.cook_no_steps()}</p>
      )}

      {timers.length > 0 && (
        <section aria-labelledby="timers-heading" className="flex flex-col gap-2">
          <h2 id="timers-heading" className="font-semibold">
            {m.cook_timers()}
          </h2>
          <ul className="flex flex-col gap-2">
            {timers.map((timer) => {
              const remaining = timer.paused ? timer.remainingMs : timer.remainingMs === 0 ? 0 : timer.endsAt - now;
              const done = remaining <= 0;
              return (
                <li
                  key={timer.id}
                  className={cn(
                    "flex items-center gap-3 rounded-lg border p-3",
                    done && "border-primary bg-primary/10",
                  )}
                >
                  <span className="flex-1 text-sm">{timer.label}</span>
                  <span className="font-mono text-xl tabular-nums" role={done ? "alert" : undefined}>
                    {done ? m.cook_timer_done() : formatClock(remaining)}
                  </span>
                  {!done && (
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={timer.paused ? m.cook_timer_resume() : m.cook_timer_pause()}
                      onClick={() => togglePause(timer.id)}
                    >
                      {timer.paused ? (
                        <Play aria-hidden className="size-4" />
                      ) : (
                        <Pause aria-hidden className="size-4" />
                      )}
                    </Button>
                  )}
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={m.cook_timer_remove()}
                    onClick={() => setTimers((all) => all.filter((other) => other.id !== timer.id))}
                  >
                    <X aria-hidden className="size-4" />
                  </Button>
                </li>
              );
            })}
          </ul>
        </section>
      )}

      <section aria-labelledby="cook-ingredients" className="flex flex-col gap-2">
        <h2 id="cook-ingredients" className="font-semibold">
          {m.recipe_ingredients()}
        </h2>
        <ul className="grid gap-1 sm:grid-cols-2">
          {ingredients.map((line) => {
            const current = step ? usedIn(step.text, line.food) : false;
            return (
              <li
                key={line.id}
                className={cn("rounded-md px-2 py-1 text-lg", current && "bg-primary/15 font-medium")}
                aria-current={current ? "true" : undefined}
              >
                <IngredientText line={line} display={display} />
                {current && <span className="sr-only"> {m.cook_used_in_step()}</span>}
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}

export const headers = withLoaderHeaders;

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData ? loaderData.title : m.recipe_cook_mode());

import { describe, expect, it } from "vitest";
import { buildConstraints } from "~/domain/ai/constraints";
import { generateIdeas, seededRandom, writeRecipe } from "~/domain/ai/engine";
import { EXAMPLE_IDEAS } from "~/domain/ai/examples";
import { checkIdea, checkRecipe } from "~/domain/ai/post-check";
import { IdeaRequestSchema } from "~/domain/ai/schemas";
import { CUISINES, DURATIONS, durationOf, IDEA_DIETS } from "~/domain/ai/vocabulary";
import { EU_ALLERGENS } from "~/domain/diets/vocabulary";

/**
 * bench:ai, run inside workerd by scripts/bench-ai.mjs: random preference sets through the built-in engine, every
 * idea and recipe read by the post-checks. Prints one JSON line the script turns into docs/benchmarks.md.
 */

const REQUESTS = 500;
const IDENTICAL = 100;

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}

describe("bench:ai", () => {
  it("measures the built-in engine", () => {
    const random = seededRandom(20261123);
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
    let ideasSeen = 0;
    let recipes = 0;
    let dietOk = 0;
    let allergenViolations = 0;
    let timeOk = 0;
    let consistent = 0;
    let threeDistinct = 0;
    let satisfiable = 0;
    const times: number[] = [];
    for (let index = 0; index < REQUESTS; index++) {
      const language = random() < 0.5 ? "en" : "de";
      const cuisines = [...new Set(Array.from({ length: Math.floor(random() * 4) }, () => pick(CUISINES)))];
      const request = IdeaRequestSchema.parse({
        duration: pick(DURATIONS),
        cuisines,
        diet: pick(IDEA_DIETS),
        text: random() < 0.7 ? pick(EXAMPLE_IDEAS)({}, { locale: language }) : "",
      });
      const user = {
        dietaryRestrictions: random() < 0.2 ? [pick(IDEA_DIETS.slice(1))] : [],
        allergies: Array.from({ length: Math.floor(random() * 3) }, () => pick(EU_ALLERGENS)),
      };
      const started = performance.now();
      const result = generateIdeas(request, user, language, seededRandom(index + 1));
      const recipesOfRequest = result.ideas.map(({ plan }) => writeRecipe(plan));
      times.push(performance.now() - started);
      const constraints = buildConstraints(request, user);
      const conflict = result.reasons.some((reason) => reason.code !== "too-narrow");
      if (!conflict) {
        satisfiable++;
        if (result.ideas.length === 3 && new Set(result.ideas.map(({ idea }) => idea.title)).size === 3)
          threeDistinct++;
      }
      result.ideas.forEach(({ idea }, position) => {
        ideasSeen++;
        const recipe = recipesOfRequest[position];
        expect(recipe).toBeDefined();
        if (!recipe) return;
        recipes++;
        const violations = [...checkIdea(idea, constraints), ...checkRecipe(recipe, constraints)];
        if (!violations.some((violation) => violation.kind === "diet" || violation.kind === "avoided")) dietOk++;
        allergenViolations += violations.filter((violation) => violation.kind === "allergen").length;
        if (
          durationOf(recipe.prepMinutes + recipe.cookMinutes) === request.duration &&
          durationOf(idea.minutes) === request.duration
        )
          timeOk++;
        if (
          !violations.some(
            (violation) => violation.kind === "unused-ingredient" || violation.kind === "unlisted-ingredient",
          )
        )
          consistent++;
      });
    }
    const identical = IdeaRequestSchema.parse({ duration: "medium", cuisines: [], diet: "vegetarian", text: "" });
    const titles: string[] = [];
    for (let index = 0; index < IDENTICAL; index++) {
      titles.push(
        ...generateIdeas(identical, { dietaryRestrictions: [], allergies: [] }, "en").ideas.map(
          ({ idea }) => idea.title,
        ),
      );
    }
    const figures = {
      requests: REQUESTS,
      satisfiable,
      ideas: ideasSeen,
      diet: dietOk / Math.max(1, ideasSeen),
      allergen_violations: allergenViolations,
      time_bucket: timeOk / Math.max(1, recipes),
      three_distinct: threeDistinct / Math.max(1, satisfiable),
      consistency: consistent / Math.max(1, recipes),
      variety: new Set(titles).size / Math.max(1, titles.length),
      p95_ms: percentile(times, 0.95),
    };
    console.log(`BENCH_AI ${JSON.stringify(figures)}`);
    expect(ideasSeen).toBeGreaterThan(0);
  });
});

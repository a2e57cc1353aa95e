// bench:ai — the built-in engine inside workerd (vitest with the Workers pool, tests/bench/ai.bench.test.ts):
// 500 random preference sets (both languages, diets, stored restrictions, allergies, cuisines, durations, idea
// phrases) plus 100 identical requests for variety. Every idea and recipe is read by the post-checks. Writes
// between the bench:ai markers in docs/benchmarks.md and ends with one summary line.
import { runWorkerdBench, writeBenchmarkSection } from "./benchmarks-doc.mjs";

const [figures] = runWorkerdBench("tests/bench/ai.bench.test.ts", "BENCH_AI");
const percent = (share) => `${(share * 100).toFixed(1)} %`;
const date = new Date().toISOString().slice(0, 10);
const section = [
  "<!-- bench:ai:start -->",
  `Measured ${date} with \`npm run bench:ai\` on this project's 2-core machine, inside workerd: ${figures.requests}`,
  "random preference sets through the built-in engine (English and German, every diet, stored restrictions, up to",
  "two EU allergens, up to three cuisines, every duration, and 70 % with an idea phrase from the idea box). Every",
  "idea and recipe is read by the post-checks (app/domain/ai/post-check.ts), which scan the final text, not the",
  "engine's own bookkeeping. Variety: distinct titles among all ideas of 100 identical requests.",
  "",
  "| Measure | Result |",
  "| --- | --- |",
  `| Ideas generated | ${figures.ideas} |`,
  `| Diet compliance | ${percent(figures.diet)} |`,
  `| Allergen violations | ${figures.allergen_violations} |`,
  `| Time bucket compliance | ${percent(figures.time_bucket)} |`,
  `| Three distinct ideas per request | ${percent(figures.three_distinct)} of ${figures.satisfiable} requests |`,
  `| Ingredient–step consistency | ${percent(figures.consistency)} |`,
  `| Distinct titles over 100 identical requests | ${percent(figures.variety)} |`,
  `| p95 time per request (ideas and their recipes) | ${figures.p95_ms.toFixed(1)} ms |`,
  "",
  `${figures.requests - figures.satisfiable} of the ${figures.requests} sets cannot be met as asked (a wanted food the diet or`,
  "an allergy rules out, a food or dish that cannot be cooked in the time, two diets that exclude each other, an",
  "unknown custom cuisine): the engine then returns no ideas and says why, and those sets are left out of the",
  "three-ideas share. The rest of the gap are narrow combinations (one cuisine, a strict diet and a named dish)",
  "where the engine finds fewer than three different dishes and says so rather than bending a constraint.",
  "<!-- bench:ai:end -->",
].join("\n");
writeBenchmarkSection("ai", "AI: the built-in engine", section);
console.log(
  `bench:ai requests=${figures.requests} diet=${figures.diet.toFixed(3)} allergen_violations=${figures.allergen_violations} time_bucket=${figures.time_bucket.toFixed(3)} three_distinct=${figures.three_distinct.toFixed(3)} consistency=${figures.consistency.toFixed(3)} variety=${figures.variety.toFixed(3)} p95_ms=${figures.p95_ms.toFixed(1)}`,
);

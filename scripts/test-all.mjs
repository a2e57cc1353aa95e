// `npm test`: the typecheck and the linter, then every suite in order (workerd integration, DOM components and unit
// tests, the JavaScript budgets and the browser journeys on the build), then one plain summary line
// `N passed, N failed` with the real totals, which CI reads. Exits non-zero if anything failed.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";

const env = {
  ...process.env,
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_HIDE_BANNER: "true",
  WRANGLER_SEND_METRICS: "false",
};
const totals = { passed: 0, failed: 0, skipped: 0 };
/** How long each step took, printed before the totals: the test command must stay quick (issue 24). */
const durations = [];

function run(command, args) {
  const started = performance.now();
  const result = spawnSync(command, args, { stdio: "inherit", env });
  const name = args
    .filter((arg) => !arg.startsWith("-"))
    .slice(0, 3)
    .join(" ");
  durations.push(`${name} ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return result.status === 0;
}

function vitest(config, report) {
  rmSync(report, { force: true });
  const ok = run("npx", [
    "vitest",
    "run",
    "-c",
    config,
    "--reporter=default",
    "--reporter=json",
    `--outputFile=${report}`,
  ]);
  if (!existsSync(report)) return countCrash(config);
  const result = JSON.parse(readFileSync(report, "utf8"));
  totals.passed += result.numPassedTests;
  totals.failed += result.numFailedTests;
  totals.skipped += result.numPendingTests + result.numTodoTests;
  // A suite that fails to load has no failed test but a failed run: count it, or it would vanish from the totals.
  if (!ok && result.numFailedTests === 0) totals.failed += Math.max(1, result.numFailedTestSuites);
}

function countCrash(what) {
  console.error(`test-all: ${what} did not produce results`);
  totals.failed += 1;
}

/** A check that is not a test suite (types, lint) counts as one test: it passes or it fails. */
function check(name, args) {
  if (run("npm", args)) totals.passed += 1;
  else {
    console.error(`test-all: ${name} failed`);
    totals.failed += 1;
  }
}

// The typecheck also compiles the messages and generates the Worker's and the routes' types the suites need.
check("typecheck", ["run", "typecheck"]);
check("lint", ["run", "lint"]);
vitest("vitest.workers.config.ts", "test-results/workers.json");
vitest("vitest.dom.config.ts", "test-results/dom.json");

if (run("npm", ["run", "build"])) {
  check("JavaScript budgets", ["run", "check:budget"]);
  const report = "test-results/e2e.json";
  rmSync(report, { force: true });
  const ok = run("npx", ["playwright", "test"]);
  if (existsSync(report)) {
    const { stats } = JSON.parse(readFileSync(report, "utf8"));
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected;
    totals.skipped += stats.skipped;
    if (!ok && stats.unexpected === 0) countCrash("playwright");
  } else {
    countCrash("playwright");
  }
} else {
  countCrash("build");
}

const skipped = totals.skipped ? `, ${totals.skipped} skipped` : "";
console.log(`\ntest-all: ${durations.join(", ")}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(totals.failed === 0 ? 0 : 1);

// Writes one bench's section into docs/benchmarks.md, between its `<!-- bench:<name>:start/end -->` markers (the
// section carries them), or appends it under its heading the first time; prints the section. Also runs the benches
// that measure inside workerd.
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";

/**
 * Runs a bench file inside workerd (vitest with the Workers pool, vitest.bench.config.ts) and answers the figures it
 * printed after each marker (a line `BENCH_AI {…}`), in the markers' order; exits with its output when it failed or
 * one is missing.
 */
export function runWorkerdBench(file, ...markers) {
  const run = spawnSync("npx", ["vitest", "run", "-c", "vitest.bench.config.ts", file], {
    encoding: "utf8",
    env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false" },
  });
  const printed = `${run.stdout}\n${run.stderr}`.split("\n");
  const figures = markers.map((marker) => {
    const line = printed.find((text) => text.includes(`${marker} `));
    return line && JSON.parse(line.slice(line.indexOf("{")));
  });
  if (run.status !== 0 || figures.some((found) => !found)) {
    console.error(run.stdout, run.stderr);
    process.exit(1);
  }
  return figures;
}

export function writeBenchmarkSection(name, heading, section) {
  const doc = readFileSync("docs/benchmarks.md", "utf8");
  const marked = new RegExp(`<!-- bench:${name}:start -->[\\s\\S]*<!-- bench:${name}:end -->`);
  writeFileSync(
    "docs/benchmarks.md",
    marked.test(doc) ? doc.replace(marked, () => section) : `${doc.trimEnd()}\n\n## ${heading}\n\n${section}\n`,
  );
  console.log(section);
}

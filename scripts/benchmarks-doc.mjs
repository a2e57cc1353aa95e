// Writes one bench's section into docs/benchmarks.md, between its `<!-- bench:<name>:start/end -->` markers (the
// section carries them), or appends it under its heading the first time; prints the section.
import { readFileSync, writeFileSync } from "node:fs";

export function writeBenchmarkSection(name, heading, section) {
  const doc = readFileSync("docs/benchmarks.md", "utf8");
  const marked = new RegExp(`<!-- bench:${name}:start -->[\\s\\S]*<!-- bench:${name}:end -->`);
  writeFileSync(
    "docs/benchmarks.md",
    marked.test(doc) ? doc.replace(marked, () => section) : `${doc.trimEnd()}\n\n## ${heading}\n\n${section}\n`,
  );
  console.log(section);
}

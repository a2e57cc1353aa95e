// Compiles messages/*.json into app/paraglide. Programmatic because the CLI cannot set the strategy we need:
// the URL decides the locale everywhere; cookie and browser language are read once, by the worker, to redirect.
import { compile } from "@inlang/paraglide-js";

await compile({
  project: "./project.inlang",
  outdir: "./app/paraglide",
  strategy: ["url", "baseLocale"],
  emitGitIgnore: false,
  emitPrettierIgnore: false,
  emitReadme: false,
  includeEslintDisableComment: false,
});

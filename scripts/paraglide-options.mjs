// How messages/*.json compile into app/paraglide, for the Vite plugin (build, dev with hot reload) and for
// `npm run i18n` (typecheck and the test suites, which run without Vite's app build). The URL decides the locale
// everywhere; cookie and browser language are read once, by the worker, to redirect.
export const PARAGLIDE_OPTIONS = {
  project: "./project.inlang",
  outdir: "./app/paraglide",
  strategy: ["url", "baseLocale"],
  emitGitIgnore: false,
  emitPrettierIgnore: false,
  emitReadme: false,
  includeEslintDisableComment: false,
};

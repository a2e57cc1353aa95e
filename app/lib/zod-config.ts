/**
 * zod probes whether it may compile validators with `new Function` as soon as an object schema is made; under the
 * Content-Security-Policy (no 'unsafe-eval') the browser refuses the probe and reports it as a violation.
 * Interpreted validation is all the forms need. zod reads its settings from this global when it loads, so setting
 * it here, imported first by root.tsx, needs no import of zod: pages without a form do not download it.
 */
const zodHolder = globalThis as typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };
zodHolder.__zod_globalConfig = { ...zodHolder.__zod_globalConfig, jitless: true };

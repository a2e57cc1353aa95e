// The client is built once per language (ADR 019): each build's messages are in its language only. The base
// language's pass is the app's build (client and Worker); every other language's pass runs first, into its own
// folder, and only its client is kept, copied under build/client/assets/<locale>.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

export const LOCALE_BUILDS = { base: "en", others: ["de"] };

/** Every language with a client build of its own, the base language first. */
export const LOCALES = [LOCALE_BUILDS.base, ...LOCALE_BUILDS.others];

/** The language this run builds the client for (`MISE_CLIENT_LOCALE`, set by scripts/build-locales.mjs). */
export const CLIENT_LOCALE = process.env.MISE_CLIENT_LOCALE || LOCALE_BUILDS.base;
if (CLIENT_LOCALE !== LOCALE_BUILDS.base && !LOCALE_BUILDS.others.includes(CLIENT_LOCALE)) {
  throw new Error(`MISE_CLIENT_LOCALE=${CLIENT_LOCALE} is not one of the app's languages`);
}

/** Where a language's pass writes its build. */
export const localeBuildDirectory = (locale) => (locale === LOCALE_BUILDS.base ? "build" : `.build-locales/${locale}`);

/** Where a language's client files are served from, under the client folder. */
export const localeAssetsDir = (locale) => (locale === LOCALE_BUILDS.base ? "assets" : `assets/${locale}`);

/** React Router's route manifest of a language's client build (<client>/<assets dir>/manifest-<version>.js). */
export function readRouteManifest(clientDir, locale = LOCALE_BUILDS.base) {
  const dir = join(clientDir, localeAssetsDir(locale));
  const file = existsSync(dir) && readdirSync(dir).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`no route manifest in ${dir}`);
  const text = readFileSync(join(dir, file), "utf8");
  return JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1));
}

import { join, resolve } from "node:path";
import type { Plugin } from "vite";
import { CLIENT_LOCALE, LOCALE_BUILDS, localeBuildDirectory, readRouteManifest } from "./locale-builds.mjs";

const ROOT = resolve(import.meta.dirname, "..");
const RUNTIME = resolve(ROOT, "app/paraglide/runtime.js");
const STATIC_LOCALE_UNSET = "export const experimentalStaticLocale = undefined;";
const VIRTUAL_ID = "virtual:mise/client-builds";

/**
 * One client build per language (ADR 019). The browser's copy of paraglide's runtime gets the build's language as
 * its static locale, so every message function folds to that language's text and the minifier drops the other;
 * the server keeps both. The Worker built last imports the other languages' route manifests
 * (`virtual:mise/client-builds`) to serve each page the client of its language.
 */
export function localeBuilds(): Plugin[] {
  return [
    {
      name: "mise-static-locale",
      apply: "build",
      applyToEnvironment: (environment) => environment.name === "client",
      transform(source, id) {
        if (id.split("?")[0] !== RUNTIME) return undefined;
        if (!source.includes(STATIC_LOCALE_UNSET)) {
          this.error("app/paraglide/runtime.js no longer declares experimentalStaticLocale as this plugin expects");
        }
        return {
          code: source.replace(
            STATIC_LOCALE_UNSET,
            `export const experimentalStaticLocale = ${JSON.stringify(CLIENT_LOCALE)};`,
          ),
          map: null,
        };
      },
    },
    {
      name: "mise-client-builds",
      resolveId: (id) => (id === VIRTUAL_ID ? `\0${VIRTUAL_ID}` : undefined),
      load(id) {
        if (id !== `\0${VIRTUAL_ID}`) return undefined;
        // The dev server and the other languages' own passes serve every page with the one client they build.
        const others =
          this.environment.config.command === "build" && CLIENT_LOCALE === LOCALE_BUILDS.base
            ? LOCALE_BUILDS.others
            : [];
        const manifests = Object.fromEntries(
          others.map((locale) => [
            locale,
            readRouteManifest(join(ROOT, localeBuildDirectory(locale), "client"), locale),
          ]),
        );
        return `export const CLIENT_BUILDS = ${JSON.stringify(manifests)};`;
      },
    },
  ];
}

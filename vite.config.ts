import { cloudflare } from "@cloudflare/vite-plugin";
import { paraglideVitePlugin } from "@inlang/paraglide-js";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import pkg from "./package.json" with { type: "json" };
import { CLIENT_LOCALE, LOCALE_BUILDS, localeAssetsDir } from "./scripts/locale-builds.mjs";
import { PARAGLIDE_OPTIONS } from "./scripts/paraglide-options.mjs";
import { contentFiles } from "./scripts/vite-content.ts";
import { localeBuilds } from "./scripts/vite-locale-builds.ts";

// miniflare fetches cf.json from the internet at every start unless told not to.
process.env.CLOUDFLARE_CF_FETCH_ENABLED = "false";

export default defineConfig({
  plugins: [
    paraglideVitePlugin(PARAGLIDE_OPTIONS),
    contentFiles(),
    localeBuilds(),
    cloudflare({ viteEnvironment: { name: "ssr" } }),
    tailwindcss(),
    reactRouter(),
  ],
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
  },
  resolve: {
    tsconfigPaths: true,
  },
  build: { assetsDir: localeAssetsDir(CLIENT_LOCALE) },
  // Another language's pass keeps only its client's build files; the public files come with the app's build.
  publicDir: CLIENT_LOCALE === LOCALE_BUILDS.base ? "public" : false,
  // The same port as `npm start`, so APP_URL (and every link in a dev mail) points at the running server.
  server: { port: 8787, strictPort: true },
  environments: {
    // The files the Worker's code imports (the stylesheet's address) are the same in every language's pass.
    ssr: { build: { assetsDir: "assets" } },
    client: {
      build: {
        rolldownOptions: {
          output: {
            // The stylesheet has no messages, so every language's build names it alike: the page's link, rendered
            // by the server, and the link the client renders after hydrating point to the same file.
            assetFileNames: ({ names }) =>
              `${names.some((name) => name.endsWith(".css")) ? "assets" : localeAssetsDir(CLIENT_LOCALE)}/[name]-[hash][extname]`,
            codeSplitting: {
              groups: [
                // React, React DOM and React Router as one long-cached file instead of a dozen small ones: every
                // hydrated page loads all of them, and each request costs a round trip on a phone (issue 24).
                { name: "framework", test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
                // Tiny modules several pages share (messages, icons, small helpers) travel together: one file of a
                // few KiB instead of dozens of a few hundred bytes each.
                { name: "shared", maxModuleSize: 1000, minShareCount: 3 },
              ],
            },
          },
        },
      },
    },
  },
});

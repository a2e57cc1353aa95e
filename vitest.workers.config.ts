import { readFileSync } from "node:fs";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";
import pkg from "./package.json" with { type: "json" };
import { contentFiles } from "./scripts/vite-content.ts";
import { outboundStandIn } from "./tests/support/outbound-stand-in";

// miniflare fetches cf.json from the internet at every start unless told not to.
process.env.CLOUDFLARE_CF_FETCH_ENABLED = "false";

/** Integration tests inside workerd, against local D1 with every migration applied. */
export default defineConfig(async () => {
  const migrations = await readD1Migrations("./migrations");
  return {
    plugins: [
      // The stripe package names source maps it does not ship: vite would warn about each of its ~200 files.
      {
        name: "stripe-without-source-maps",
        enforce: "pre",
        load(id: string) {
          const file = id.split("?")[0] ?? id;
          if (!file.includes("/node_modules/stripe/")) return null;
          return readFileSync(file, "utf8").replace(/^\/\/# sourceMappingURL=.*$/m, "");
        },
      },
      contentFiles(),
      cloudflareTest({
        main: "./worker/index.ts",
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: {
          // Tests never read .dev.vars (a fresh clone has none): every binding they need is given here.
          // The worker's fetches go to local stand-ins for the OAuth providers and the e-mail API, never out.
          outboundService: outboundStandIn,
          bindings: {
            TEST_MIGRATIONS: migrations,
            APP_URL: "http://localhost:8787",
            BETTER_AUTH_SECRET: "test-secret-of-at-least-thirty-two-characters",
          },
        },
      }),
    ],
    define: { __APP_VERSION__: JSON.stringify(pkg.version) },
    resolve: {
      tsconfigPaths: true,
      alias: {
        // The React Router vite plugin is not loaded here; page rendering is covered by the browser tests.
        "virtual:react-router/server-build": new URL("./tests/stubs/server-build.ts", import.meta.url).pathname,
        "virtual:mise/client-builds": new URL("./tests/stubs/client-builds.ts", import.meta.url).pathname,
      },
    },
    test: {
      include: ["app/**/*.test.ts", "worker/**/*.test.ts", "tests/workers/**/*.test.ts", "tests/security/**/*.test.ts"],
      exclude: ["**/*.dom.test.tsx", "**/node_modules/**"],
      setupFiles: ["./tests/workers/setup.ts"],
      fsModuleCache: false,
      // Test files share their pool worker's workerd, its modules and its storage, one file after another: with a
      // fresh workerd per file, starting it and loading the app again took nine tenths of the suite's time (1,178 s
      // against 137 s on the shared 2-core machine). So a test reads and counts only what it made itself (its own
      // cook, recipe or key), never a whole table; `--sequence.shuffle` runs the files in other orders to check.
      isolate: false,
    },
  };
});

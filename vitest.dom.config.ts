import { defineConfig } from "vitest/config";

/** Components in happy-dom, and node-side unit tests (files that say `@vitest-environment node`). */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: "happy-dom",
    include: ["app/**/*.dom.test.tsx", "tests/unit/**/*.test.ts"],
    setupFiles: ["./tests/setup-dom.ts"],
  },
});

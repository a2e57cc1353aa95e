import { defineConfig } from "vitest/config";
import workers from "./vitest.workers.config";

/** The benchmarks that run inside workerd (scripts/bench-*.mjs start them); never part of `npm test`. */
export default defineConfig(async (env) => {
  const config = await workers(env);
  return { ...config, test: { ...config.test, include: ["tests/bench/**/*.test.ts"], testTimeout: 600_000 } };
});

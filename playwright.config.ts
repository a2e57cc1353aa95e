import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./scripts/chromium.mjs";

// Another worktree on the same machine may be running its journeys: E2E_PORT picks a free port.
const PORT = Number(process.env.E2E_PORT ?? 8799);

/**
 * Browser journeys against the built app served by `wrangler dev`, in Debian's Chromium (never a downloaded
 * browser). The server gets its own local D1 state, migrated from scratch, so runs do not see dev data.
 */
export default defineConfig({
  testDir: "./tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Journeys sign up, generate, save and wait for background jobs: on a busy machine that takes a while. A slow
  // machine must not fail a test; a test that hangs still ends.
  timeout: 90_000,
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: "off",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: `node scripts/serve-test.mjs ${PORT}`,
    url: `http://localhost:${PORT}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
  },
});

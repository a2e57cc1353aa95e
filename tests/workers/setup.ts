import { applyD1Migrations, type D1Migration, env } from "cloudflare:test";
import { failOnConsoleErrors } from "./console-errors";

// Given by vitest.workers.config.ts, which reads the migrations folder before workerd starts.
const { TEST_MIGRATIONS } = env as unknown as { TEST_MIGRATIONS: D1Migration[] };

await applyD1Migrations(env.DB, TEST_MIGRATIONS);

failOnConsoleErrors();

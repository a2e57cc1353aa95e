// Serves the existing build on the given port with a fresh, migrated local D1 of its own (used by the browser tests
// and the benchmarks). Run `npm run build` first.
import { spawn, spawnSync } from "node:child_process";
import { rmSync } from "node:fs";

const port = process.argv[2] ?? "8799";
const persist = `.wrangler/test-state-${port}`;
const env = {
  ...process.env,
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_HIDE_BANNER: "true",
  WRANGLER_SEND_METRICS: "false",
};

rmSync(persist, { recursive: true, force: true });
const migrate = spawnSync("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", persist], {
  env,
  stdio: ["ignore", "ignore", "inherit"],
});
if (migrate.status !== 0) process.exit(migrate.status ?? 1);

const server = spawn("npx", ["wrangler", "dev", "--port", port, "--ip", "127.0.0.1", "--persist-to", persist], {
  env,
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));

// Serves the existing build on the given port with a fresh, migrated local D1 of its own (used by the browser tests
// and the benchmarks). Run `npm run build` first. `--keep-state` keeps the database a bench has filled beforehand.
// `--stripe` also serves the Stripe stand-in (tests/support/stripe-stand-in.ts) on the next port and points the app
// at it, so checkout, the portal and webhooks run for real without a Stripe account. `--inspector-port N` opens the
// Worker's V8 inspector there (scripts/import-profile.mjs takes CPU profiles through it).
import { spawn, spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { startBrowserStandIns } from "../tests/support/browser-stand-ins.mjs";

const port = process.argv[2] ?? "8799";
const persist = `.wrangler/test-state-${port}`;
const env = {
  ...process.env,
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_HIDE_BANNER: "true",
  WRANGLER_SEND_METRICS: "false",
};

if (!process.argv.includes("--keep-state")) rmSync(persist, { recursive: true, force: true });
const migrate = spawnSync("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", persist], {
  env,
  stdio: ["ignore", "ignore", "inherit"],
});
if (migrate.status !== 0) process.exit(migrate.status ?? 1);

let payments = { STRIPE_SECRET_KEY: "" };
let standIn;
if (process.argv.includes("--stripe")) {
  const { serveStripeStandIn, stripeVars } = await import("../tests/support/stripe-stand-in.ts");
  const standInPort = Number(port) + 1;
  standIn = await serveStripeStandIn(standInPort, `http://127.0.0.1:${port}/api/stripe/webhook`);
  // The name the browser uses for the stand-in's hosted pages too, so they are the API base's origin, as the
  // policy's form-action expects (paymentPageOrigins).
  payments = stripeVars(`http://localhost:${standInPort}`);
}
// Analytics and chat go to local stand-ins (they load only after a visitor's consent).
const standIns = await startBrowserStandIns(port);

// The embedded defaults whatever the developer's .dev.vars configures: no mail, AI or payments leave the machine.
const vars = [
  "BETTER_AUTH_SECRET:test-secret-of-at-least-thirty-two-characters",
  `APP_URL:http://localhost:${port}`,
  // The browser tests and the import benchmark serve recipe pages from 127.0.0.1, on ports of their own.
  "OUTBOUND_ALLOW:127.0.0.1:*",
  ...["EMAIL_API_URL", "AI_BASE_URL", "GOOGLE_CLIENT_ID", "FACEBOOK_CLIENT_ID"].map((key) => `${key}:`),
  ...Object.entries(payments).map(([key, value]) => `${key}:${value}`),
  ...Object.entries(standIns.vars).map(([key, value]) => `${key}:${value}`),
].flatMap((pair) => ["--var", pair]);
const inspectorAt = process.argv.indexOf("--inspector-port");
const inspector = inspectorAt === -1 ? [] : ["--inspector-port", process.argv[inspectorAt + 1]];
const server = spawn(
  "npx",
  ["wrangler", "dev", "--port", port, "--ip", "127.0.0.1", "--persist-to", persist, ...inspector, ...vars],
  {
    env,
    stdio: "inherit",
  },
);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => {
  standIn?.close();
  standIns.close();
  process.exit(code ?? 0);
});

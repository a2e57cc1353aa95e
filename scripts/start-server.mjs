// For the bench scripts: starts a server process in its own process group, waits until `ready` answers, and
// returns a stop function that ends the whole group (wrangler, workerd and all); its `pid` is the group's leader.
import { spawn, spawnSync } from "node:child_process";
import { pbkdf2Sync, randomBytes } from "node:crypto";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { build } from "esbuild";

/** What turns off wrangler dev's local trace collector (it records every span of every request the Worker runs). */
const NO_LOCAL_TRACES = { X_LOCAL_OBSERVABILITY: "false" };

export async function startServer(command, args, readyUrl, { localTraces = true } = {}) {
  const env = localTraces ? process.env : { ...process.env, ...NO_LOCAL_TRACES };
  const server = spawn(command, args, { stdio: "ignore", detached: true, env });
  const stop = () => {
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {}
  };
  process.on("exit", stop);
  for (let attempt = 0; ; attempt++) {
    const ok = await fetch(readyUrl)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return Object.assign(stop, { pid: server.pid });
    // Two minutes: wrangler dev takes a minute to start when the machine is busy.
    if (attempt > 240) {
      stop();
      throw new Error(`${command} ${args.join(" ")} did not start`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * The built app on `port` with a fresh local database, or the one already there (scripts/serve-test.mjs); with
 * `stripe`, the Stripe stand-in on the next port; without `localTraces`, wrangler's local trace collector is off;
 * with `inspectorPort`, the Worker's V8 inspector listens there.
 */
export function serveBuild(port, { keepState = false, stripe = false, localTraces = true, inspectorPort } = {}) {
  const args = [
    "scripts/serve-test.mjs",
    String(port),
    ...(keepState ? ["--keep-state"] : []),
    ...(stripe ? ["--stripe"] : []),
    ...(inspectorPort ? ["--inspector-port", String(inspectorPort)] : []),
  ];
  return startServer("node", args, `http://localhost:${port}/api/health`, { localTraces });
}

/** SQL for one cook who signs in with `password` (the app's PBKDF2 format), for the benches that seed D1 directly. */
export function benchCookSql({ userId, email, password }) {
  const q = (value) => `'${String(value).replaceAll("'", "''")}'`;
  const salt = randomBytes(16);
  const hash = pbkdf2Sync(password.normalize("NFKC"), salt, 100_000, 32, "sha256");
  const now = Date.now();
  const stored = `pbkdf2-sha256$100000$${salt.toString("base64")}$${hash.toString("base64")}`;
  return [
    `INSERT INTO users (id, name, email, email_verified, created_at, updated_at) VALUES (${q(userId)}, 'Bench Cook', ${q(email)}, 1, ${now}, ${now});`,
    `INSERT INTO accounts (id, user_id, provider_id, account_id, password, created_at, updated_at) VALUES (${q(`${userId}-account`)}, ${q(userId)}, 'credential', ${q(userId)}, ${q(stored)}, ${now}, ${now});`,
  ];
}

/** Signs the cook in through the sign-in page (from `ip`, for the per-IP limit) and returns the session cookie. */
export async function signInCookie(app, { email, password, ip = "10.98.0.1" }) {
  const response = await fetch(`${app}/auth/signin`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: app, "cf-connecting-ip": ip },
    body: new URLSearchParams({ intent: "signin", email, password }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  if (!cookie.includes("mise.session_token")) throw new Error(`sign-in answered ${response.status}`);
  return cookie;
}

/**
 * Builds the app and gives the server on `port` a fresh, migrated local D1 holding what `sql` inserts; then
 * `serveBuild(port, { keepState: true })` serves it.
 */
export function buildAndSeed(port, name, sql) {
  run("npm", ["run", "build"]);
  seedDatabase(port, name, sql);
}

const run = (command, args) => {
  const env = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" };
  const result = spawnSync(command, args, { env, stdio: ["ignore", "ignore", "inherit"] });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed`);
};

/** A fresh, migrated local D1 for the server on `port` holding what `sql` inserts (the build as it is). */
export function seedDatabase(port, name, sql) {
  const persist = `.wrangler/test-state-${port}`;
  rmSync(persist, { recursive: true, force: true });
  run("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", persist]);
  mkdirSync(".wrangler", { recursive: true });
  writeFileSync(`.wrangler/${name}.sql`, sql.join("\n"));
  run("npx", [
    "wrangler",
    "d1",
    "execute",
    "DB",
    "--local",
    "--persist-to",
    persist,
    "--file",
    `.wrangler/${name}.sql`,
    "--yes",
  ]);
}

/** The app's own search folding (search-text.ts), so a seeded index is exactly what the app would have written. */
export async function appSearchFolding() {
  const bundled = await build({
    entryPoints: ["app/domain/recipes/search-text.ts"],
    bundle: true,
    format: "esm",
    platform: "neutral",
    write: false,
  });
  const module = await import(
    `data:text/javascript;base64,${Buffer.from(bundled.outputFiles[0].text).toString("base64")}`
  );
  return module.foldForSearch;
}

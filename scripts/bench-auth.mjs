// bench:auth — CPU time per password hash inside workerd, and sign-in latency (p50, p95) on the built app.
// Self-contained: builds, serves, measures, stops. Writes its figures between the bench:auth markers in
// docs/benchmarks.md and ends with one summary line.
import { spawnSync } from "node:child_process";
import { writeBenchmarkSection } from "./benchmarks-doc.mjs";
import { serveBuild, startServer } from "./start-server.mjs";

const HASH_PORT = 8788;
const APP_PORT = 8791;
const APP = `http://localhost:${APP_PORT}`;
const ROUNDS = 15;
const HASHES_PER_ROUND = 10;
const ACCOUNTS = 6;
const SIGNINS_PER_ACCOUNT = 9; // under the per-account limit of 10 in 15 minutes
const PASSWORD = "bench marmalade on toast";

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};
const ms = (value) => value.toFixed(1);

// 1. Hash CPU: the app's own hashing code in a bare worker, timed with and without N hashes per request. workerd
// runs a request on one thread and PBKDF2 is pure computation, so the difference is CPU time.
const stopHashWorker = await startServer(
  "npx",
  ["wrangler", "dev", "-c", "scripts/bench-auth/wrangler.toml", "--port", String(HASH_PORT), "--ip", "127.0.0.1"],
  `http://127.0.0.1:${HASH_PORT}/?n=0`,
);
async function timed(url) {
  const started = performance.now();
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  await response.arrayBuffer();
  return performance.now() - started;
}
const perHash = { hash: [], verify: [] };
try {
  for (const op of ["hash", "verify"]) {
    for (let round = 0; round < ROUNDS + 2; round++) {
      const base = await timed(`http://127.0.0.1:${HASH_PORT}/?op=${op}&n=0`);
      const loaded = await timed(`http://127.0.0.1:${HASH_PORT}/?op=${op}&n=${HASHES_PER_ROUND}`);
      if (round >= 2) perHash[op].push((loaded - base) / HASHES_PER_ROUND); // the first rounds warm up
    }
  }
} finally {
  stopHashWorker();
}

// 2. Sign-in latency on the build: confirmed accounts, then full sign-ins (form POST to the session cookie).
const build = spawnSync("npm", ["run", "build"], { stdio: ["ignore", "ignore", "inherit"] });
if (build.status !== 0) throw new Error("build failed");
const stopApp = await serveBuild(APP_PORT);
let ipCounter = 0;
// Each request names its own client address, as Cloudflare would for many users, so the per-IP limits stay out of
// the way; the per-account limit is respected by spreading sign-ins over several accounts.
const nextIp = () => `10.99.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
function post(path, fields) {
  return fetch(`${APP}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: APP, "cf-connecting-ip": nextIp() },
    body: new URLSearchParams(fields),
  });
}
const signInTimes = [];
try {
  const emails = Array.from({ length: ACCOUNTS }, (_, i) => `bench-${Date.now()}-${i}@example.com`);
  for (const email of emails) {
    const signUp = await post("/auth/signup", { name: "Bench Cook", email, password: PASSWORD });
    if (signUp.status !== 302) throw new Error(`sign-up answered ${signUp.status}`);
  }
  const mailbox = await (await fetch(`${APP}/dev/mailbox`)).text();
  for (const email of emails) {
    const article = mailbox.split("<article").find((part) => part.includes(email)) ?? "";
    const link = article.match(/https?:\/\/[^"\s<]+\/auth\/confirm\?token=[^"\s<]+/)?.[0];
    if (!link) throw new Error(`no confirmation link for ${email}`);
    const confirmed = await fetch(link.replaceAll("&amp;", "&").replace(/^https?:\/\/[^/]+/, APP), {
      redirect: "manual",
    });
    if (confirmed.status !== 302) throw new Error(`confirmation answered ${confirmed.status}`);
  }
  for (let round = 0; round < SIGNINS_PER_ACCOUNT; round++) {
    for (const email of emails) {
      const started = performance.now();
      const response = await post("/auth/signin", { intent: "signin", email, password: PASSWORD });
      await response.arrayBuffer();
      const elapsed = performance.now() - started;
      if (response.status !== 302 || !response.headers.getSetCookie().some((c) => c.startsWith("mise.session_token"))) {
        throw new Error(`sign-in answered ${response.status}`);
      }
      if (round > 0) signInTimes.push(elapsed); // the first round warms up
    }
  }
} finally {
  stopApp();
}

// 3. Report.
const hashP50 = quantile(perHash.hash, 0.5);
const verifyP50 = quantile(perHash.verify, 0.5);
const signinP50 = quantile(signInTimes, 0.5);
const signinP95 = quantile(signInTimes, 0.95);
const date = new Date().toISOString().slice(0, 10);
const section = [
  "<!-- bench:auth:start -->",
  `Measured ${date} with \`npm run bench:auth\` on this project's 2-core machine: the app's PBKDF2-SHA-256 code`,
  `(100,000 iterations) in a bare worker under \`wrangler dev\`, ${ROUNDS} rounds of ${HASHES_PER_ROUND} hashes each`,
  `(request with N hashes minus request with none); sign-in is a form POST to \`/auth/signin\` on the built app`,
  `answered with the session cookie, ${signInTimes.length} sign-ins over ${ACCOUNTS} confirmed accounts, local D1.`,
  "",
  "| What | p50 | p95 |",
  "| --- | --- | --- |",
  `| CPU per password hash (sign-up, reset, change) | ${ms(hashP50)} ms | ${ms(quantile(perHash.hash, 0.95))} ms |`,
  `| CPU per password check (sign-in) | ${ms(verifyP50)} ms | ${ms(quantile(perHash.verify, 0.95))} ms |`,
  `| Sign-in, request to session cookie | ${ms(signinP50)} ms | ${ms(signinP95)} ms |`,
  "<!-- bench:auth:end -->",
].join("\n");
writeBenchmarkSection("auth", "Accounts: password hashing, sign-in", section);
console.log(
  `bench:auth hash_cpu_ms=${ms(hashP50)} verify_cpu_ms=${ms(verifyP50)} signin_p50_ms=${ms(signinP50)} signin_p95_ms=${ms(signinP95)}`,
);
process.exit(0);

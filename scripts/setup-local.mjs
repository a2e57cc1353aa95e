// Prepares a fresh clone for local runs: wrangler's own settings (.env) and the Worker's local secrets (.dev.vars).
// Both files are git-ignored; existing ones are never overwritten.
import { randomBytes } from "node:crypto";
import { copyFileSync, existsSync, readFileSync, writeFileSync } from "node:fs";

if (!existsSync(".env")) {
  // Keep wrangler and miniflare offline: no cf.json download, no update check, no metrics.
  writeFileSync(".env", "CLOUDFLARE_CF_FETCH_ENABLED=false\nWRANGLER_HIDE_BANNER=true\nWRANGLER_SEND_METRICS=false\n");
  console.log("setup: wrote .env");
}
if (!existsSync(".dev.vars")) {
  copyFileSync(".dev.vars.example", ".dev.vars");
  console.log("setup: wrote .dev.vars from .dev.vars.example (all outside services off: embedded defaults)");
}
// Sessions need a secret of their own on every machine; an empty or missing one gets a random value once.
const vars = readFileSync(".dev.vars", "utf8");
if (!/^BETTER_AUTH_SECRET=\S{32,}/m.test(vars)) {
  const secret = randomBytes(32).toString("base64url");
  const updated = /^BETTER_AUTH_SECRET=.*$/m.test(vars)
    ? vars.replace(/^BETTER_AUTH_SECRET=.*$/m, `BETTER_AUTH_SECRET=${secret}`)
    : `${vars.trimEnd()}\nBETTER_AUTH_SECRET=${secret}\n`;
  writeFileSync(".dev.vars", updated);
  console.log("setup: wrote a random BETTER_AUTH_SECRET to .dev.vars");
}

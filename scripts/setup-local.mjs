// Prepares a fresh clone for local runs: wrangler's own settings (.env) and the Worker's local secrets (.dev.vars).
// Both files are git-ignored; existing ones are never overwritten.
import { copyFileSync, existsSync, writeFileSync } from "node:fs";

if (!existsSync(".env")) {
  // Keep wrangler and miniflare offline: no cf.json download, no update check, no metrics.
  writeFileSync(".env", "CLOUDFLARE_CF_FETCH_ENABLED=false\nWRANGLER_HIDE_BANNER=true\nWRANGLER_SEND_METRICS=false\n");
  console.log("setup: wrote .env");
}
if (!existsSync(".dev.vars")) {
  copyFileSync(".dev.vars.example", ".dev.vars");
  console.log("setup: wrote .dev.vars from .dev.vars.example (all outside services off: embedded defaults)");
}

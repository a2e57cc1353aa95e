// Debian's Chromium, started so that it never reaches for the internet (used by the browser tests and benchmarks).
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
  "--disable-quic",
  // The only switch that stops Chromium's own look-ups of Google hosts.
  "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE localhost",
];

// import:profile — where the Worker's own time goes while it imports a corpus's pages: the built app under
// `wrangler dev` (as bench:import serves it, trace collector off) with the V8 inspector open, a CPU profile taken
// over the Chrome DevTools Protocol while every page is imported once through `POST /api/recipes/import`, summarised
// by function (self and total time, per request) and by the bundle's files. `--no-build` serves the build as it is;
// `--json FILE` keeps the profile (its `profile` is a .cpuprofile for a browser's developer tools), `--from FILE`
// summarises one kept. Not a benchmark: the profiler's sampling slows the Worker down, and the shares say more than
// the milliseconds.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { servePages } from "./import-stages.mjs";
import { benchCookSql, buildAndSeed, seedDatabase, serveBuild, signInCookie } from "./start-server.mjs";

// The app on the helpers' spare port, the inspector on bench:import's (the two never run at once).
const PORT = 8895;
const INSPECTOR_PORT = 8795;
const APP = `http://localhost:${PORT}`;
const CORPUS = "../shared/import-corpus";
const option = (name) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
};
const TOP = Number(option("--top") ?? 40);
const cook = { userId: "bench-importer", email: "bench-import@example.com", password: "bench marmalade on toast" };

/**
 * A Chrome DevTools Protocol session over the inspector's WebSocket (Node's own, undici's: it takes headers). wrangler's
 * inspector proxy wants an Origin on the local machine.
 */
async function devtools(port) {
  const targets = await (await fetch(`http://127.0.0.1:${port}/json`)).json();
  const target = targets.find((item) => item.webSocketDebuggerUrl);
  if (!target) throw new Error(`no inspector target on port ${port}`);
  const socket = new WebSocket(target.webSocketDebuggerUrl, { headers: { origin: "http://localhost" } });
  await new Promise((resolve, reject) => {
    socket.addEventListener("open", resolve, { once: true });
    socket.addEventListener("error", reject, { once: true });
  });
  const waiting = new Map();
  let nextId = 1;
  socket.addEventListener("message", (event) => {
    const message = JSON.parse(event.data);
    const pending = waiting.get(message.id);
    if (!pending) return;
    waiting.delete(message.id);
    if (message.error) pending.reject(new Error(`${message.error.message} (${pending.method})`));
    else pending.resolve(message.result);
  });
  return {
    send: (method, params = {}) =>
      new Promise((resolve, reject) => {
        const id = nextId++;
        waiting.set(id, { resolve, reject, method });
        socket.send(JSON.stringify({ id, method, params }));
      }),
    close: () => socket.close(),
  };
}

async function importAll(urls, cookie) {
  for (const { url } of urls) {
    const response = await fetch(`${APP}/api/recipes/import`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({ url }),
    });
    await response.arrayBuffer();
  }
}

async function profiledRun() {
  if (process.argv.includes("--no-build")) seedDatabase(PORT, "import-profile", benchCookSql(cook));
  else buildAndSeed(PORT, "import-profile", benchCookSql(cook));
  const stop = await serveBuild(PORT, { keepState: true, localTraces: false, inspectorPort: INSPECTOR_PORT });
  let profile;
  let wallMs = 0;
  let requests = 0;
  try {
    const cookie = await signInCookie(APP, cook);
    const pages = await servePages(join(CORPUS, "score.mjs"), CORPUS);
    try {
      await importAll(pages.urls.slice(0, 20), cookie);
      const session = await devtools(INSPECTOR_PORT);
      await session.send("Profiler.enable");
      await session.send("Profiler.setSamplingInterval", { interval: 100 });
      await session.send("Profiler.start");
      const started = performance.now();
      await importAll(pages.urls, cookie);
      wallMs = performance.now() - started;
      requests = pages.urls.length;
      ({ profile } = await session.send("Profiler.stop"));
      session.close();
    } finally {
      pages.stop();
    }
  } finally {
    stop();
  }
  return { profile, requests, wallMs };
}

const from = option("--from");
const { profile, requests, wallMs } = from ? JSON.parse(readFileSync(from, "utf8")) : await profiledRun();
if (option("--json")) writeFileSync(option("--json"), JSON.stringify({ profile, requests, wallMs }));

// A sample stands for the time to the next one, but at most twice the usual interval: workerd lets go of the isolate
// while a request waits (D1, the page's fetch, the next request), the sampler pauses with it, and the whole wait
// would otherwise count for the last function that ran before it.
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
const usualInterval = [...profile.timeDeltas].sort((a, b) => a - b)[Math.floor(profile.timeDeltas.length / 2)];
const self = new Map();
profile.samples.forEach((id, index) => {
  const ms = Math.min(profile.timeDeltas[index + 1] ?? 0, 2 * usualInterval) / 1000;
  self.set(id, (self.get(id) ?? 0) + ms);
});
const fileOf = (frame) => frame.url.replace(/^.*\/build\/server\//, "").replace(/-[\w-]{8}\.js$/, ".js") || "(native)";
const keyOf = (frame) => `${frame.functionName || "(anonymous)"} ${fileOf(frame)}:${frame.lineNumber + 1}`;
const bySelf = new Map();
const byTotal = new Map();
const byFile = new Map();
let busyMs = 0;
const special = new Map();
for (const [id, ms] of self) {
  const { callFrame } = nodes.get(id);
  if (/^\((idle|program|garbage collector|root)\)$/.test(callFrame.functionName)) {
    special.set(callFrame.functionName, (special.get(callFrame.functionName) ?? 0) + ms);
    if (callFrame.functionName === "(idle)") continue;
  }
  busyMs += ms;
  bySelf.set(keyOf(callFrame), (bySelf.get(keyOf(callFrame)) ?? 0) + ms);
  byFile.set(fileOf(callFrame), (byFile.get(fileOf(callFrame)) ?? 0) + ms);
  // Total time: every function on the stack once, however often it recurs.
  const seen = new Set();
  for (let at = id; at !== undefined; at = parentOf.get(at)) {
    const key = keyOf(nodes.get(at).callFrame);
    if (seen.has(key)) continue;
    seen.add(key);
    byTotal.set(key, (byTotal.get(key) ?? 0) + ms);
  }
}
const perRequest = (ms) => (ms / requests).toFixed(3).padStart(7);
const share = (ms) => `${((100 * ms) / busyMs).toFixed(1).padStart(5)} %`;
const table = (title, map, count = TOP) => {
  console.log(`\n${title} (ms per request, share of the busy time)`);
  for (const [key, ms] of [...map].sort((a, b) => b[1] - a[1]).slice(0, count)) {
    console.log(`${perRequest(ms)}  ${share(ms)}  ${key}`);
  }
};
console.log(
  `${requests} imports in ${(wallMs / 1000).toFixed(1)} s; the Worker busy ${perRequest(busyMs).trim()} ms per request ` +
    `(idle ${perRequest(special.get("(idle)") ?? 0).trim()}, GC ${perRequest(special.get("(garbage collector)") ?? 0).trim()}, ` +
    `program ${perRequest(special.get("(program)") ?? 0).trim()})`,
);
table("Self time by file", byFile, 15);
table("Self time by function", bySelf);
table("Total time by function", byTotal);
console.log(`import:profile requests=${requests} busy_ms_per_request=${(busyMs / requests).toFixed(2)}`);

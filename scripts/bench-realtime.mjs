// bench:realtime — how fast a change in a shared collection reaches the other members' open pages, on the built app
// under `wrangler dev`: p50/p95 from the change's request to each other member's socket with 2, 10 and 50 members
// connected to one collection, messages lost, and the workerd CPU per change. Self-contained: builds, seeds, serves,
// measures, stops. Writes its section into docs/benchmarks.md and ends with one summary line.
import { readFileSync } from "node:fs";
import { writeBenchmarkSection } from "./benchmarks-doc.mjs";
import { benchCookSql, buildAndSeed, serveBuild, signInCookie } from "./start-server.mjs";

const { workerdCpuMs } = await import("../tests/support/workerd-cpu.ts");

const PORT = 8792;
const APP = `http://localhost:${PORT}`;
const PASSWORD = "bench marmalade on toast";
const MEMBER_COUNTS = [2, 10, 50];
const CHANGES = 60;
const WARM_UP = 5;
const DELIVERY_TIMEOUT_MS = 5_000;
const COLLECTION = "bench-collection";

// 1. Fifty cooks, one collection they are all members of (the owner is the first), written as SQL.
const cooks = Array.from({ length: Math.max(...MEMBER_COUNTS) }, (_, i) => ({
  userId: `bench-cook-${i}`,
  email: `bench-realtime-${i}@example.com`,
  password: PASSWORD,
}));
const now = Date.now();
const lines = cooks.flatMap((cook) => benchCookSql(cook));
lines.push(
  `INSERT INTO collections (id, owner_id, name, created_at, updated_at) VALUES ('${COLLECTION}', '${cooks[0].userId}', 'Bench dinners', ${now}, ${now});`,
  ...cooks.map(
    (cook, i) =>
      `INSERT INTO collection_members (collection_id, user_id, role, joined_at) VALUES ('${COLLECTION}', '${cook.userId}', '${i === 0 ? "owner" : "editor"}', ${now});`,
  ),
);
buildAndSeed(PORT, "bench-realtime", lines);

// 2. The workerd processes under the server: their CPU time is the Worker's, local D1 and the Durable Object included.
function processGroupOf(pid) {
  return Number(readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ")[2]);
}

const quantile = (values, share) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(share * values.length))];
const ms = (value) => value.toFixed(1);

/** A member's page socket: resolves once the room has welcomed it; records when each note reaches it. */
function connect(cookie) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://localhost:${PORT}/api/collections/${COLLECTION}/live?protocol=1`, {
      headers: { cookie, origin: APP },
    });
    const arrivals = new Map();
    socket.onmessage = (event) => {
      const message = JSON.parse(String(event.data));
      if (message.type === "welcome") resolve({ socket, arrivals });
      if (message.type === "change" && message.change.kind === "note-saved") {
        arrivals.set(message.change.title, performance.now());
      }
    };
    socket.onerror = () => reject(new Error("socket failed"));
  });
}

const stop = await serveBuild(PORT, { keepState: true });
const group = processGroupOf(stop.pid);
const runs = [];
try {
  // Each cook signs in from an address of their own, as they would from their own homes.
  const cookies = [];
  for (const [i, cook] of cooks.entries()) {
    cookies.push(await signInCookie(APP, { ...cook, ip: `10.97.${Math.floor(i / 200)}.${i % 200}` }));
  }
  for (const members of MEMBER_COUNTS) {
    const pages = await Promise.all(cookies.slice(0, members).map(connect));
    // The first page is the one making the changes; it hears them too, but only the others are timed.
    const others = pages.slice(1);
    const latencies = [];
    let lost = 0;
    let cpuStart = 0;
    let measured = 0;
    for (let change = 0; change < WARM_UP + CHANGES; change++) {
      if (change === WARM_UP) cpuStart = workerdCpuMs({ group });
      const title = `Note ${members}-${change}`;
      const started = performance.now();
      const response = await fetch(`${APP}/api/collections/${COLLECTION}/notes`, {
        method: "POST",
        headers: { cookie: cookies[0], origin: APP, "content-type": "application/json" },
        body: JSON.stringify({ title, body: "Less salt." }),
      });
      if (response.status !== 201) throw new Error(`the change answered ${response.status}`);
      const deadline = started + DELIVERY_TIMEOUT_MS;
      while (others.some((page) => !page.arrivals.has(title)) && performance.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
      if (change < WARM_UP) continue;
      measured += 1;
      for (const page of others) {
        const arrived = page.arrivals.get(title);
        if (arrived === undefined) lost += 1;
        else latencies.push(arrived - started);
      }
    }
    const cpuPerChange = (workerdCpuMs({ group }) - cpuStart) / measured;
    for (const page of pages) page.socket.close();
    runs.push({
      members,
      messages: latencies.length + lost,
      p50: quantile(latencies, 0.5),
      p95: quantile(latencies, 0.95),
      lost,
      cpu: cpuPerChange,
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
} finally {
  stop();
}

// 3. Report.
const date = new Date().toISOString().slice(0, 10);
const section = [
  "<!-- bench:realtime:start -->",
  `Measured ${date} with \`npm run bench:realtime\` on this project's 2-core machine: the built app under`,
  "`wrangler dev` (local D1, the collection's Durable Object in the same workerd), one collection with 2, 10 and 50",
  `members each holding its page's WebSocket open, ${CHANGES} changes per run after ${WARM_UP} to warm up. A change is one`,
  "member adding a note to the collection (`POST /api/collections/:id/notes`: session, membership, D1 write, then the",
  "room tells every socket); the time runs from sending that request to the change arriving at each other member's",
  "socket, measured in the same Node process. CPU is the user and system time of the workerd processes over the",
  "run, per change: the request, local D1 and the fan-out together.",
  "",
  "| Members connected | Deliveries | p50 | p95 | Lost | workerd CPU per change |",
  "| --- | --- | --- | --- | --- | --- |",
  ...runs.map(
    (run) =>
      `| ${run.members} | ${run.messages} | ${ms(run.p50)} ms | ${ms(run.p95)} ms | ${run.lost} | ${ms(run.cpu)} ms |`,
  ),
  "<!-- bench:realtime:end -->",
].join("\n");
writeBenchmarkSection("realtime", "Collections: live updates", section);
const last = runs.at(-1);
console.log(`bench:realtime members=${last.members} p50_ms=${ms(last.p50)} p95_ms=${ms(last.p95)} lost=${last.lost}`);
process.exit(0);

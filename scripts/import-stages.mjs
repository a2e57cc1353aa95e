// The import endpoint's stages, as its Server-Timing header names them (session, limits, fetch, decode, parse,
// cascade, duplicate lookup, answer), measured over a corpus's pages served by the corpus's own scorer in its
// --serve mode. Used by bench:import after its scored run.
import { spawn } from "node:child_process";

/** Serves every page of `corpus` on 127.0.0.1; resolves with their URLs and a stop function. */
export function servePages(scorer, corpus) {
  return new Promise((resolve, reject) => {
    const child = spawn("node", [scorer, "--corpus", corpus, "--serve"], { stdio: ["ignore", "pipe", "inherit"] });
    let output = "";
    const urls = [];
    child.stdout.on("data", (chunk) => {
      output += chunk;
      const lines = output.split("\n");
      output = lines.pop() ?? "";
      for (const line of lines) {
        const [id, url] = line.split("\t");
        if (url) urls.push({ id, url });
        else if (/^serving (\d+) cases/.test(line)) urls.expected = Number(line.match(/^serving (\d+)/)[1]);
      }
      if (urls.expected !== undefined && urls.length === urls.expected) resolve({ urls, stop: () => child.kill() });
    });
    child.on("exit", (code) => reject(new Error(`score.mjs --serve exited ${code}`)));
  });
}

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
};

/**
 * Imports every page once through `endpoint`, the i-th with the request headers `headersFor(i)`, and returns, per
 * stage, its median, p95 and mean in ms, and the same for the whole request, for the sum of the stages (what the app's
 * code spends) and for the rest of the request. The Worker's clock counts whole milliseconds, so a stage's median is a
 * whole number: the means say more. With `compressed` (headers that ask for a compressed answer), each page is also
 * imported so, timed as `compressed`, the two taking turns at going first. With `floorEndpoint`, each import is
 * followed by the same POST to it (a bare Worker), timed as `floor` by the same client.
 */
export async function measureStages({ scorer, corpus, endpoint, headersFor, compressed, floorEndpoint }) {
  const { urls, stop } = await servePages(scorer, corpus);
  const samples = {};
  const record = (name, value) => {
    samples[name] ??= [];
    samples[name].push(value);
  };
  try {
    for (const [index, { url }] of urls.entries()) {
      const post = {
        method: "POST",
        headers: { "content-type": "application/json", ...headersFor(index) },
        body: JSON.stringify({ url }),
      };
      const timeCompressed = async () => {
        const compressedStarted = performance.now();
        await (await fetch(endpoint, { ...post, headers: { ...post.headers, ...compressed } })).arrayBuffer();
        record("compressed", performance.now() - compressedStarted);
      };
      if (compressed && index % 2 === 1) await timeCompressed();
      const started = performance.now();
      const response = await fetch(endpoint, post);
      await response.arrayBuffer();
      record("request", performance.now() - started);
      if (compressed && index % 2 === 0) await timeCompressed();
      if (floorEndpoint) {
        const floorStarted = performance.now();
        await (await fetch(floorEndpoint, post)).arrayBuffer();
        record("floor", performance.now() - floorStarted);
      }
      let sum = 0;
      for (const entry of (response.headers.get("server-timing") ?? "").split(",")) {
        const [name, duration] = entry.trim().split(";dur=");
        if (!name || duration === undefined) continue;
        record(name, Number(duration));
        sum += Number(duration);
      }
      record("stages", sum);
      record("outside", samples.request.at(-1) - sum);
    }
  } finally {
    stop();
  }
  return Object.fromEntries(
    Object.entries(samples).map(([name, values]) => [
      name,
      {
        median: quantile(values, 0.5),
        p95: quantile(values, 0.95),
        mean: values.reduce((total, value) => total + value, 0) / values.length,
        count: values.length,
      },
    ]),
  );
}

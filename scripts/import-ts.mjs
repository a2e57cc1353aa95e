// Loads one of the app's TypeScript modules into a Node script: bundled by esbuild (as the Worker build would) and
// imported from memory, so benches and the training script run the very code the app ships.
import { resolve } from "node:path";
import { build } from "esbuild";

export async function importTs(entry) {
  const bundle = await build({ entryPoints: [entry], bundle: true, format: "esm", platform: "neutral", write: false });
  return import(`data:text/javascript;base64,${Buffer.from(bundle.outputFiles[0].text).toString("base64")}`);
}

/**
 * What `contents` (an ES module's source) exports from the app's modules ("~/…"), bundled the same way from a copy of
 * app/ at `app` (an earlier commit's, say, for before-and-after figures); its packages come from this folder's.
 */
export async function importFromApp(contents, app = "app") {
  const bundle = await build({
    stdin: { contents, resolveDir: resolve("."), loader: "ts" },
    bundle: true,
    format: "esm",
    platform: "neutral",
    mainFields: ["module", "main"],
    nodePaths: [resolve("node_modules")],
    write: false,
    alias: { "~": resolve(app) },
  });
  return import(`data:text/javascript;base64,${Buffer.from(bundle.outputFiles[0].text).toString("base64")}`);
}

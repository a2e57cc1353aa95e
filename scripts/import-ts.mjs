// Loads one of the app's TypeScript modules into a Node script: bundled by esbuild (as the Worker build would) and
// imported from memory, so benches and the training script run the very code the app ships.
import { build } from "esbuild";

export async function importTs(entry) {
  const bundle = await build({ entryPoints: [entry], bundle: true, format: "esm", platform: "neutral", write: false });
  return import(`data:text/javascript;base64,${Buffer.from(bundle.outputFiles[0].text).toString("base64")}`);
}

import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";

/**
 * For bench:pictures inside workerd: the phone photos of ../shared/scan-corpus (the only photographs in the
 * project's test data), served through the outbound stand-in. `PHOTOS_URL` lists them, `PHOTOS_URL<name>` is one.
 */
export const PHOTOS_URL = "https://photos.stand-in.test/";

const CORPUS = resolve(import.meta.dirname, "../../../shared/scan-corpus");

function photoNames(): string[] {
  if (!existsSync(CORPUS)) return [];
  return readdirSync(CORPUS, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) =>
      readdirSync(join(CORPUS, entry.name))
        .filter((name) => /^photo(-\d+)?\.jpg$/.test(name))
        .map((name) => `${entry.name}/${name}`),
    )
    .sort();
}

export function benchPhoto(url: URL): Response {
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!name) return Response.json(photoNames());
  if (!photoNames().includes(name)) return new Response("not found", { status: 404 });
  return new Response(readFileSync(join(CORPUS, name)), { headers: { "content-type": "image/jpeg" } });
}

// The held-out discipline for the extraction benches (ADR 011): every corpus is split by site into a build part,
// which rules and the page reader's model may be tuned on, and a test part, which is only ever reported as a
// figure. The split is fixed by a hash of the site's host, so all pages of one site fall on the same side and a new
// corpus in the same format is split the same way.
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** About seven in ten sites are for building; changing the salt would change the split and is not done. */
const SALT = "mise-extraction-split-v1:";
const BUILD_SHARE = 0.7;

/** The site of a case: the manifest's host when it names one, else the part of the id before "__". */
export function siteOf(id, meta = {}) {
  return String(meta.host_dir ?? meta.host ?? id.split("__")[0])
    .toLowerCase()
    .replace(/^www\./, "");
}

/** "build" or "test" for a site. */
export function partOf(site) {
  const hash = createHash("sha256").update(`${SALT}${site}`).digest();
  return hash.readUInt32BE(0) / 2 ** 32 < BUILD_SHARE ? "build" : "test";
}

/** The manifest's entries of a corpus folder by case id (an empty map when it has no manifest). */
export function manifestOf(dir) {
  const file = join(dir, "manifest.json");
  if (!existsSync(file)) return new Map();
  const manifest = JSON.parse(readFileSync(file, "utf8"));
  return new Map((manifest.cases ?? []).map((entry) => [entry.id, entry]));
}

/** Each case id of a corpus with its part. */
export function partsOf(dir, ids) {
  const manifest = manifestOf(dir);
  return new Map(ids.map((id) => [id, partOf(siteOf(id, manifest.get(id)))]));
}

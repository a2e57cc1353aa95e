/**
 * Where a redirect may lead when its target comes from input (`redirectTo` after sign-in, a social sign-in's
 * `callbackURL`, the return path of a preference form): a path on this origin, nothing else. The one decision for all
 * of them, made on the value as given and after each round of percent-decoding: a single leading `/` (so no scheme
 * and no host), then neither `/` nor `\` (a browser reads `//host` and `/\host` as another site), and no control or
 * whitespace character (a browser drops tabs and newlines, so `/\t/host` would become `//host`): none at all in the
 * value as given, none in the path once decoded (a search for "tomato soup" may come back to `?q=tomato%20soup`).
 */

// Control, format (zero-width, bidi) and every kind of space or line separator.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Z}\s]/u;

function decodedLayers(value: string): string[] | null {
  const layers = [value];
  // Decoded until it no longer changes: a double-encoded `%252F` is read as the `/` it ends up as.
  for (let round = 0; round < 4; round++) {
    const last = layers[layers.length - 1] as string;
    let next: string;
    try {
      next = decodeURIComponent(last);
    } catch {
      return null;
    }
    if (next === last) return layers;
    layers.push(next);
  }
  return null;
}

const isSamePath = (value: string) =>
  value.startsWith("/") && value[1] !== "/" && value[1] !== "\\" && !INVISIBLE.test(value.split(/[?#]/)[0] ?? "");

export function isSafeRedirectPath(value: unknown): value is string {
  if (typeof value !== "string" || value.length > 2048 || INVISIBLE.test(value)) return false;
  const layers = decodedLayers(value);
  if (!layers?.every(isSamePath)) return false;
  // /api answers machines, not people: never a page to land on.
  return !layers.some((layer) => layer === "/api" || layer.startsWith("/api/") || layer.startsWith("/api?"));
}

/** The target when it is a safe path on this origin, else `fallback`. */
export function safeRedirectPath(value: unknown, fallback = "/dashboard"): string {
  return isSafeRedirectPath(value) ? value : fallback;
}

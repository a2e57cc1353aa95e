import { readAtMost } from "~/lib/streams";
import {
  classifyAddress,
  classifyName,
  type HostClass,
  isAllowListed,
  isNumericallyEncoded,
  isWebPort,
} from "./addresses";

/**
 * Every fetch of a URL a user gave us (a recipe page, its picture) goes through here. Before any connection: http(s)
 * only, on the web's ports (80, 443), no credentials in the URL, and a host that is a public address or a name whose
 * every address is public (looked up over DNS-over-HTTPS, since a Worker has no resolver of its own). Redirects are
 * followed by hand, at most MAX_REDIRECTS of them, and each hop is checked again. The body is read against a byte cap
 * (counted after decompression) and one deadline covers the whole exchange, so a slow drip ends too. Only the
 * operator's allow-list (`allow`, for tests and local benchmarks, empty by default) reaches past these rules. The
 * check and the connection are two steps; what closes the gap between them (DNS rebinding) is ADR 012.
 */
export type FetchProblem =
  | "invalid_url"
  | "forbidden_host"
  | "forbidden_port"
  | "unreachable"
  | "timeout"
  | "too_large"
  | "refused"
  | "http_error"
  | "upstream_error"
  | "upstream_busy"
  | "wrong_type"
  | "too_many_redirects";

export class GuardedFetchError extends Error {
  constructor(
    readonly problem: FetchProblem,
    readonly status?: number,
    /** For `upstream_busy`: when the site says to come back, in seconds. */
    readonly retryAfterSeconds?: number,
  ) {
    super(status ? `${problem} (${status})` : problem);
  }
}

export type GuardOptions = {
  kind: "page" | "image";
  maxBytes: number;
  timeoutMs: number;
  /** `host:port` entries reached whatever their address or port (addresses.ts, `parseAllowList`). */
  allow: readonly string[];
  /** The DNS-over-HTTPS endpoint (JSON API) that answers which addresses a name has. */
  resolver?: string;
};

type Fetched = { url: URL; bytes: Uint8Array; contentType: string };

const DNS_RESOLVER = "https://cloudflare-dns.com/dns-query";
const MAX_REDIRECTS = 5;
const ACCEPT = {
  page: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.5",
  image: "image/avif,image/webp,image/png,image/jpeg,image/*;q=0.8",
};
const TYPES = {
  page: /^(?:text\/html|application\/xhtml\+xml)$/i,
  image: /^image\//i,
};

/** The URL the user typed, if it is one we may fetch at all (scheme, no credentials, no numeric host spelling). */
export function parseFetchableUrl(input: string, base?: URL): URL | null {
  let url: URL;
  try {
    url = new URL(input.trim(), base);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (url.username || url.password || !url.hostname) return null;
  return url;
}

type DnsAnswer = { Status?: number; Answer?: { type: number; data: string }[] };

async function resolveAll(name: string, resolver: string, signal: AbortSignal): Promise<string[]> {
  const lookups = ["A", "AAAA"].map(async (type) => {
    const query = new URL(resolver);
    query.searchParams.set("name", name);
    query.searchParams.set("type", type);
    const response = await fetch(query, { headers: { accept: "application/dns-json" }, signal });
    if (!response.ok) throw new GuardedFetchError("unreachable");
    const answer = (await response.json()) as DnsAnswer;
    return (answer.Answer ?? []).filter((record) => record.type === 1 || record.type === 28).map((r) => r.data);
  });
  return (await Promise.all(lookups)).flat();
}

async function checkHost(url: URL, options: GuardOptions, signal: AbortSignal) {
  if (isAllowListed(url, options.allow)) return;
  if (!isWebPort(url)) throw new GuardedFetchError("forbidden_port");
  const isPublic = (verdict: HostClass | null) => verdict === "public";
  const literal = classifyAddress(url.hostname);
  if (literal !== null) {
    if (!isPublic(literal)) throw new GuardedFetchError("forbidden_host");
    return;
  }
  if (!isPublic(classifyName(url.hostname))) throw new GuardedFetchError("forbidden_host");
  const addresses = await resolveAll(url.hostname, options.resolver ?? DNS_RESOLVER, signal);
  if (addresses.length === 0) throw new GuardedFetchError("unreachable");
  if (!addresses.every((address) => isPublic(classifyAddress(address)))) {
    throw new GuardedFetchError("forbidden_host");
  }
}

async function readCapped(response: Response, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(response.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel();
    throw new GuardedFetchError("too_large");
  }
  const bytes = await readAtMost(response.body, maxBytes);
  if (!bytes) throw new GuardedFetchError("too_large");
  return bytes;
}

const REFUSALS = new Set([401, 402, 403, 407, 451]);
const BUSY = new Set([429, 503]);
/** A site's Retry-After in seconds (a number or an HTTP date), kept between a second and an hour; a minute if none. */
function retryAfter(response: Response): number {
  const header = response.headers.get("retry-after") ?? "";
  const seconds = /^\d+$/.test(header) ? Number(header) : (Date.parse(header) - Date.now()) / 1000;
  return Number.isFinite(seconds) ? Math.min(3600, Math.max(1, Math.ceil(seconds))) : 60;
}

/** Why a site's answer is not a page to read: the cook's address (4xx) or the site itself (5xx, busy). */
function answerProblem(response: Response): GuardedFetchError {
  const { status } = response;
  if (BUSY.has(status)) return new GuardedFetchError("upstream_busy", status, retryAfter(response));
  if (REFUSALS.has(status)) return new GuardedFetchError("refused", status);
  return new GuardedFetchError(status >= 500 ? "upstream_error" : "http_error", status);
}

export async function guardedFetch(input: string, options: GuardOptions): Promise<Fetched> {
  const first = parseFetchableUrl(input);
  if (!first || isNumericallyEncoded(input, first)) throw new GuardedFetchError("invalid_url");
  const signal = AbortSignal.timeout(options.timeoutMs);
  let url = first;
  try {
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      await checkHost(url, options, signal);
      const response = await fetch(url, {
        redirect: "manual",
        signal,
        headers: { accept: ACCEPT[options.kind], "accept-language": "de, en;q=0.9, *;q=0.5" },
      });
      const location = response.headers.get("location");
      if (response.status >= 300 && response.status < 400 && location) {
        await response.body?.cancel();
        const next = parseFetchableUrl(location, url);
        if (!next || isNumericallyEncoded(location, next)) throw new GuardedFetchError("forbidden_host");
        url = next;
        continue;
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw answerProblem(response);
      }
      const contentType = (response.headers.get("content-type") ?? "").split(";")[0]?.trim() ?? "";
      if (contentType && !TYPES[options.kind].test(contentType)) {
        await response.body?.cancel();
        throw new GuardedFetchError("wrong_type");
      }
      const bytes = await readCapped(response, options.maxBytes);
      return { url, bytes, contentType: response.headers.get("content-type") ?? "" };
    }
    throw new GuardedFetchError("too_many_redirects");
  } catch (error) {
    if (error instanceof GuardedFetchError) throw error;
    if (signal.aborted) throw new GuardedFetchError("timeout");
    throw new GuardedFetchError("unreachable");
  }
}

import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { parseAllowList } from "~/domain/import/addresses";
import { type GuardOptions, guardedFetch } from "~/domain/import/guarded-fetch.server";
import { LOG_URL, SITE } from "../support/recipe-sites";

/**
 * Class 2, outbound fetches: a URL a cook gives us (a recipe page, its picture) never makes the Worker reach into a
 * private network, a cloud metadata service or a non-web port, however the address is spelled, whatever its name
 * resolves to, and wherever a redirect points. Each refusal happens before any connection to the target.
 */
const guard = (options: Partial<GuardOptions> = {}): GuardOptions => ({
  kind: "page",
  maxBytes: 5 * 1024 * 1024,
  timeoutMs: 3000,
  allow: [],
  ...options,
});

/** The hosts that were contacted while `run` ran (the DNS resolver aside), and how it ended. */
async function contacted(run: () => Promise<unknown>) {
  const before = ((await (await fetch(LOG_URL)).json()) as string[]).length;
  const outcome = await run().then(
    () => null,
    (error: unknown) => error,
  );
  const log = ((await (await fetch(LOG_URL)).json()) as string[]).slice(before);
  return {
    error: outcome as { problem?: string } | null,
    hosts: log.map((href) => new URL(href).host).filter((host) => host !== "cloudflare-dns.com"),
  };
}

const REFUSED: [attack: string, url: string, problem: string][] = [
  ["loopback", "http://127.0.0.1/admin", "forbidden_host"],
  ["loopback at the end of its range", "http://127.255.255.254/", "forbidden_host"],
  ["localhost by name", "http://localhost/", "forbidden_host"],
  ["a subdomain of localhost", "http://api.localhost/", "forbidden_host"],
  ["IPv6 loopback", "http://[::1]/", "forbidden_host"],
  ["the unspecified IPv6 address", "http://[::]/", "forbidden_host"],
  ["RFC 1918, 10/8", "http://10.1.2.3/", "forbidden_host"],
  ["RFC 1918, 172.16/12", "http://172.16.5.4/", "forbidden_host"],
  ["RFC 1918, 192.168/16", "http://192.168.0.1/", "forbidden_host"],
  ["carrier-grade NAT", "http://100.64.0.1/", "forbidden_host"],
  ["the cloud metadata service (link-local)", "http://169.254.169.254/latest/meta-data/", "forbidden_host"],
  ["this network", "http://0.0.0.0/", "forbidden_host"],
  ["multicast", "http://224.0.0.251/", "forbidden_host"],
  ["broadcast", "http://255.255.255.255/", "forbidden_host"],
  ["IETF protocol assignments", "http://192.0.0.8/", "forbidden_host"],
  ["documentation, TEST-NET-1", "http://192.0.2.1/", "forbidden_host"],
  ["documentation, TEST-NET-2", "http://198.51.100.1/", "forbidden_host"],
  ["documentation, TEST-NET-3", "http://203.0.113.1/", "forbidden_host"],
  ["benchmarking", "http://198.18.0.1/", "forbidden_host"],
  ["reserved class E", "http://240.0.0.1/", "forbidden_host"],
  ["an IPv4-mapped loopback", "http://[::ffff:127.0.0.1]/", "forbidden_host"],
  ["an IPv4-mapped metadata address in hex", "http://[::ffff:a9fe:a9fe]/", "forbidden_host"],
  [
    "an IPv4-mapped public address (mapped forms are refused whatever they carry)",
    "http://[::ffff:8.8.8.8]/",
    "forbidden_host",
  ],
  ["an IPv4-compatible loopback", "http://[::127.0.0.1]/", "forbidden_host"],
  ["NAT64 of a private address", "http://[64:ff9b::a00:1]/", "forbidden_host"],
  ["local-use NAT64", "http://[64:ff9b:1::a00:1]/", "forbidden_host"],
  ["6to4 of loopback", "http://[2002:7f00:1::1]/", "forbidden_host"],
  ["Teredo", "http://[2001::1]/", "forbidden_host"],
  ["IPv6 documentation", "http://[2001:db8::1]/", "forbidden_host"],
  ["unique-local IPv6", "http://[fd00::1]/", "forbidden_host"],
  ["link-local IPv6", "http://[fe80::1]/", "forbidden_host"],
  ["site-local IPv6", "http://[fec0::1]/", "forbidden_host"],
  ["IPv6 multicast", "http://[ff02::1]/", "forbidden_host"],
  ["a single-label intranet name", "http://intranet/", "forbidden_host"],
  ["an mDNS name", "http://printer.local/", "forbidden_host"],
  ["a home network name", "http://router.home.arpa/", "forbidden_host"],
  ["an internal name", "http://db.internal/", "forbidden_host"],
  ["a name resolving to RFC 1918 (DNS rebinding)", "https://rebind.stand-in.test/", "forbidden_host"],
  ["a name with only a unique-local AAAA", "https://v6.stand-in.test/", "forbidden_host"],
  ["a name resolving to carrier-grade NAT", "https://cgnat.stand-in.test/", "forbidden_host"],
  ["a name resolving to a documentation range", "https://docs.stand-in.test/", "forbidden_host"],
  ["a name with an IPv4-mapped AAAA", "https://mapped.stand-in.test/", "forbidden_host"],
  ["a name with a NAT64 AAAA of the metadata address", "https://nat64.stand-in.test/", "forbidden_host"],
  ["a name with one public and one link-local address", "https://mixed.stand-in.test/", "forbidden_host"],
  ["loopback as a decimal number", "http://2130706433/", "invalid_url"],
  ["loopback in hex", "http://0x7f000001/", "invalid_url"],
  ["loopback in octal", "http://0177.0.0.1/", "invalid_url"],
  ["loopback shortened", "http://127.1/", "invalid_url"],
  ["a public address in hex parts", "http://0x08.0x08.0x08.0x08/", "invalid_url"],
  ["loopback in full-width digits", "http://１２７.０.０.１/", "invalid_url"],
  ["an IPv6 zone id", "http://[fe80::1%25eth0]/", "invalid_url"],
  ["FTP", "ftp://rezepte.stand-in.test/kuchen", "invalid_url"],
  ["a local file", "file:///etc/passwd", "invalid_url"],
  ["script", "javascript:alert(1)", "invalid_url"],
  ["a data URL", "data:text/html,<h1>x</h1>", "invalid_url"],
  ["a WebSocket", "ws://rezepte.stand-in.test/", "invalid_url"],
  ["credentials in the URL", "https://user:secret@rezepte.stand-in.test/apfelkuchen", "invalid_url"],
  ["no scheme", "rezepte.stand-in.test/apfelkuchen", "invalid_url"],
  ["a non-web port on a public name", "https://rezepte.stand-in.test:8443/apfelkuchen", "forbidden_port"],
  ["SSH on a public name", "http://rezepte.stand-in.test:22/", "forbidden_port"],
  ["Redis on a public address", "http://93.184.216.34:6379/", "forbidden_port"],
  ["a dev server on localhost", "http://localhost:8787/", "forbidden_port"],
];

describe("outbound fetches", () => {
  it.each(REFUSED)("refuses %s without connecting", async (_, url, problem) => {
    const { error, hosts } = await contacted(() => guardedFetch(url, guard()));
    expect(error?.problem).toBe(problem);
    expect(hosts).toEqual([]);
  });

  it.each([
    ["the default port, spelled out", `${SITE}:443/apfelkuchen`],
    ["plain http on port 80", "http://rezepte.stand-in.test:80/apfelkuchen"],
  ])("reaches a public site on %s", async (_, url) => {
    const page = await guardedFetch(url, guard());
    expect(page.url.pathname).toBe("/apfelkuchen");
  });

  it.each([
    ["into loopback on a dev port", "/umleitung-intern", "forbidden_port", "127.0.0.1:8787"],
    ["to the metadata service", "/umleitung-metadaten", "forbidden_host", "169.254.169.254"],
    ["to a name that resolves privately", "/umleitung-rebind", "forbidden_host", "rebind.stand-in.test"],
    ["to a non-web port of the same site", "/umleitung-port", "forbidden_port", "rezepte.stand-in.test:8443"],
    ["to loopback spelled as a number", "/umleitung-zahl", "forbidden_host", "0x7f000001"],
    ["to another scheme", "/umleitung-ftp", "forbidden_host", "rezepte.stand-in.test"],
  ])("checks every redirect hop: one %s is refused before it is followed", async (_, path, problem, target) => {
    const { error, hosts } = await contacted(() => guardedFetch(`${SITE}${path}`, guard()));
    expect(error?.problem).toBe(problem);
    expect(hosts).toEqual(["rezepte.stand-in.test"]);
    expect(hosts.filter((host) => host === target && host !== "rezepte.stand-in.test")).toEqual([]);
  });

  it("follows at most five redirects, and stops a loop", async () => {
    const five = await guardedFetch(`${SITE}/kette/4`, guard());
    expect(five.url.pathname).toBe("/apfelkuchen");
    await expect(guardedFetch(`${SITE}/kette/5`, guard())).rejects.toMatchObject({ problem: "too_many_redirects" });
    const loop = await contacted(() => guardedFetch(`${SITE}/umleitung-kreis`, guard()));
    expect(loop.error?.problem).toBe("too_many_redirects");
    expect(loop.hosts).toHaveLength(6);
  });

  it("reaches past the rules only what the operator's allow-list names, and nothing by default", async () => {
    expect(env.OUTBOUND_ALLOW).toBe("");
    const closed = await contacted(() => guardedFetch("http://127.0.0.1:9/", guard()));
    expect(closed.error?.problem).toBe("forbidden_port");
    const allow = parseAllowList("127.0.0.1:9, bad entry, localhost");
    expect(allow).toEqual(["127.0.0.1:9"]);
    const open = await contacted(() => guardedFetch("http://127.0.0.1:9/", guard({ allow })));
    expect(open.hosts).toEqual(["127.0.0.1:9"]);
    for (const url of ["http://127.0.0.1:10/", "http://[::1]:9/", "http://10.0.0.1:9/"]) {
      const other = await contacted(() => guardedFetch(url, guard({ allow })));
      expect(other.hosts).toEqual([]);
    }
    const anyPort = await contacted(() => guardedFetch("http://127.0.0.1:4321/", guard({ allow: ["127.0.0.1:*"] })));
    expect(anyPort.hosts).toEqual(["127.0.0.1:4321"]);
  });
});

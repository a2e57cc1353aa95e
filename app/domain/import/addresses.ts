import ipaddr from "ipaddr.js";

/**
 * Which hosts a fetch on a user's behalf may reach. Only public unicast addresses, as ipaddr.js (a maintained
 * library that tracks the IANA special-purpose registries) classifies them: never loopback, private, unique-local,
 * link-local, CGNAT, multicast, broadcast, reserved, benchmarking or documentation ranges, nor IPv6 forms that carry
 * an IPv4 address inside (mapped, compatible, NAT64, 6to4, Teredo), whatever that address is. Host names that only
 * exist on a local network (localhost, .local, single labels) are refused by name; other names are checked by the
 * addresses they resolve to. An operator's allow-list (`OUTBOUND_ALLOW`, for tests and local benchmarks) is the only
 * way past these rules.
 */

export type HostClass = "public" | "loopback" | "forbidden";

// IPv4-compatible IPv6 (::a.b.c.d, deprecated by RFC 4291) carries an IPv4 address the library calls unicast.
const IPV4_COMPATIBLE = ipaddr.IPv6.parseCIDR("::/96");

function classifyIp(address: ipaddr.IPv4 | ipaddr.IPv6): HostClass {
  const range = address.range();
  if (range === "loopback") return "loopback";
  if (range !== "unicast") return "forbidden";
  if (address.kind() === "ipv6" && address.match(IPV4_COMPATIBLE)) return "forbidden";
  return "public";
}

/** An address literal's class (brackets allowed), or null when the host is a name. */
export function classifyAddress(host: string): HostClass | null {
  const bare = host.startsWith("[") && host.endsWith("]") ? host.slice(1, -1) : host;
  if (ipaddr.IPv4.isValidFourPartDecimal(bare)) return classifyIp(ipaddr.IPv4.parse(bare));
  if (!bare.includes(":")) return null;
  // Zone ids only name local interfaces.
  if (bare.includes("%") || !ipaddr.IPv6.isValid(bare)) return "forbidden";
  return classifyIp(ipaddr.IPv6.parse(bare));
}

/** Names that never lead to the public internet. */
export function classifyName(name: string): HostClass {
  const host = name.toLowerCase().replace(/\.$/, "");
  if (host === "localhost" || host.endsWith(".localhost")) return "loopback";
  if (!host.includes(".")) return "forbidden";
  if (/\.(?:local|internal|intranet|lan|home|corp|home\.arpa|localdomain)$/.test(host)) {
    return "forbidden";
  }
  return "public";
}

/**
 * The host as the user wrote it, before URL parsing turns "2130706433", "0x7f.1" or "0177.0.0.1" into "127.0.0.1".
 * Such numeric spellings are refused whatever they point at: no one links a recipe that way.
 */
export function isNumericallyEncoded(rawUrl: string, parsed: URL): boolean {
  if (!ipaddr.IPv4.isValidFourPartDecimal(parsed.hostname)) return false;
  const raw = rawUrl.match(/^[a-z][a-z\d+.-]*:\/\/(?:[^@/?#]*@)?([^:/?#]*)/i)?.[1];
  return raw !== undefined && raw.toLowerCase() !== parsed.hostname;
}

/** The ports a fetch may use without the allow-list: the web's own. */
const WEB_PORTS = new Set([80, 443]);

export const portOf = (url: URL) => (url.port ? Number(url.port) : url.protocol === "https:" ? 443 : 80);

export const isWebPort = (url: URL) => WEB_PORTS.has(portOf(url));

/**
 * The operator's allow-list: `host:port` entries (port `*` for any), comma-separated, e.g. "127.0.0.1:*" for the test
 * server's recipe sites. A listed host is reached whatever its address or port.
 */
export function parseAllowList(setting: string | undefined): string[] {
  return (setting ?? "")
    .split(",")
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => /^(?:\[[^\]]+\]|[^:[\]]+):(?:\*|\d{1,5})$/.test(entry));
}

export function isAllowListed(url: URL, allow: readonly string[]): boolean {
  const host = url.hostname.toLowerCase();
  return allow.includes(`${host}:*`) || allow.includes(`${host}:${portOf(url)}`);
}

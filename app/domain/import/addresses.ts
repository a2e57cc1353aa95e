/**
 * Which hosts a fetch on a user's behalf may reach. Only public unicast addresses: never loopback, private (RFC 1918,
 * unique-local), link-local, CGNAT, multicast, reserved or documentation ranges, nor IPv6 forms that carry an IPv4
 * address inside (mapped, compatible, NAT64, 6to4). Host names that only exist on a local network (localhost, .local,
 * single labels) are refused by name; other names are checked by the addresses they resolve to.
 */

export type HostClass = "public" | "loopback" | "forbidden";

/** A dotted-quad IPv4 address as four bytes, or null. */
function parseIPv4(host: string): number[] | null {
  const parts = host.split(".");
  if (parts.length !== 4) return null;
  const bytes = parts.map((part) => (/^(?:0|[1-9]\d{0,2})$/.test(part) ? Number(part) : Number.NaN));
  return bytes.every((byte) => byte >= 0 && byte <= 255) ? bytes : null;
}

/** An IPv6 address (without brackets; an IPv4 tail allowed) as sixteen bytes, or null. */
function parseIPv6(input: string): number[] | null {
  let host = input.toLowerCase();
  if (host.includes("%")) return null; // zone ids only name local interfaces
  const tail: number[] = [];
  const lastColon = host.lastIndexOf(":");
  if (host.slice(lastColon + 1).includes(".")) {
    const v4 = parseIPv4(host.slice(lastColon + 1));
    if (!v4) return null;
    tail.push(...v4);
    host = `${host.slice(0, lastColon + 1)}0:0`;
  }
  const halves = host.split("::");
  if (halves.length > 2) return null;
  const groups = (text: string) => (text === "" ? [] : text.split(":"));
  const head = groups(halves[0] ?? "");
  const rest = halves.length === 2 ? groups(halves[1] ?? "") : [];
  const missing = 8 - head.length - rest.length;
  if ((halves.length === 2 && missing < 1) || (halves.length === 1 && missing !== 0)) return null;
  const all = [...head, ...Array(Math.max(0, missing)).fill("0"), ...rest];
  if (!all.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  const bytes = all.flatMap((group) => {
    const value = Number.parseInt(group, 16);
    return [value >> 8, value & 0xff];
  });
  if (tail.length === 4) bytes.splice(12, 4, ...tail);
  return bytes;
}

const inRange = (bytes: number[], prefix: number[], bits: number) => {
  for (let bit = 0; bit < bits; bit++) {
    const byte = Math.floor(bit / 8);
    const mask = 0x80 >> (bit % 8);
    if (((bytes[byte] ?? 0) & mask) !== ((prefix[byte] ?? 0) & mask)) return false;
  }
  return true;
};

const IPV4_FORBIDDEN: [number[], number][] = [
  [[0, 0, 0, 0], 8], // "this network"
  [[10, 0, 0, 0], 8],
  [[100, 64, 0, 0], 10], // CGNAT
  [[169, 254, 0, 0], 16], // link-local (cloud metadata lives here)
  [[172, 16, 0, 0], 12],
  [[192, 0, 0, 0], 24],
  [[192, 0, 2, 0], 24],
  [[192, 88, 99, 0], 24],
  [[192, 168, 0, 0], 16],
  [[198, 18, 0, 0], 15],
  [[198, 51, 100, 0], 24],
  [[203, 0, 113, 0], 24],
  [[224, 0, 0, 0], 4], // multicast
  [[240, 0, 0, 0], 4], // reserved and broadcast
];

function classifyIPv4(bytes: number[]): HostClass {
  if (bytes[0] === 127) return "loopback";
  return IPV4_FORBIDDEN.some(([prefix, bits]) => inRange(bytes, prefix, bits)) ? "forbidden" : "public";
}

const IPV6_FORBIDDEN: [number[], number][] = [
  [[0xfc], 7], // unique local
  [[0xfe, 0x80], 10], // link-local
  [[0xfe, 0xc0], 10], // site-local (deprecated)
  [[0xff], 8], // multicast
  [[0x20, 0x01, 0x0d, 0xb8], 32], // documentation
  [[0x01, 0, 0, 0, 0, 0, 0, 0], 64], // discard
  [[0x20, 0x02], 16], // 6to4: an IPv4 address inside
  [[0, 0x64, 0xff, 0x9b], 32], // NAT64: an IPv4 address inside
  [[0x20, 0x01, 0, 0], 32], // Teredo: an IPv4 address inside
];

function classifyIPv6(bytes: number[]): HostClass {
  const upper = bytes.slice(0, 10).every((byte) => byte === 0);
  if (upper && bytes[10] === 0 && bytes[11] === 0) {
    // ::1 is loopback; :: and the IPv4-compatible ::a.b.c.d are refused.
    return bytes.slice(12, 15).every((byte) => byte === 0) && bytes[15] === 1 ? "loopback" : "forbidden";
  }
  if (upper && bytes[10] === 0xff && bytes[11] === 0xff) return "forbidden"; // IPv4-mapped
  return IPV6_FORBIDDEN.some(([prefix, bits]) => inRange(bytes, prefix, bits)) ? "forbidden" : "public";
}

/** An address literal's class, or null when the host is a name. */
export function classifyAddress(host: string): HostClass | null {
  const bare = host.startsWith("[") && host.endsWith("]") ? host.slice(1, -1) : host;
  const v4 = parseIPv4(bare);
  if (v4) return classifyIPv4(v4);
  const v6 = bare.includes(":") ? parseIPv6(bare) : null;
  if (v6) return classifyIPv6(v6);
  return bare.includes(":") ? "forbidden" : null;
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
  if (!parseIPv4(parsed.hostname)) return false;
  const raw = rawUrl.match(/^[a-z][a-z\d+.-]*:\/\/(?:[^@/?#]*@)?([^:/?#]*)/i)?.[1];
  return raw !== undefined && raw.toLowerCase() !== parsed.hostname;
}

/**
 * Classifies IP addresses for the SSRF guard: which ones a customer URL may never reach. IPv6
 * forms that carry an IPv4 address (mapped ::ffff:a.b.c.d in dotted or hex form, compatible
 * ::a.b.c.d, NAT64 64:ff9b::/96, 6to4 2002::/16) are judged by the IPv4 address inside.
 */
export type BlockedRange =
  | "private"
  | "loopback"
  | "link-local"
  | "unique-local"
  | "multicast"
  | "unspecified"
  | "carrier-grade-nat"
  | "cloud-metadata"
  | "reserved";

/** a.b.c.d with four decimal parts 0–255, or null. */
export function parseIpv4(text: string): number[] | null {
  const parts = text.split(".");
  if (parts.length !== 4) return null;
  const bytes = parts.map((p) => (/^\d{1,3}$/.test(p) ? Number(p) : NaN));
  return bytes.every((b) => b >= 0 && b <= 255) ? bytes : null;
}

/** An IPv6 address (brackets and zone id allowed) as 16 bytes, or null. */
export function parseIpv6(text: string): number[] | null {
  let s = text.replace(/^\[|\]$/g, "").toLowerCase();
  const zone = s.indexOf("%");
  if (zone !== -1) s = s.slice(0, zone);
  if (!s.includes(":")) return null;
  const tail: number[] = [];
  const lastColon = s.lastIndexOf(":");
  const maybeV4 = s.slice(lastColon + 1);
  if (maybeV4.includes(".")) {
    const v4 = parseIpv4(maybeV4);
    if (!v4) return null;
    tail.push(...v4);
    s = s.slice(0, lastColon + 1) + "0:0";
  }
  const halves = s.split("::");
  if (halves.length > 2) return null;
  const groups = (part: string) => (part === "" ? [] : part.split(":"));
  const head = groups(halves[0]!);
  const rest = halves.length === 2 ? groups(halves[1]!) : [];
  const missing = 8 - head.length - rest.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const all = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...rest];
  const bytes: number[] = [];
  for (const g of all) {
    if (!/^[0-9a-f]{1,4}$/.test(g)) return null;
    const n = parseInt(g, 16);
    bytes.push(n >> 8, n & 0xff);
  }
  if (tail.length) bytes.splice(12, 4, ...tail);
  return bytes;
}

function classifyIpv4([a, b, c, d]: number[]): BlockedRange | null {
  if (a === 169 && b === 254 && c === 169 && d === 254) return "cloud-metadata";
  if (a === 0) return "unspecified";
  if (a === 10 || (a === 172 && b! >= 16 && b! <= 31) || (a === 192 && b === 168)) {
    return "private";
  }
  if (a === 127) return "loopback";
  if (a === 169 && b === 254) return "link-local";
  if (a === 100 && b! >= 64 && b! <= 127) return "carrier-grade-nat";
  if (a! >= 224 && a! <= 239) return "multicast";
  // IETF protocol assignments, benchmarking, documentation, class E and broadcast.
  if ((a === 192 && b === 0 && (c === 0 || c === 2)) || (a === 198 && (b === 18 || b === 19))) {
    return "reserved";
  }
  if ((a === 198 && b === 51 && c === 100) || (a === 203 && b === 0 && c === 113)) {
    return "reserved";
  }
  if (a! >= 240) return "reserved";
  return null;
}

const isZero = (bytes: number[]) => bytes.every((b) => b === 0);

function classifyIpv6(x: number[]): BlockedRange | null {
  const first10Zero = isZero(x.slice(0, 10));
  if (isZero(x)) return "unspecified";
  if (isZero(x.slice(0, 15)) && x[15] === 1) return "loopback";
  // ::ffff:a.b.c.d (mapped) and ::a.b.c.d (the deprecated compatible form).
  if (first10Zero && ((x[10] === 0xff && x[11] === 0xff) || (x[10] === 0 && x[11] === 0))) {
    return classifyIpv4(x.slice(12));
  }
  // NAT64 well-known prefix 64:ff9b::/96.
  if (x[0] === 0 && x[1] === 0x64 && x[2] === 0xff && x[3] === 0x9b && isZero(x.slice(4, 12))) {
    return classifyIpv4(x.slice(12));
  }
  if (x[0] === 0x20 && x[1] === 0x02) return classifyIpv4(x.slice(2, 6));
  // AWS's IPv6 instance metadata endpoint fd00:ec2::254 (inside unique-local, named apart).
  const awsMetadata = [0xfd, 0, 0x0e, 0xc2, ...Array<number>(10).fill(0), 0x02, 0x54];
  if (x.every((b, i) => b === awsMetadata[i])) return "cloud-metadata";
  if ((x[0]! & 0xfe) === 0xfc) return "unique-local";
  if (x[0] === 0xfe && (x[1]! & 0xc0) === 0x80) return "link-local";
  // Deprecated site-local fec0::/10: private by definition.
  if (x[0] === 0xfe && (x[1]! & 0xc0) === 0xc0) return "private";
  if (x[0] === 0xff) return "multicast";
  // Documentation prefix 2001:db8::/32.
  if (x[0] === 0x20 && x[1] === 0x01 && x[2] === 0x0d && x[3] === 0xb8) return "reserved";
  return null;
}

/** The forbidden range an address falls in, null when it is public, undefined when not an IP. */
export function classifyAddress(address: string): BlockedRange | null | undefined {
  const v4 = parseIpv4(address);
  if (v4) return classifyIpv4(v4);
  const v6 = parseIpv6(address);
  if (v6) return classifyIpv6(v6);
  return undefined;
}

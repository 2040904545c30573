import { getEnv } from "./env.ts";

/**
 * CNAME and TXT lookups for custom-domain verification, one seam for both runtimes: in production
 * `Deno.resolveDns`; where DNS_ZONE_URL is set (the local emulator sets it to its own small zone,
 * which tests and developers fill), that zone answers instead, so nothing local depends on real DNS.
 * CNAME names come back lower-case without the trailing dot; a TXT record comes back as one string
 * (its character-strings joined, as DNS splits long values). An unknown name is an empty answer.
 */
type RecordType = "CNAME" | "TXT";
interface DenoDns {
  resolveDns(name: string, type: "CNAME"): Promise<string[]>;
  resolveDns(name: string, type: "TXT"): Promise<string[][]>;
}

export class DnsUnavailableError extends Error {}

function normalise(name: string): string {
  return name.trim().toLowerCase().replace(/\.$/, "");
}

async function fromZone(zoneUrl: string, host: string, type: RecordType): Promise<string[]> {
  const url = new URL(zoneUrl);
  url.searchParams.set("name", host);
  url.searchParams.set("type", type);
  const response = await fetch(url);
  if (!response.ok) throw new DnsUnavailableError(`DNS zone answered ${response.status}`);
  const body = (await response.json()) as { answers?: unknown };
  const answers = Array.isArray(body.answers) ? body.answers : [];
  return answers.filter((answer): answer is string => typeof answer === "string");
}

async function fromDeno(host: string, type: RecordType): Promise<string[]> {
  const deno = (globalThis as { Deno?: Partial<DenoDns> }).Deno;
  if (typeof deno?.resolveDns !== "function") {
    throw new DnsUnavailableError("No DNS resolver in this runtime (set DNS_ZONE_URL)");
  }
  try {
    if (type === "TXT")
      return (await deno.resolveDns(host, "TXT")).map((chunks) => chunks.join(""));
    return await deno.resolveDns(host, "CNAME");
  } catch (error) {
    // NXDOMAIN or no such record: the domain simply does not point anywhere (yet).
    if (
      error instanceof Error &&
      /NotFound|no records|NXDOMAIN/i.test(`${error.name} ${error.message}`)
    )
      return [];
    throw new DnsUnavailableError(error instanceof Error ? error.message : String(error));
  }
}

function resolve(host: string, type: RecordType): Promise<string[]> {
  const zoneUrl = getEnv("DNS_ZONE_URL");
  return zoneUrl ? fromZone(zoneUrl, host, type) : fromDeno(host, type);
}

export async function resolveCname(host: string): Promise<string[]> {
  return (await resolve(host, "CNAME")).map(normalise);
}

export async function resolveTxt(host: string): Promise<string[]> {
  return resolve(host, "TXT");
}

import { getEnv } from "./env.ts";

/**
 * CNAME lookups for custom-domain verification, one seam for both runtimes: in production
 * `Deno.resolveDns`; where DNS_ZONE_URL is set (the local emulator sets it to its own small zone,
 * which tests and developers fill), that zone answers instead, so nothing local depends on real DNS.
 * Names come back lower-case without the trailing dot. An unknown name is an empty answer.
 */
interface DenoDns {
  resolveDns(name: string, type: "CNAME"): Promise<string[]>;
}

export class DnsUnavailableError extends Error {}

function normalise(name: string): string {
  return name.trim().toLowerCase().replace(/\.$/, "");
}

export async function resolveCname(host: string): Promise<string[]> {
  const zoneUrl = getEnv("DNS_ZONE_URL");
  if (zoneUrl) {
    const url = new URL(zoneUrl);
    url.searchParams.set("name", host);
    url.searchParams.set("type", "CNAME");
    const response = await fetch(url);
    if (!response.ok) throw new DnsUnavailableError(`DNS zone answered ${response.status}`);
    const body = (await response.json()) as { answers?: unknown };
    const answers = Array.isArray(body.answers) ? body.answers : [];
    return answers.filter((answer): answer is string => typeof answer === "string").map(normalise);
  }
  const deno = (globalThis as { Deno?: Partial<DenoDns> }).Deno;
  if (typeof deno?.resolveDns !== "function") {
    throw new DnsUnavailableError("No DNS resolver in this runtime (set DNS_ZONE_URL)");
  }
  try {
    return (await deno.resolveDns(host, "CNAME")).map(normalise);
  } catch (error) {
    // NXDOMAIN or no CNAME record: the domain simply does not point anywhere yet.
    if (
      error instanceof Error &&
      /NotFound|no records|NXDOMAIN/i.test(`${error.name} ${error.message}`)
    )
      return [];
    throw new DnsUnavailableError(error instanceof Error ? error.message : String(error));
  }
}

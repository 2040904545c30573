/**
 * Decides whether one URL may be fetched: http(s) only, no credentials, default ports or 80/443,
 * and a host that is neither a forbidden name nor resolves to any forbidden address. Every
 * redirect hop passes through here again.
 */
import { classifyAddress } from "./ip-address.ts";
import type { ResolveHost } from "./resolve-host.ts";
import { refusals } from "./safe-fetch-error.ts";

/** Names that reach a cloud metadata service or this machine whatever DNS says. */
const METADATA_HOSTS = new Set(["metadata.google.internal", "metadata.goog", "metadata"]);

export interface GuardOptions {
  resolve: ResolveHost;
  /**
   * Exact `host:port` pairs (as URL.host spells them, e.g. "127.0.0.1:4321") that skip the port
   * and address checks. For tests against local fixture servers only: production callers must
   * never pass it (the analyze-site function honours it only when SUPABASE_URL is loopback).
   */
  allowHosts?: readonly string[];
}

export function parseHttpUrl(raw: string, base?: string): URL {
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    throw refusals.invalidUrl();
  }
  return url;
}

/** Resolves and checks; the returned addresses are the ones that were judged safe. */
export async function assertFetchable(url: URL, options: GuardOptions): Promise<string[]> {
  if (url.protocol !== "http:" && url.protocol !== "https:") throw refusals.protocol(url.protocol);
  if (url.username || url.password) throw refusals.credentials();
  if (options.allowHosts?.includes(url.host)) return [];
  // URL drops default ports, so any port still present is explicit.
  if (url.port !== "" && url.port !== "80" && url.port !== "443") throw refusals.port(url.port);

  // The URL parser already normalised IPv4 forms (0x7f.1, 2130706433) and IPv6 spelling.
  const hostname = url.hostname
    .replace(/^\[|\]$/g, "")
    .replace(/\.$/, "")
    .toLowerCase();
  if (METADATA_HOSTS.has(hostname)) throw refusals.blocked("cloud-metadata");
  if (hostname === "localhost" || hostname.endsWith(".localhost")) {
    throw refusals.blocked("loopback");
  }
  const literal = classifyAddress(hostname);
  if (literal) throw refusals.blocked(literal);
  if (literal === null) return [hostname];

  const addresses = await options.resolve(hostname);
  if (addresses.length === 0) throw refusals.dns(hostname);
  for (const address of addresses) {
    // An answer that is not an address at all is as suspicious as a private one.
    const range = classifyAddress(address);
    if (range === undefined) throw refusals.dns(hostname);
    if (range) throw refusals.blocked(range);
  }
  return addresses;
}

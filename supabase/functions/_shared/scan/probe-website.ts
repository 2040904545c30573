/**
 * Checks a customer's website before it is saved, so the first scan cannot fail on an address
 * that was never going to work: the typed scheme first (https when none was typed), then the
 * other one when the connection itself failed (refused, TLS, timeout, broken off), as many small
 * sites answer only http. Every request goes through the SSRF-safe fetcher, so refused addresses
 * (private ranges, loopback, cloud metadata, other ports) come back with its reason.
 */
import type { Texts } from "../contract/catalogue.ts";
import { safeFetch, SafeFetchError } from "../net/safe-fetch.ts";
import { httpStatusTexts } from "./scan-failure.ts";

export type ProbeResult =
  | { ok: true; url: string }
  /**
   * 400: the address itself is not allowed; 422: the site did not answer usefully. `reason` in
   * every language: the onboarding function answers the request's.
   */
  | { ok: false; status: 400 | 422; reason: Texts };

/** Errors of the connection, where the other scheme may still work. */
const TRY_OTHER_SCHEME = new Set(["connection-refused", "tls", "network", "timeout"]);
const PROBE_TIMEOUT_MS = 8_000;

function otherScheme(url: string): string {
  const next = new URL(url);
  next.protocol = next.protocol === "https:" ? "http:" : "https:";
  return next.href;
}

export async function probeWebsite(
  url: string,
  options: { allowHosts?: readonly string[]; fetchImpl?: typeof fetch } = {},
): Promise<ProbeResult> {
  let first: SafeFetchError | null = null;
  for (const candidate of [url, otherScheme(url)]) {
    try {
      const page = await safeFetch(candidate, {
        kind: "page",
        allowHosts: options.allowHosts,
        fetchImpl: options.fetchImpl,
        timeoutMs: PROBE_TIMEOUT_MS,
      });
      if (page.status >= 400)
        return { ok: false, status: 422, reason: httpStatusTexts(page.status) };
      return { ok: true, url: candidate };
    } catch (error) {
      if (!(error instanceof SafeFetchError)) throw error;
      first ??= error;
      if (!TRY_OTHER_SCHEME.has(error.code)) break;
    }
  }
  // The reason of the address as typed: "https failed" says more than "http was refused".
  return { ok: false, status: first!.status === 400 ? 400 : 422, reason: first!.texts };
}

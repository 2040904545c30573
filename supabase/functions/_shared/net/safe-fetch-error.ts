/**
 * Every refusal of the SSRF-safe fetcher is one typed error with a Dutch message the user can
 * read, and the HTTP status a function should answer with (always 4xx: the caller's URL is the
 * problem, or the remote site is).
 */
import { ADDRESS_MESSAGES } from "../contract/website-address.ts";
import type { BlockedRange } from "./ip-address.ts";
import type { NetworkFailure } from "./network-failure.ts";

export type SafeFetchErrorCode =
  | "invalid-url"
  | "protocol"
  | "port"
  | "credentials"
  | "blocked-address"
  | "dns"
  | "too-many-redirects"
  | "timeout"
  | "too-large"
  | "content-type"
  | "connection-refused"
  | "tls"
  | "network";

const RANGE_LABELS: Record<BlockedRange, string> = {
  private: "privé-netwerk",
  loopback: "loopback-adres (deze server zelf)",
  "link-local": "link-local-adres",
  "unique-local": "privé-netwerk (IPv6 unique-local)",
  multicast: "multicast-adres",
  unspecified: "ongespecificeerd adres",
  "carrier-grade-nat": "gedeeld netwerk van een provider (carrier-grade NAT)",
  "cloud-metadata": "cloud-metadata-adres",
  reserved: "gereserveerd adres",
};

/** What the customer can do something about, not the runtime's error text. */
const NETWORK_MESSAGES: Record<NetworkFailure, [SafeFetchErrorCode, string]> = {
  refused: [
    "connection-refused",
    "De website weigert de verbinding: op dit adres draait geen webserver, of die staat uit.",
  ],
  tls: [
    "tls",
    "De beveiligde verbinding (https) met de website mislukt: het certificaat ontbreekt, is verlopen of hoort niet bij dit adres.",
  ],
  reset: ["network", "De website verbrak de verbinding voordat de pagina binnen was."],
  unreachable: ["network", "De website is niet bereikbaar: er is geen route naar de server."],
  other: ["network", "De website kon niet worden opgehaald."],
};

export class SafeFetchError extends Error {
  override readonly name = "SafeFetchError";
  constructor(
    readonly code: SafeFetchErrorCode,
    message: string,
    /** The status a function answers with: 400 for the caller's input, 422/413/415/504 else. */
    readonly status: number,
    /** For blocked addresses: which range, so logs and tests can tell them apart. */
    readonly range?: BlockedRange,
    /** For network failures: the runtime's own words, for logs only. */
    readonly detail?: string,
  ) {
    super(message);
  }
}

export const refusals = {
  invalidUrl: () => new SafeFetchError("invalid-url", "Dit is geen geldige URL.", 400),
  protocol: (protocol: string) =>
    new SafeFetchError("protocol", ADDRESS_MESSAGES.protocol(protocol), 400),
  port: (port: string) =>
    new SafeFetchError("port", `Poort ${port} is niet toegestaan; gebruik poort 80 of 443.`, 400),
  credentials: () => new SafeFetchError("credentials", ADDRESS_MESSAGES.credentials, 400),
  blocked: (range: BlockedRange) =>
    new SafeFetchError(
      "blocked-address",
      `Dit adres is niet toegestaan: ${RANGE_LABELS[range]}.`,
      400,
      range,
    ),
  dns: (host: string) =>
    new SafeFetchError("dns", `Het domein ${host} bestaat niet of is niet bereikbaar.`, 422),
  tooManyRedirects: (max: number) =>
    new SafeFetchError(
      "too-many-redirects",
      `De website stuurt meer dan ${max} keer door; de analyse is gestopt.`,
      422,
    ),
  timeout: (ms: number) =>
    new SafeFetchError(
      "timeout",
      `De website reageerde niet binnen ${(ms / 1000).toLocaleString("nl-NL")} seconden.`,
      504,
    ),
  tooLarge: (maxBytes: number) =>
    new SafeFetchError(
      "too-large",
      `De pagina is groter dan ${Math.round(maxBytes / 1024 / 1024)} MB en wordt niet geanalyseerd.`,
      413,
    ),
  contentType: (found: string, expected: string) =>
    new SafeFetchError(
      "content-type",
      `Dit adres levert geen ${expected} maar ${found || "een onbekend type"}.`,
      415,
    ),
  network: (failure: NetworkFailure, detail: string) => {
    const [code, message] = NETWORK_MESSAGES[failure];
    return new SafeFetchError(code, message, 422, undefined, detail);
  },
};

/**
 * Every refusal of the SSRF-safe fetcher is one typed error with a Dutch message the user can
 * read, and the HTTP status a function should answer with (always 4xx: the caller's URL is the
 * problem, or the remote site is).
 */
import type { BlockedRange } from "./ip-address.ts";

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

export class SafeFetchError extends Error {
  override readonly name = "SafeFetchError";
  constructor(
    readonly code: SafeFetchErrorCode,
    message: string,
    /** The status a function answers with: 400 for the caller's input, 422/413/415/504 else. */
    readonly status: number,
    /** For blocked addresses: which range, so logs and tests can tell them apart. */
    readonly range?: BlockedRange,
  ) {
    super(message);
  }
}

export const refusals = {
  invalidUrl: () => new SafeFetchError("invalid-url", "Dit is geen geldige URL.", 400),
  protocol: (protocol: string) =>
    new SafeFetchError(
      "protocol",
      `Alleen http- en https-adressen zijn toegestaan (niet ${protocol.replace(/:$/, "")}).`,
      400,
    ),
  port: (port: string) =>
    new SafeFetchError("port", `Poort ${port} is niet toegestaan; gebruik poort 80 of 443.`, 400),
  credentials: () =>
    new SafeFetchError(
      "credentials",
      "Adressen met een gebruikersnaam of wachtwoord erin zijn niet toegestaan.",
      400,
    ),
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
  network: (detail: string) =>
    new SafeFetchError("network", `De website kon niet worden opgehaald (${detail}).`, 422),
};

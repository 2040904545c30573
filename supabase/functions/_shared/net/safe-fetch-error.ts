/**
 * Every refusal of the SSRF-safe fetcher is one typed error with a message the user can read (in
 * Dutch and English), and the HTTP status a function should answer with (always 4xx: the caller's URL is the
 * problem, or the remote site is).
 */
import { catalogue, inEveryLanguage, type Texts } from "../contract/catalogue.ts";
import type { Locale } from "../contract/locale.ts";
import { ADDRESS_CATALOGUE } from "../contract/website-address.ts";
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

const RANGE_LABELS: Record<BlockedRange, Record<Locale, string>> = {
  private: { nl: "privé-netwerk", en: "private network" },
  loopback: {
    nl: "loopback-adres (deze server zelf)",
    en: "loopback address (this server itself)",
  },
  "link-local": { nl: "link-local-adres", en: "link-local address" },
  "unique-local": {
    nl: "privé-netwerk (IPv6 unique-local)",
    en: "private network (IPv6 unique-local)",
  },
  multicast: { nl: "multicast-adres", en: "multicast address" },
  unspecified: { nl: "ongespecificeerd adres", en: "unspecified address" },
  "carrier-grade-nat": {
    nl: "gedeeld netwerk van een provider (carrier-grade NAT)",
    en: "a provider's shared network (carrier-grade NAT)",
  },
  "cloud-metadata": { nl: "cloud-metadata-adres", en: "cloud metadata address" },
  reserved: { nl: "gereserveerd adres", en: "reserved address" },
};

/** Why a fetch was refused or failed, in the customer's words per language. */
const FETCH_CATALOGUE = catalogue({
  nl: {
    invalidUrl: "Dit is geen geldige URL.",
    port: (port: string) => `Poort ${port} is niet toegestaan; gebruik poort 80 of 443.`,
    blocked: (range: BlockedRange) => `Dit adres is niet toegestaan: ${RANGE_LABELS[range].nl}.`,
    dns: (host: string) => `Het domein ${host} bestaat niet of is niet bereikbaar.`,
    tooManyRedirects: (max: number) =>
      `De website stuurt meer dan ${max} keer door; de analyse is gestopt.`,
    timeout: (ms: number) =>
      `De website reageerde niet binnen ${(ms / 1000).toLocaleString("nl-NL")} seconden.`,
    tooLarge: (maxBytes: number) =>
      `De pagina is groter dan ${Math.round(maxBytes / 1024 / 1024)} MB en wordt niet geanalyseerd.`,
    contentType: (found: string, expected: string) =>
      `Dit adres levert geen ${expected} maar ${found || "een onbekend type"}.`,
    refused:
      "De website weigert de verbinding: op dit adres draait geen webserver, of die staat uit.",
    tls: "De beveiligde verbinding (https) met de website mislukt: het certificaat ontbreekt, is verlopen of hoort niet bij dit adres.",
    reset: "De website verbrak de verbinding voordat de pagina binnen was.",
    unreachable: "De website is niet bereikbaar: er is geen route naar de server.",
    other: "De website kon niet worden opgehaald.",
  },
  en: {
    invalidUrl: "This is not a valid URL.",
    port: (port: string) => `Port ${port} is not allowed; use port 80 or 443.`,
    blocked: (range: BlockedRange) => `This address is not allowed: ${RANGE_LABELS[range].en}.`,
    dns: (host: string) => `The domain ${host} does not exist or cannot be reached.`,
    tooManyRedirects: (max: number) =>
      `The website redirects more than ${max} times; the analysis has stopped.`,
    timeout: (ms: number) =>
      `The website did not respond within ${(ms / 1000).toLocaleString("en-GB")} seconds.`,
    tooLarge: (maxBytes: number) =>
      `The page is larger than ${Math.round(maxBytes / 1024 / 1024)} MB and is not analysed.`,
    contentType: (found: string, expected: string) =>
      `This address does not serve ${expected} but ${found || "an unknown type"}.`,
    refused:
      "The website refuses the connection: no web server runs at this address, or it is switched off.",
    tls: "The secure connection (https) to the website fails: the certificate is missing, has expired or does not belong to this address.",
    reset: "The website closed the connection before the page had arrived.",
    unreachable: "The website cannot be reached: there is no route to the server.",
    other: "The website could not be fetched.",
  },
});

const NETWORK_CODES: Record<NetworkFailure, SafeFetchErrorCode> = {
  refused: "connection-refused",
  tls: "tls",
  reset: "network",
  unreachable: "network",
  other: "network",
};

/** The message in every language, built from the same values. */
const texts = (pick: (messages: (typeof FETCH_CATALOGUE)["en"]) => string): Texts =>
  inEveryLanguage(FETCH_CATALOGUE, pick);

export class SafeFetchError extends Error {
  override readonly name = "SafeFetchError";
  constructor(
    readonly code: SafeFetchErrorCode,
    /** The customer's words per language; `message` is the Dutch one. */
    readonly texts: Texts,
    /** The status a function answers with: 400 for the caller's input, 422/413/415/504 else. */
    readonly status: number,
    /** For blocked addresses: which range, so logs and tests can tell them apart. */
    readonly range?: BlockedRange,
    /** For network failures: the runtime's own words, for logs only. */
    readonly detail?: string,
  ) {
    super(texts.nl);
  }
}

export const refusals = {
  invalidUrl: () =>
    new SafeFetchError(
      "invalid-url",
      texts((m) => m.invalidUrl),
      400,
    ),
  protocol: (protocol: string) =>
    new SafeFetchError(
      "protocol",
      {
        nl: ADDRESS_CATALOGUE.nl.protocol(protocol),
        en: ADDRESS_CATALOGUE.en.protocol(protocol),
      },
      400,
    ),
  port: (port: string) =>
    new SafeFetchError(
      "port",
      texts((m) => m.port(port)),
      400,
    ),
  credentials: () =>
    new SafeFetchError(
      "credentials",
      { nl: ADDRESS_CATALOGUE.nl.credentials, en: ADDRESS_CATALOGUE.en.credentials },
      400,
    ),
  blocked: (range: BlockedRange) =>
    new SafeFetchError(
      "blocked-address",
      texts((m) => m.blocked(range)),
      400,
      range,
    ),
  dns: (host: string) =>
    new SafeFetchError(
      "dns",
      texts((m) => m.dns(host)),
      422,
    ),
  tooManyRedirects: (max: number) =>
    new SafeFetchError(
      "too-many-redirects",
      texts((m) => m.tooManyRedirects(max)),
      422,
    ),
  timeout: (ms: number) =>
    new SafeFetchError(
      "timeout",
      texts((m) => m.timeout(ms)),
      504,
    ),
  tooLarge: (maxBytes: number) =>
    new SafeFetchError(
      "too-large",
      texts((m) => m.tooLarge(maxBytes)),
      413,
    ),
  contentType: (found: string, expected: string) =>
    new SafeFetchError(
      "content-type",
      texts((m) => m.contentType(found, expected)),
      415,
    ),
  network: (failure: NetworkFailure, detail: string) =>
    new SafeFetchError(
      NETWORK_CODES[failure],
      texts((m) => m[failure]),
      422,
      undefined,
      detail,
    ),
};

/**
 * How an address a customer types becomes a URL we may fetch, as far as the browser can tell
 * without asking the network: a scheme is added when none was typed ("bakkerij.nl",
 * "127.0.0.1:8080"), and schemes other than http(s) and addresses with credentials are refused
 * with the same words the SSRF-safe fetcher uses (`_shared/net/`, which imports them from here).
 * Which hosts, ports and IP ranges are refused is decided by the fetcher on the server: only it
 * knows the local test exceptions and what a name resolves to.
 */
import { catalogue } from "./catalogue.ts";

export const ADDRESS_CATALOGUE = catalogue({
  nl: {
    protocol: (scheme: string) =>
      `Alleen http- en https-adressen zijn toegestaan (niet ${scheme.replace(/:$/, "")}).`,
    credentials: "Adressen met een gebruikersnaam of wachtwoord erin zijn niet toegestaan.",
  },
  en: {
    protocol: (scheme: string) =>
      `Only http and https addresses are allowed (not ${scheme.replace(/:$/, "")}).`,
    credentials: "Addresses with a user name or password in them are not allowed.",
  },
});
export const ADDRESS_MESSAGES = ADDRESS_CATALOGUE.nl;

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
/** "localhost:22", "bakkerij.nl:8080": a host and port, not a scheme. */
const HOST_AND_PORT = /^[^:/]+:\d/;

export type AddressCheck =
  | { ok: true; url: string }
  /** `message` is null when the text is no address at all (the caller has its own words). */
  | { ok: false; message: string | null };

export function checkWebsiteAddress(raw: string, maxLength: number): AddressCheck {
  const trimmed = raw.trim();
  if (trimmed === "" || trimmed.length > maxLength) return { ok: false, message: null };
  const scheme = SCHEME.exec(trimmed)?.[1]?.toLowerCase();
  const typedScheme = scheme !== undefined && !HOST_AND_PORT.test(trimmed);
  if (typedScheme && scheme !== "http" && scheme !== "https") {
    return { ok: false, message: ADDRESS_MESSAGES.protocol(scheme) };
  }
  let url: URL;
  try {
    url = new URL(typedScheme ? trimmed : `https://${trimmed.replace(/^\/+/, "")}`);
  } catch {
    return { ok: false, message: null };
  }
  if (url.username || url.password) return { ok: false, message: ADDRESS_MESSAGES.credentials };
  // A name needs a dot (a domain); localhost and IP literals go on to the fetcher's own verdict.
  const host = url.hostname;
  if (!host.includes(".") && host !== "localhost" && !host.startsWith("[")) {
    return { ok: false, message: null };
  }
  url.hash = "";
  return { ok: true, url: url.href };
}

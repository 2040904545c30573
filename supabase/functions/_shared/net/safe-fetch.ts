/**
 * The one way to fetch a URL a customer typed (docs/architecture.md §4): SSRF-safe by construction.
 *
 * - http/https only, no credentials in the URL, default ports or 80/443 only;
 * - the host is resolved and refused when ANY address is private, loopback, link-local,
 *   unique-local, multicast, unspecified, carrier-grade NAT, reserved, cloud metadata, or an IPv6
 *   form of those (see ip-address.ts); IP literals and metadata host names are checked the same;
 * - redirects are followed by hand (`redirect: "manual"`), every hop checked again, at most 5;
 * - 10 s for everything (DNS, all hops, body), a 5 MB body cap read as a stream;
 * - pages must be HTML and robots.txt plain text when the answer is 2xx; other statuses come
 *   back with their status and, when the type is wrong, an empty body;
 * - kind "json" (the WordPress publisher) may POST a body with extra headers. Those headers carry
 *   credentials, so they are dropped on a redirect to another host or to plain http, and a POST
 *   follows only 307/308 on the same host (301/302/303 would turn it into a GET: it comes back
 *   unfollowed instead).
 *
 * Residual risk (DNS rebinding): neither Deno's nor Node's fetch lets us connect to the address
 * we checked, so the runtime resolves the name a second time when it connects. A domain with a
 * zero TTL can answer a public address to the check and a private one to the connection. The
 * window is milliseconds, and hosted Supabase Edge Functions run outside our private network;
 * pinning would need a custom connector (Node http.request with `lookup`), which only the Node
 * emulator could use.
 */
import type { ResolveHost } from "./resolve-host.ts";
import { resolveHost } from "./resolve-host.ts";
import { classifyNetworkError, networkErrorDetail } from "./network-failure.ts";
import { decodeBody, readLimitedBody } from "./read-limited-body.ts";
import { refusals, SafeFetchError } from "./safe-fetch-error.ts";
import { assertFetchable, parseHttpUrl } from "./url-guard.ts";

export { SafeFetchError } from "./safe-fetch-error.ts";
export type { SafeFetchErrorCode } from "./safe-fetch-error.ts";

export const SAFE_FETCH_DEFAULTS = {
  timeoutMs: 10_000,
  maxBytes: 5 * 1024 * 1024,
  maxRedirects: 5,
  userAgent: "Mozilla/5.0 (compatible; VindbaarBot/1.0; +https://vindbaar.nl/bot)",
} as const;

export interface SafeFetchOptions {
  /**
   * "page" accepts HTML, "robots" text/plain, "sitemap" XML (or plain text, as some servers
   * send), "json" application/json.
   */
  kind: "page" | "robots" | "sitemap" | "json";
  /** GET unless set; a body is sent only with POST. */
  method?: "GET" | "POST";
  body?: string;
  /** Extra request headers (lower-case names), e.g. authorization and content-type. */
  headers?: Record<string, string>;
  resolve?: ResolveHost;
  fetchImpl?: typeof fetch;
  /** Test-only `host:port` pairs that skip the address checks; see url-guard.ts. */
  allowHosts?: readonly string[];
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  userAgent?: string;
}

export interface SafeFetchResult {
  /** The final URL after redirects. */
  url: string;
  status: number;
  /** Lower-cased header names. */
  headers: Record<string, string>;
  body: string;
  bytes: number;
  /** Every Location followed, in order. */
  redirects: string[];
  timings: { fetchMs: number; ttfbMs: number };
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const ACCEPTED_TYPES = {
  page: { types: ["text/html", "application/xhtml+xml"], label: "HTML" },
  robots: { types: ["text/plain"], label: "platte tekst" },
  sitemap: { types: ["application/xml", "text/xml", "text/plain"], label: "XML" },
  json: { types: ["application/json"], label: "JSON" },
};

const ACCEPT_HEADERS = {
  page: "text/html,application/xhtml+xml",
  robots: "text/plain",
  sitemap: "application/xml,text/xml",
  json: "application/json",
};

/** Same host, and not from https down to http: where credentials in headers may still go. */
export function sameSite(from: URL, to: URL): boolean {
  if (from.hostname !== to.hostname) return false;
  if (from.protocol === to.protocol) return from.port === to.port;
  return from.protocol === "http:" && to.protocol === "https:";
}

function mediaType(contentType: string): string {
  return contentType.split(";")[0]!.trim().toLowerCase();
}

/** Rejects with `onAbort()` as soon as the signal fires; DNS lookups cannot be cancelled. */
function raceAbort<T>(promise: Promise<T>, signal: AbortSignal, onAbort: () => Error): Promise<T> {
  if (signal.aborted) return Promise.reject(onAbort());
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(onAbort());
    signal.addEventListener("abort", abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", abort));
  });
}

export async function safeFetch(
  rawUrl: string,
  options: SafeFetchOptions,
): Promise<SafeFetchResult> {
  const timeoutMs = options.timeoutMs ?? SAFE_FETCH_DEFAULTS.timeoutMs;
  const maxBytes = options.maxBytes ?? SAFE_FETCH_DEFAULTS.maxBytes;
  const maxRedirects = options.maxRedirects ?? SAFE_FETCH_DEFAULTS.maxRedirects;
  const fetchImpl = options.fetchImpl ?? fetch;
  const guard = { resolve: options.resolve ?? resolveHost, allowHosts: options.allowHosts };
  const accepted = ACCEPTED_TYPES[options.kind];
  const method = options.method ?? "GET";
  let extraHeaders = options.headers ?? {};

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const timeout = () => refusals.timeout(timeoutMs);
  const started = performance.now();
  try {
    let url = parseHttpUrl(rawUrl);
    const redirects: string[] = [];
    for (;;) {
      await raceAbort(assertFetchable(url, guard), controller.signal, timeout);
      let response: Response;
      try {
        response = await fetchImpl(url.href, {
          redirect: "manual",
          signal: controller.signal,
          method,
          ...(method === "POST" && options.body !== undefined && { body: options.body }),
          headers: {
            ...extraHeaders,
            "user-agent": options.userAgent ?? SAFE_FETCH_DEFAULTS.userAgent,
            accept: ACCEPT_HEADERS[options.kind],
          },
        });
      } catch (error) {
        if (controller.signal.aborted) throw timeout();
        throw refusals.network(classifyNetworkError(error), networkErrorDetail(error));
      }
      const location = response.headers.get("location");
      // Only a redirect's Location is parsed: a 201 Created carries one too (WordPress).
      const next =
        REDIRECT_STATUSES.has(response.status) && location !== null
          ? parseHttpUrl(location, url.href)
          : null;
      const follow =
        next !== null &&
        (method === "GET" ||
          ((response.status === 307 || response.status === 308) && sameSite(url, next)));
      if (follow) {
        await response.body?.cancel().catch(() => undefined);
        if (redirects.length >= maxRedirects) throw refusals.tooManyRedirects(maxRedirects);
        if (!sameSite(url, next)) extraHeaders = {};
        url = next;
        redirects.push(url.href);
        continue;
      }
      const ttfbMs = performance.now() - started;
      const contentType = response.headers.get("content-type") ?? "";
      const typeOk = accepted.types.includes(mediaType(contentType));
      const ok = response.status >= 200 && response.status < 300;
      if (ok && !typeOk) {
        await response.body?.cancel().catch(() => undefined);
        throw refusals.contentType(mediaType(contentType), accepted.label);
      }
      let bytes: Uint8Array = new Uint8Array(0);
      if (typeOk) {
        bytes = await readLimitedBody(response, maxBytes).catch((error: unknown) => {
          if (error instanceof SafeFetchError) throw error;
          if (controller.signal.aborted) throw timeout();
          // The connection broke off mid-body: a network failure like any other.
          throw refusals.network(classifyNetworkError(error), networkErrorDetail(error));
        });
      } else {
        await response.body?.cancel().catch(() => undefined);
      }
      const headers: Record<string, string> = {};
      response.headers.forEach((value, name) => {
        headers[name.toLowerCase()] = value;
      });
      return {
        url: url.href,
        status: response.status,
        headers,
        body: decodeBody(bytes, contentType),
        bytes: bytes.byteLength,
        redirects,
        timings: { fetchMs: performance.now() - started, ttfbMs },
      };
    }
  } finally {
    clearTimeout(timer);
  }
}

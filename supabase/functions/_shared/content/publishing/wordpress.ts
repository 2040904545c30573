/**
 * Publishes a draft to the customer's WordPress through its REST API (wp/v2), authenticated
 * with an application password (WordPress 5.6+, HTTP Basic), always as status "draft": the
 * customer reviews and publishes in their own wp-admin.
 *
 * The site address is customer input, so every request goes through the SSRF-safe fetcher
 * (kind "json"). WordPress only accepts application passwords over HTTPS, and we never send a
 * password in clear text, so an http:// address is upgraded to https:// (except a test host
 * allowed by ANALYZER_ALLOW_HOSTS on a loopback SUPABASE_URL). Sites with "plain" permalinks
 * have no /wp-json/ path; when that path is not the REST API, `?rest_route=` is tried once.
 */
import { safeFetch, SafeFetchError, sameSite, type SafeFetchResult } from "../../net/safe-fetch.ts";
import type { ResolveHost } from "../../net/resolve-host.ts";
import { testAllowHosts } from "../../net/test-allow-hosts.ts";
import {
  errorFromRefusal,
  errorFromResponse,
  movedError,
  wordpressTexts,
  WordPressError,
} from "./wordpress-error.ts";

export { WordPressError } from "./wordpress-error.ts";
export type { WordPressErrorKind } from "./wordpress-error.ts";

export interface WordPressConnection {
  siteUrl: string;
  username: string;
  /** As WordPress shows it ("abcd EFGH 1234 …"); the spaces are kept, WordPress ignores them. */
  applicationPassword: string;
}

export interface WordPressPostInput {
  title: string;
  html: string;
  /** The meta description, as the post's excerpt. */
  excerpt?: string;
}

export interface WordPressPublished {
  postId: number;
  /** wp-admin's editor for the new draft. */
  editUrl: string;
  /** WordPress's link (for a draft: the ?p= preview address). */
  link: string;
}

export interface WordPressUser {
  id: number;
  name: string;
  /** The normalised site address the requests went to: store this one. */
  siteUrl: string;
}

export interface WordPressOptions {
  fetch?: typeof fetch;
  /** Defaults to testAllowHosts(): empty unless SUPABASE_URL is loopback. */
  allowHosts?: readonly string[];
  resolve?: ResolveHost;
  timeoutMs?: number;
}

export const WORDPRESS_TIMEOUT_MS = 20_000;

/**
 * The site's base address: https unless a test host, no query, no trailing slash, and without
 * a /wp-admin, /wp-json or /wp-login.php part pasted along. Keeps a sub-folder install's path.
 */
export function normalizeSiteUrl(raw: string, allowHosts: readonly string[] = []): string {
  const trimmed = raw.trim();
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    throw new WordPressError(
      "unreachable",
      wordpressTexts((m) => m.invalidAddress),
    );
  }
  if (url.protocol === "http:" && !allowHosts.includes(url.host)) url.protocol = "https:";
  const path = url.pathname
    .replace(/\/(?:wp-admin|wp-json)(?:\/.*)?$|\/(?:wp-login|index)\.php$/, "")
    .replace(/\/+$/, "");
  return `${url.protocol}//${url.host}${path}`;
}

function basicAuth(username: string, password: string): string {
  const bytes = new TextEncoder().encode(`${username.trim()}:${password.trim()}`);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `Basic ${btoa(binary)}`;
}

interface WpCall {
  conn: WordPressConnection;
  /** A wp/v2 route, e.g. "/wp/v2/posts". */
  route: string;
  query?: string;
  method: "GET" | "POST";
  body?: unknown;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** One REST call with the /wp-json → ?rest_route fallback; returns the 2xx JSON or throws. */
async function callWordPress(
  call: WpCall,
  options: WordPressOptions,
): Promise<{ base: string; json: unknown }> {
  const allowHosts = options.allowHosts ?? testAllowHosts();
  const base = normalizeSiteUrl(call.conn.siteUrl, allowHosts);
  const query = call.query ?? "";
  const urls = [
    `${base}/wp-json${call.route}${query ? `?${query}` : ""}`,
    `${base}/?rest_route=${call.route}${query ? `&${query}` : ""}`,
  ];
  for (const url of urls) {
    let result: SafeFetchResult;
    try {
      result = await safeFetch(url, {
        kind: "json",
        method: call.method,
        ...(call.body !== undefined && { body: JSON.stringify(call.body) }),
        headers: {
          authorization: basicAuth(call.conn.username, call.conn.applicationPassword),
          ...(call.body !== undefined && { "content-type": "application/json" }),
        },
        allowHosts,
        ...(options.resolve && { resolve: options.resolve }),
        ...(options.fetch && { fetchImpl: options.fetch }),
        timeoutMs: options.timeoutMs ?? WORDPRESS_TIMEOUT_MS,
      });
    } catch (error) {
      if (!(error instanceof SafeFetchError)) throw error;
      // A 2xx that is not JSON (an HTML catch-all page): maybe only /wp-json is missing.
      if (error.code === "content-type") continue;
      throw errorFromRefusal(error);
    }
    const location = result.headers["location"];
    if (result.status >= 300 && result.status < 400 && location) {
      throw movedError(location, url, result.status);
    }
    // A GET followed a redirect to another host, which dropped the credentials on the way.
    const offSite = result.redirects.find((hop) => !sameSite(new URL(url), new URL(hop)));
    if (offSite) throw movedError(offSite, url);
    const json = result.body === "" ? undefined : parseJson(result.body);
    if (result.status >= 200 && result.status < 300) {
      if (json === undefined) continue;
      return { base, json };
    }
    // A 404 without a JSON body is the web server, not WordPress: try the other route form.
    if (result.status === 404 && json === undefined) continue;
    throw errorFromResponse(result.status, json);
  }
  throw new WordPressError(
    "not-wordpress",
    wordpressTexts((m) => m.notWordPress),
    404,
  );
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Creates the post as a draft; throws WordPressError. */
export async function publishToWordPress(
  conn: WordPressConnection,
  post: WordPressPostInput,
  options: WordPressOptions = {},
): Promise<WordPressPublished> {
  const { base, json } = await callWordPress(
    {
      conn,
      route: "/wp/v2/posts",
      method: "POST",
      body: {
        title: post.title,
        content: post.html,
        status: "draft",
        ...(post.excerpt !== undefined && { excerpt: post.excerpt }),
      },
    },
    options,
  );
  if (!isRecord(json) || typeof json.id !== "number" || !Number.isInteger(json.id)) {
    throw new WordPressError(
      "not-wordpress",
      wordpressTexts((m) => m.notWordPress),
    );
  }
  return {
    postId: json.id,
    editUrl: `${base}/wp-admin/post.php?post=${json.id}&action=edit`,
    link: typeof json.link === "string" ? json.link : `${base}/?p=${json.id}`,
  };
}

/** Checks the address and credentials when the customer connects: who they authenticate as. */
export async function verifyWordPress(
  conn: WordPressConnection,
  options: WordPressOptions = {},
): Promise<WordPressUser> {
  const { base, json } = await callWordPress(
    { conn, route: "/wp/v2/users/me", query: "context=edit", method: "GET" },
    options,
  );
  if (!isRecord(json) || typeof json.id !== "number") {
    throw new WordPressError(
      "not-wordpress",
      wordpressTexts((m) => m.notWordPress),
    );
  }
  // context=edit lists the user's capabilities; without edit_posts publishing would fail later.
  const capabilities = isRecord(json.capabilities) ? json.capabilities : undefined;
  if (capabilities && capabilities.edit_posts !== true) {
    throw new WordPressError(
      "unauthorized",
      wordpressTexts((m) => m.role),
      200,
      "no_edit_posts",
    );
  }
  return { id: json.id, name: typeof json.name === "string" ? json.name : "", siteUrl: base };
}

import { isLocalSupabaseUrl, LOCAL_SUPABASE_ANON_KEY } from "@/config/supabase-defaults";
import { configuredSupabaseUrl } from "./supabase";

/**
 * Calls `/functions/v1/<path>` with a plain fetch and the public anon key, for functions
 * visitors may call (leads, analyze-site): public pages must not download supabase-js for it.
 * A signed-in caller's access token replaces the anon key as the bearer. The public pages are
 * Dutch, so their error texts are asked for in Dutch: the browser's own Accept-Language (an
 * English browser) must not turn them English.
 */
export function fetchPublicFunction(
  path: string,
  init: {
    method?: "GET" | "POST";
    body?: unknown;
    accessToken?: string;
    signal?: AbortSignal;
    /** Further request headers (each must be in the functions' CORS allow-list). */
    headers?: Record<string, string>;
  },
): Promise<Response> {
  const baseUrl = configuredSupabaseUrl().replace(/\/+$/, "");
  const anonKey =
    (import.meta.env.VITE_SUPABASE_ANON_KEY as string | undefined)?.trim() ||
    (isLocalSupabaseUrl(baseUrl) ? LOCAL_SUPABASE_ANON_KEY : "");
  const bearer = init.accessToken ?? anonKey;
  return fetch(`${baseUrl}/functions/v1/${path}`, {
    method: init.method ?? "POST",
    headers: {
      "Accept-Language": "nl",
      ...(init.body === undefined ? {} : { "Content-Type": "application/json" }),
      ...(anonKey ? { apikey: anonKey } : {}),
      ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: init.signal,
  });
}

import type { SupabaseClient } from "@supabase/supabase-js";
import { LOCAL_SUPABASE_URL } from "@/config/supabase-defaults";

/**
 * The one Supabase client, created on first use. supabase-js (and the zod-validated env) are
 * imported dynamically so that public pages — whose header only needs to know "is anyone signed
 * in?" — never download the auth library (docs/decisions/006-lazy-auth-client.md).
 */
let clientPromise: Promise<SupabaseClient> | undefined;

export function getSupabase(): Promise<SupabaseClient> {
  clientPromise ??= Promise.all([import("@supabase/supabase-js"), import("@/config/env")])
    .then(([{ createClient }, { publicEnv }]) =>
      createClient(publicEnv.supabaseUrl, publicEnv.supabaseAnonKey, {
        auth: {
          persistSession: true,
          autoRefreshToken: true,
          detectSessionInUrl: true,
          // Implicit flow: confirmation and password-reset links carry the session in the URL
          // hash, so they work in whichever browser opens the e-mail
          // (docs/decisions/004-implicit-auth-flow.md).
          flowType: "implicit",
          storageKey: authStorageKey(),
        },
      }),
    )
    .catch((error: unknown) => {
      // A failed chunk download must not poison every later attempt.
      clientPromise = undefined;
      throw error;
    });
  return clientPromise;
}

/** The configured API URL without validation (validation happens with the client, lazily). */
export function configuredSupabaseUrl(): string {
  const value = import.meta.env.VITE_SUPABASE_URL as string | undefined;
  return value && value.trim() !== "" ? value.trim() : LOCAL_SUPABASE_URL;
}

/** supabase-js's default key: `sb-<first label of the API host>-auth-token` (sb-127-auth-token locally). */
export function authStorageKey(url: string = configuredSupabaseUrl()): string {
  let label = "127";
  try {
    label = new URL(url).hostname.split(".")[0] || label;
  } catch {
    // Invalid URLs are reported by the env validation when the client is created.
  }
  return `sb-${label}-auth-token`;
}

/** Whether this browser holds a saved session — read without loading supabase-js. */
export function hasStoredSession(): boolean {
  try {
    return window.localStorage.getItem(authStorageKey()) !== null;
  } catch {
    // Storage blocked (privacy settings): supabase-js cannot persist a session either.
    return false;
  }
}

/** Auth redirect values the client must consume: `#access_token=…`, `#error=…`, `?code=…`. */
export function urlHasAuthParams(location: { hash: string; search: string }): boolean {
  const hash = new URLSearchParams(location.hash.replace(/^#/, ""));
  const search = new URLSearchParams(location.search);
  return (
    hash.has("access_token") ||
    hash.has("error") ||
    hash.has("error_description") ||
    search.has("code") ||
    search.has("error_description")
  );
}

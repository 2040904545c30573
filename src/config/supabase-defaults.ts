/**
 * The local Supabase stand-in (`npm run dev` starts the emulator on this port; `supabase start`
 * uses the same one). Kept free of imports so the header's session check can use it without
 * pulling in zod or supabase-js.
 */
export const LOCAL_SUPABASE_URL = "http://127.0.0.1:54321";

/**
 * The Supabase CLI's well-known LOCAL anon key (signed with the public demo secret
 * "super-secret-jwt-token-with-at-least-32-characters-long"). Anon keys are public by design —
 * they ship in every browser bundle — and this one only works against a local stack. It is used
 * only when VITE_SUPABASE_URL is the local default.
 */
export const LOCAL_SUPABASE_ANON_KEY =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0";

const LOCAL_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

/** True for the local stack's API (any loopback host on port 54321). */
export function isLocalSupabaseUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return LOCAL_HOSTS.has(parsed.hostname) && parsed.port === "54321";
  } catch {
    return false;
  }
}

import { getEnv } from "../env.ts";

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "[::1]", "::1", "localhost"]);

/**
 * The `host:port` pairs a local test may let the SSRF-safe fetcher reach (fixture sites on
 * 127.0.0.1), from ANALYZER_ALLOW_HOSTS. Honoured only when SUPABASE_URL itself is a loopback
 * address, i.e. in the emulator: a deployed project (https://<ref>.supabase.co) never gets an
 * exception, whatever its secrets say.
 */
export function testAllowHosts(env: (name: string) => string | undefined = getEnv): string[] {
  const raw = env("ANALYZER_ALLOW_HOSTS");
  if (!raw) return [];
  let supabaseHost: string;
  try {
    supabaseHost = new URL(env("SUPABASE_URL") ?? "").hostname;
  } catch {
    return [];
  }
  if (!LOOPBACK_HOSTS.has(supabaseHost)) return [];
  return raw
    .split(",")
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => /^[a-z0-9.[\]:-]+:\d{1,5}$/.test(entry));
}

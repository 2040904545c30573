import { brandingResponseSchema, type Branding } from "@contract/white-label";
import { configuredSupabaseUrl } from "@/lib/supabase";

/**
 * GET /functions/v1/white-label-branding?host=<host> -> the reseller's login branding, or null
 * when the host has none (404) or the answer is unusable. A public function: plain fetch, no
 * session, no supabase-js (the login page on a reseller's domain should stay light).
 */
export async function getBranding(host: string): Promise<Branding | null> {
  const url = new URL(
    `${configuredSupabaseUrl().replace(/\/$/, "")}/functions/v1/white-label-branding`,
  );
  url.searchParams.set("host", host);
  try {
    const response = await fetch(url);
    if (!response.ok) return null;
    const parsed = brandingResponseSchema.safeParse(await response.json());
    return parsed.success ? parsed.data : null;
  } catch {
    // Offline or blocked: the login page works unbranded.
    return null;
  }
}

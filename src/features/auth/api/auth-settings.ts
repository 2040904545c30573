/**
 * Whether 'Continue with Google' can work on this project. The auth service's public
 * GET /auth/v1/settings lists every provider under `external` (true when enabled); supabase-js has
 * no call for it, so it is asked directly, and only by the login page.
 */
export async function fetchGoogleEnabled(api: {
  url: string;
  anonKey: string;
}): Promise<boolean | null> {
  try {
    const response = await fetch(`${api.url}/auth/v1/settings`, {
      headers: { apikey: api.anonKey },
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { external?: { google?: unknown } } | null;
    const google = body?.external?.google;
    return typeof google === "boolean" ? google : null;
  } catch {
    // Unreachable or unreadable: not knowing is not the same as "off".
    return null;
  }
}

let answer: Promise<boolean | null> | undefined;

/**
 * The answer for this page load, asked once (the form remounts on every mode switch). null when
 * it could not be read; the next call then asks again.
 */
export function googleSignInEnabled(): Promise<boolean | null> {
  answer ??= import("@/config/env")
    .then(({ publicEnv }) =>
      fetchGoogleEnabled({ url: publicEnv.supabaseUrl, anonKey: publicEnv.supabaseAnonKey }),
    )
    .catch(() => null)
    .then((enabled) => {
      if (enabled === null) answer = undefined;
      return enabled;
    });
  return answer;
}

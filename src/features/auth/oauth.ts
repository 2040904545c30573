import type { SupabaseClient } from "@supabase/supabase-js";

/** A refusal carries the service's message (null when unreadable) and HTTP status (0: none). */
export type OAuthOutcome =
  { kind: "redirect"; url: string } | { kind: "error"; message: string | null; status: number };

function messageFrom(body: unknown): string | null {
  if (!body || typeof body !== "object") return null;
  const record = body as Record<string, unknown>;
  for (const key of ["msg", "message", "error_description", "error"]) {
    const value = record[key];
    if (typeof value === "string" && value.trim() !== "") return value;
  }
  return null;
}

/**
 * Starts "Continue with Google" without sending the visitor to a bare JSON error page.
 * signInWithOAuth only builds the /authorize URL; we ask that URL first (without following the
 * redirect): a redirect means the provider is configured and the browser may go; a 4xx carries the
 * auth service's message ("Unsupported provider: provider is not enabled"), shown in the red box.
 */
export async function startOAuth(
  supabase: SupabaseClient,
  redirectTo: string,
): Promise<OAuthOutcome> {
  const { data, error } = await supabase.auth.signInWithOAuth({
    provider: "google",
    options: { redirectTo, skipBrowserRedirect: true },
  });
  if (error) return { kind: "error", message: error.message, status: error.status ?? 0 };
  if (!data.url) return { kind: "error", message: null, status: 0 };

  let probe: Response;
  try {
    probe = await fetch(data.url, { redirect: "manual", credentials: "omit" });
  } catch {
    // Unreadable (e.g. CORS on an error page): let the browser go and show whatever it is.
    return { kind: "redirect", url: data.url };
  }
  if (probe.type === "opaqueredirect" || (probe.status >= 300 && probe.status < 400) || probe.ok) {
    return { kind: "redirect", url: data.url };
  }
  const body: unknown = await probe.json().catch(() => null);
  return { kind: "error", message: messageFrom(body), status: probe.status };
}

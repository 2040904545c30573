import type { Emulator } from "../../emulator/index.ts";

/**
 * A fresh CAPTCHA token from the emulator's Turnstile double: what ticking 'Ik ben geen robot' in
 * its widget does (the widget posts the site key to the double's challenge endpoint).
 */
export async function solveCaptcha(
  emulator: Pick<Emulator, "captcha">,
  siteKey = emulator.captcha.siteKey,
): Promise<string> {
  const response = await fetch(emulator.captcha.challengeUrl, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ sitekey: siteKey }),
  });
  if (!response.ok) throw new Error(`challenge answered ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

/** Posts to the double's siteverify the way GoTrue does (form-encoded), or as JSON. */
export async function siteverify(
  emulator: Pick<Emulator, "captcha">,
  params: Record<string, string>,
  as: "form" | "json" = "form",
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(emulator.captcha.siteverifyUrl, {
    method: "POST",
    headers: {
      "Content-Type": as === "form" ? "application/x-www-form-urlencoded" : "application/json",
    },
    body: as === "form" ? new URLSearchParams(params).toString() : JSON.stringify(params),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

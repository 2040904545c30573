import { randomUUID } from "node:crypto";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import WebSocket from "ws";
import type { Emulator } from "../../emulator/index.ts";

/** The real supabase-js, configured like a Node script (no storage, no timers, ws for realtime). */
export function emulatorClient(
  emulator: Pick<Emulator, "url" | "anonKey">,
  flowType: "implicit" | "pkce" = "implicit",
): SupabaseClient {
  return createClient(emulator.url, emulator.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, flowType },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

/** Decodes a JWT payload (no verification: tests look at the claims the emulator issued). */
export function jwtPayload(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split(".")[1], "base64url").toString("utf8")) as Record<
    string,
    unknown
  >;
}

/** Follows nothing: the emulator's 303 from /verify is the thing under test. */
export async function openLink(link: string): Promise<{ status: number; location: string }> {
  const response = await fetch(link, { redirect: "manual" });
  return { status: response.status, location: response.headers.get("location") ?? "" };
}

export function hashParams(location: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(new URL(location).hash.slice(1)));
}

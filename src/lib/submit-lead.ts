import type { LeadRequestInput } from "@contract/leads";
import { fetchPublicFunction } from "./public-function";

/** Why a lead was not stored, in the terms the forms show. */
export type LeadFailure = "rateLimited" | "unavailable";
export type LeadResult = { ok: true } | { ok: false; reason: LeadFailure };

/** A slow network must not keep the form busy for ever: after this the visitor may retry. */
export const LEAD_TIMEOUT_MS = 10_000;

/**
 * Sends a lead to the `leads` edge function with a plain fetch and the public anon key: visitors
 * have no session, and the public pages must not download supabase-js (or zod) for one POST.
 * The caller has already validated the fields with the contract's limits and e-mail rule.
 */
export async function submitLead(lead: LeadRequestInput): Promise<LeadResult> {
  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(), LEAD_TIMEOUT_MS);
  try {
    const response = await fetchPublicFunction("leads", { body: lead, signal: controller.signal });
    if (response.ok) return { ok: true };
    return { ok: false, reason: response.status === 429 ? "rateLimited" : "unavailable" };
  } catch {
    // Offline, blocked or timed out.
    return { ok: false, reason: "unavailable" };
  } finally {
    clearTimeout(timeout);
  }
}

/**
 * Who may read an analysis by its id. An analysis can hold a private address (a page behind a
 * `?token=` link), so its id alone is no key:
 * - a signed-in customer's analysis is read with their session (it is also in their history);
 * - a visitor's analysis has no owner, so the POST answers a random read token (a capability)
 *   to the browser that asked, and only that token reads it again (the poll while PageSpeed
 *   runs). Only its SHA-256 is stored. The token lives in that page's memory: a visitor cannot
 *   reopen the analysis later, which a visitor never could (the history is for customers).
 * Anyone else gets the same 404 as for an id that does not exist, so ids reveal nothing.
 */
import type { AnalysisOwner, AnalysisRow } from "./analysis-store.ts";

/** The request header that carries a visitor's read token on GET ?id=. */
export const READ_TOKEN_HEADER = "x-analysis-token";

const hex = (bytes: ArrayBuffer) =>
  Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, "0")).join("");

export async function hashReadToken(token: string): Promise<string> {
  return hex(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token)));
}

/** A new owner for a fresh analysis or a cached copy; a visitor gets a new read token. */
export async function newOwner(
  userId: string | null,
): Promise<{ owner: AnalysisOwner; readToken?: string }> {
  if (userId) return { owner: { userId, readTokenHash: null } };
  // 32 random bytes, base64url: unguessable, and safe in a header.
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  const readToken = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
  return { owner: { userId: null, readTokenHash: await hashReadToken(readToken) }, readToken };
}

/**
 * True when this caller may read `row`. Comparing the token's hash (not the token) leaks nothing
 * useful through timing: knowing a hash's prefix does not help to find a token that has it.
 */
export async function mayRead(
  row: Pick<AnalysisRow, "user_id" | "read_token_hash">,
  userId: string | null,
  readToken: string | null,
): Promise<boolean> {
  if (row.user_id !== null) return row.user_id === userId;
  if (!row.read_token_hash || !readToken) return false;
  return (await hashReadToken(readToken)) === row.read_token_hash;
}

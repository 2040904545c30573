import type { z } from "zod";
import { GoogleError } from "./google-error.ts";

/** Google's two error shapes: OAuth's `{ error, error_description }` and the APIs' `{ error: { … } }`. */
function errorOf(status: number, body: unknown): GoogleError {
  const error = (body as { error?: unknown } | null)?.error;
  if (typeof error === "string") {
    const description = (body as { error_description?: unknown }).error_description;
    return new GoogleError(error, status, typeof description === "string" ? description : error);
  }
  if (error && typeof error === "object") {
    const api = error as { status?: unknown; message?: unknown };
    const code = typeof api.status === "string" ? api.status : `HTTP_${status}`;
    return new GoogleError(code, status, typeof api.message === "string" ? api.message : code);
  }
  return new GoogleError(`HTTP_${status}`, status, `Google answered ${status}`);
}

/**
 * One request to Google with a validated answer. Google's addresses come from our configuration,
 * never from a customer, so the plain fetch is used (not the SSRF-safe fetcher for customer URLs).
 */
export async function googleRequest<S extends z.ZodType>(
  url: string,
  init: RequestInit,
  schema: S,
): Promise<z.infer<S>> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
  } catch (cause) {
    throw new GoogleError("network", 0, `Google unreachable: ${String(cause)}`);
  }
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text === "" ? null : JSON.parse(text);
  } catch {
    // Not JSON: left null, so a schema that expects an object reports "malformed" below.
  }
  if (!response.ok) throw errorOf(response.status, body);
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new GoogleError("malformed", response.status, "Google's answer had an unexpected shape");
  }
  return parsed.data;
}

export function form(fields: Record<string, string>): RequestInit {
  return {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
    body: new URLSearchParams(fields).toString(),
  };
}

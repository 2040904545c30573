import type { z } from "zod";
import { errorResponse } from "./http.ts";

export type ParseResult<T> = { ok: true; data: T } | { ok: false; response: Response };

/** "name: Name is required" — the first problem, with the field it concerns. */
export function describeIssues(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "Invalid request body";
  const path = issue.path.map(String).join(".");
  return path ? `${path}: ${issue.message}` : issue.message;
}

/**
 * Reads the request body as JSON and validates it. Bad input is always a 400 with
 * `{ "error": "..." }` naming the problem, never a 500: malformed JSON, an empty body, a body of
 * the wrong type and a schema violation are all the caller's to fix.
 */
export async function parseJsonBody<S extends z.ZodType>(
  req: Request,
  schema: S,
): Promise<ParseResult<z.infer<S>>> {
  let raw: unknown;
  try {
    const text = await req.text();
    if (text.trim() === "")
      return { ok: false, response: errorResponse(400, "Request body is required (JSON)") };
    raw = JSON.parse(text);
  } catch {
    return { ok: false, response: errorResponse(400, "Request body must be valid JSON") };
  }
  const result = schema.safeParse(raw);
  if (!result.success)
    return { ok: false, response: errorResponse(400, describeIssues(result.error)) };
  return { ok: true, data: result.data };
}

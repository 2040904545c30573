import type { z } from "zod";
import { PUBLIC_API_ERRORS } from "../contract/public-api.ts";
import { errorResponse, json } from "../http.ts";

/** One message per field path ("keywords.0"): the first problem of each field. */
function fieldMessages(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join(".") || "body";
    fields[path] ??= issue.message;
  }
  return fields;
}

/** 422 with the message per field; `extra` adds members such as a stable error code. */
export function validationError(error: z.ZodError, extra: Record<string, string> = {}): Response {
  return json({ error: PUBLIC_API_ERRORS.invalid, ...extra, fields: fieldMessages(error) }, 422);
}

export type BodyResult<T> = { ok: true; data: T } | { ok: false; response: Response };

/** Reads a JSON body: unreadable or malformed JSON is a 400, a schema violation a 422. */
export async function readJsonBody<S extends z.ZodType>(
  req: Request,
  schema: S,
): Promise<BodyResult<z.output<S>>> {
  let raw: unknown;
  try {
    raw = JSON.parse(await req.text());
  } catch {
    return { ok: false, response: errorResponse(400, PUBLIC_API_ERRORS.invalidJson) };
  }
  const parsed = schema.safeParse(raw);
  return parsed.success
    ? { ok: true, data: parsed.data }
    : { ok: false, response: validationError(parsed.error) };
}

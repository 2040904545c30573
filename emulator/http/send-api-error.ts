import type { IncomingMessage, ServerResponse } from "node:http";
import { randomUUID } from "node:crypto";
import type { ApiError } from "./errors.ts";
import { sendJson } from "./json.ts";

const API_VERSION_HEADER = "x-supabase-api-version";
const API_VERSION_2024 = Date.UTC(2024, 0, 1);

/** True when the request asks for the 2024-01-01 error shape (auth-js always sends the header). */
export function wantsVersionedErrors(req: IncomingMessage): boolean {
  const raw = req.headers[API_VERSION_HEADER];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(time) && time >= API_VERSION_2024;
}

/**
 * Writes an error the way GoTrue does (internal/api/errors.go): the 2024-01-01 shape
 * `{code, message}` plus the echoed version header when the request carried it, else the legacy
 * `{code: <status>, error_code, msg}`; `x-sb-error-code` in both cases.
 */
export function sendApiError(req: IncomingMessage, res: ServerResponse, error: ApiError) {
  const headers: Record<string, string> = { "x-sb-error-code": error.code };
  let body: Record<string, unknown>;
  if (wantsVersionedErrors(req)) {
    headers["X-Supabase-Api-Version"] = "2024-01-01";
    body = { code: error.code, message: error.message, ...error.extra };
  } else {
    body = { code: error.status, error_code: error.code, msg: error.message, ...error.extra };
    if (error.status >= 500) body.error_id = randomUUID();
  }
  sendJson(res, error.status, body, headers);
}

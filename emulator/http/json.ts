import type { IncomingMessage, ServerResponse } from "node:http";
import { ApiError } from "./errors.ts";

const BODY_LIMIT = 1024 * 1024;

export async function readBody(req: IncomingMessage, limit = BODY_LIMIT): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > limit) {
      throw new ApiError(413, "request_entity_too_large", "Request body too large");
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/** Parsed bodies by request: a middleware (GoTrue's CAPTCHA check) and the handler both read it. */
const parsedBodies = new WeakMap<IncomingMessage, Promise<Record<string, unknown>>>();

/**
 * GoTrue reads JSON whatever the Content-Type says; an empty body counts as `{}`. The stream is
 * read once; later calls for the same request get the same object (GoTrue rewinds its body).
 */
export function readJsonObject(req: IncomingMessage): Promise<Record<string, unknown>> {
  let parsed = parsedBodies.get(req);
  if (!parsed) {
    parsed = parseJsonObject(req);
    parsedBodies.set(req, parsed);
  }
  return parsed;
}

async function parseJsonObject(req: IncomingMessage): Promise<Record<string, unknown>> {
  const raw = (await readBody(req)).toString("utf8");
  if (raw.trim() === "") return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (value && typeof value === "object" && !Array.isArray(value)) {
      return value as Record<string, unknown>;
    }
    throw new Error("expected a JSON object");
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new ApiError(400, "bad_json", `Could not parse request body as JSON: ${detail}`);
  }
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const payload = JSON.stringify(body);
  res.writeHead(status, {
    ...headers,
    "Content-Type": "application/json",
    "Content-Length": Buffer.byteLength(payload),
  });
  res.end(payload);
}

export function sendText(res: ServerResponse, status: number, text: string, type = "text/plain") {
  res.writeHead(status, {
    "Content-Type": `${type}; charset=utf-8`,
    "Content-Length": Buffer.byteLength(text),
  });
  res.end(text);
}

export function redirect(res: ServerResponse, status: 302 | 303, location: string) {
  res.writeHead(status, { Location: location, "Content-Length": 0 });
  res.end();
}

/** Optional string member of a JSON body ("" and null count as absent). */
export function stringField(body: Record<string, unknown>, name: string): string {
  const value = body[name];
  return typeof value === "string" ? value : "";
}

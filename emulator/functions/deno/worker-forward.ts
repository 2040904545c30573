import { request as httpRequest, type IncomingMessage, type OutgoingHttpHeaders } from "node:http";
import type { FunctionRequest } from "../executor.ts";
import { CLOCK_HEADER } from "./worker-protocol.ts";

/** Connection-level headers a proxy does not pass on (RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
]);

/**
 * Sends the request to the worker as the gateway received it, the Host being the gateway's, with
 * the emulator's time (the worker's `Date` follows it, as the node runtime's functions do).
 */
export function forward(port: number, request: FunctionRequest): Promise<IncomingMessage> {
  const url = new URL(request.url);
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name) || name === "host") continue;
    headers[name] = value;
  }
  headers.host = url.host;
  headers[CLOCK_HEADER] = String(Date.now());
  if (request.body) headers["content-length"] = request.body.length;
  else delete headers["content-length"];
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: "127.0.0.1",
        port,
        method: request.method,
        path: `${url.pathname}${url.search}`,
        headers,
        agent: false,
      },
      resolve,
    );
    outgoing.once("error", reject);
    outgoing.end(request.body);
  });
}

export function responseHeaders(upstream: IncomingMessage): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  const raw = upstream.rawHeaders;
  for (let index = 0; index < raw.length; index += 2) {
    const name = raw[index].toLowerCase();
    if (HOP_BY_HOP.has(name)) continue;
    const previous = headers[name];
    const value = raw[index + 1];
    headers[name] =
      previous === undefined
        ? value
        : [...(Array.isArray(previous) ? previous : [String(previous)]), value];
  }
  return headers;
}

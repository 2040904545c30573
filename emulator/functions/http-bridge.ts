import type { OutgoingHttpHeaders } from "node:http";
import type { FunctionOutcome, FunctionRequest } from "./executor.ts";

/** The gateway's request as the WHATWG Request an edge function receives. */
export function toFetchRequest(request: FunctionRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const body = request.body;
  return new Request(request.url, {
    method: request.method,
    headers,
    body: body && body.length > 0 ? new Uint8Array(body) : undefined,
  });
}

/** A handler's WHATWG Response as the gateway's outcome (the body keeps streaming). */
export function fromFetchResponse(response: Response): FunctionOutcome {
  const headers: OutgoingHttpHeaders = {};
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie") headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers["set-cookie"] = cookies;
  const body = response.body;
  return {
    kind: "response",
    status: response.status,
    headers,
    body: body as AsyncIterable<Uint8Array> | null,
    discard: () => void body?.cancel().catch(() => undefined),
  };
}

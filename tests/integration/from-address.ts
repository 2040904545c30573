import { request } from "node:http";

/**
 * fetch() from a chosen loopback address (127.x.y.z all reach this machine on Linux): the
 * emulator's gateway takes the caller's address from the socket, like the hosted one, so tests
 * that need distinct visitors connect from distinct addresses instead of sending a header.
 * Accepts what supabase-js passes to its `global.fetch` (a URL and a plain or Headers init).
 */
export function fetchFrom(localAddress: string) {
  return (input: string | URL | Request, init: RequestInit = {}) =>
    new Promise<Response>((resolve, reject) => {
      const url = input instanceof Request ? input.url : String(input);
      const headers = Object.fromEntries(new Headers(init.headers).entries());
      const req = request(url, { method: init.method ?? "GET", headers, localAddress }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(res.headers)) {
            if (typeof value === "string") headers.set(name, value);
          }
          // A 204 or 304 may not carry a body in a Response.
          const body = [204, 304].includes(res.statusCode ?? 0) ? null : Buffer.concat(chunks);
          resolve(new Response(body, { status: res.statusCode, headers }));
        });
        res.on("error", reject);
      });
      req.on("error", reject);
      req.end(typeof init.body === "string" ? init.body : undefined);
    });
}

import { request } from "node:http";

/**
 * fetch() from a chosen loopback address (127.x.y.z all reach this machine on Linux): the
 * emulator's gateway takes the caller's address from the socket, like the hosted one, so tests
 * that need distinct visitors connect from distinct addresses instead of sending a header.
 */
export function fetchFrom(localAddress: string) {
  return (
    url: string,
    init: { method?: string; headers?: Record<string, string>; body?: string } = {},
  ) =>
    new Promise<Response>((resolve, reject) => {
      const req = request(
        url,
        { method: init.method ?? "GET", headers: init.headers, localAddress },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => {
            const headers = new Headers();
            for (const [name, value] of Object.entries(res.headers)) {
              if (typeof value === "string") headers.set(name, value);
            }
            resolve(new Response(Buffer.concat(chunks), { status: res.statusCode, headers }));
          });
          res.on("error", reject);
        },
      );
      req.on("error", reject);
      req.end(init.body);
    });
}

import { afterEach, describe, expect, it } from "vitest";
import {
  SAFE_FETCH_DEFAULTS,
  safeFetch,
} from "../../../supabase/functions/_shared/net/safe-fetch.ts";
import {
  type LocalServer,
  safeFetchFailure as failure,
  SIMPLE_PAGE as PAGE,
  startServer,
} from "./local-server.ts";

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe("safeFetch against a local server (allow-listed first hop)", () => {
  it("has the documented limits", () => {
    expect(SAFE_FETCH_DEFAULTS).toMatchObject({
      timeoutMs: 10_000,
      maxBytes: 5 * 1024 * 1024,
      maxRedirects: 5,
    });
  });

  it("refuses the loopback server when it is not allow-listed", async () => {
    server = await startServer((_req, res) => res.end(PAGE));
    const error = await failure(safeFetch(`${server.origin}/`, { kind: "page" }));
    expect(error.code).toBe("port");
    expect(server.requests).toEqual([]);
  });

  it("follows redirects within the allow-list and reports the chain", async () => {
    server = await startServer((req, res) => {
      if (req.url === "/a") res.writeHead(301, { location: "/b" }).end();
      else if (req.url === "/b") res.writeHead(302, { location: "/c?x=1" }).end();
      else
        res
          .writeHead(200, { "content-type": "text/html; charset=utf-8", "X-Robots-Tag": "noindex" })
          .end(PAGE);
    });
    const result = await safeFetch(`${server.origin}/a`, {
      kind: "page",
      allowHosts: [server.host],
    });
    expect(result.url).toBe(`${server.origin}/c?x=1`);
    expect(result.redirects).toEqual([`${server.origin}/b`, `${server.origin}/c?x=1`]);
    expect(result.status).toBe(200);
    expect(result.body).toBe(PAGE);
    expect(result.bytes).toBe(PAGE.length);
    expect(result.headers["x-robots-tag"]).toBe("noindex");
    expect(server.requests).toEqual(["/a", "/b", "/c?x=1"]);
  });

  it.each([
    ["http://10.0.0.1/admin", "private"],
    ["http://127.0.0.2/", "loopback"],
    ["http://169.254.169.254/latest/meta-data/", "cloud-metadata"],
    ["http://[::ffff:127.0.0.1]/", "loopback"],
  ])("refuses a redirect to %s (%s) without requesting it", async (target, range) => {
    server = await startServer((_req, res) => res.writeHead(302, { location: target }).end());
    const error = await failure(
      safeFetch(`${server.origin}/start`, { kind: "page", allowHosts: [server.host] }),
    );
    expect(error.code).toBe("blocked-address");
    expect(error.range).toBe(range);
    expect(server.requests).toEqual(["/start"]);
  });

  it("stops after 5 redirects", async () => {
    server = await startServer((req, res) => {
      const n = Number(req.url!.slice(1));
      res.writeHead(307, { location: `/${n + 1}` }).end();
    });
    const error = await failure(
      safeFetch(`${server.origin}/0`, { kind: "page", allowHosts: [server.host] }),
    );
    expect(error.code).toBe("too-many-redirects");
    expect(error.message).toBe("De website stuurt meer dan 5 keer door; de analyse is gestopt.");
    expect(server.requests).toEqual(["/0", "/1", "/2", "/3", "/4", "/5"]);
  });

  it("follows exactly 5 redirects", async () => {
    server = await startServer((req, res) => {
      const n = Number(req.url!.slice(1));
      if (n < 5) res.writeHead(308, { location: `/${n + 1}` }).end();
      else res.writeHead(200, { "content-type": "text/html" }).end(PAGE);
    });
    const result = await safeFetch(`${server.origin}/0`, {
      kind: "page",
      allowHosts: [server.host],
    });
    expect(result.redirects).toHaveLength(5);
    expect(result.status).toBe(200);
  });
});

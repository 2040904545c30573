import { afterEach, describe, expect, it } from "vitest";
import { safeFetch } from "../../../supabase/functions/_shared/net/safe-fetch.ts";
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

describe("safeFetch limits against a local server", () => {
  it("stops reading a streamed body past 5 MB", async () => {
    const chunk = Buffer.alloc(64 * 1024, "a");
    let sent = 0;
    server = await startServer((_req, res) => {
      res.writeHead(200, { "content-type": "text/html" });
      const pump = () => {
        // Far more than the cap; the client must stop long before the end.
        while (sent < 50 * 1024 * 1024) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once("drain", pump);
        }
        res.end();
      };
      pump();
    });
    const error = await failure(
      safeFetch(`${server.origin}/`, { kind: "page", allowHosts: [server.host] }),
    );
    expect(error.code).toBe("too-large");
    expect(error.message).toBe("De pagina is groter dan 5 MB en wordt niet geanalyseerd.");
    expect(error.status).toBe(413);
    expect(sent).toBeLessThan(50 * 1024 * 1024);
  });

  it("refuses a declared Content-Length over the cap before reading", async () => {
    server = await startServer((_req, res) => {
      res.writeHead(200, {
        "content-type": "text/html",
        "content-length": String(6 * 1024 * 1024),
      });
      res.write("<html>");
    });
    const error = await failure(
      safeFetch(`${server.origin}/`, { kind: "page", allowHosts: [server.host] }),
    );
    expect(error.code).toBe("too-large");
  });

  it("accepts a body of exactly the cap", async () => {
    server = await startServer((_req, res) =>
      res.writeHead(200, { "content-type": "text/html" }).end("x".repeat(1024)),
    );
    const result = await safeFetch(`${server.origin}/`, {
      kind: "page",
      allowHosts: [server.host],
      maxBytes: 1024,
    });
    expect(result.bytes).toBe(1024);
  });

  it("refuses a page that is not HTML", async () => {
    server = await startServer((_req, res) =>
      res.writeHead(200, { "content-type": "application/json" }).end("{}"),
    );
    const error = await failure(
      safeFetch(`${server.origin}/`, { kind: "page", allowHosts: [server.host] }),
    );
    expect(error.code).toBe("content-type");
    expect(error.message).toBe("Dit adres levert geen HTML maar application/json.");
    expect(error.status).toBe(415);
  });

  it("reads robots.txt as plain text and answers a missing one with its status and no body", async () => {
    server = await startServer((req, res) => {
      if (req.url === "/robots.txt")
        res.writeHead(200, { "content-type": "text/plain" }).end("User-agent: *\n");
      else res.writeHead(404, { "content-type": "text/html" }).end("<h1>Niet gevonden</h1>");
    });
    const robots = await safeFetch(`${server.origin}/robots.txt`, {
      kind: "robots",
      allowHosts: [server.host],
    });
    expect([robots.status, robots.body]).toEqual([200, "User-agent: *\n"]);
    const missing = await safeFetch(`${server.origin}/other.txt`, {
      kind: "robots",
      allowHosts: [server.host],
    });
    expect([missing.status, missing.body]).toEqual([404, ""]);
    const htmlRobots = await failure(
      safeFetch(`${server.origin}/robots.txt`, { kind: "page", allowHosts: [server.host] }),
    );
    expect(htmlRobots.code).toBe("content-type");
  });

  it("returns a 404 HTML page with its status so the audits can judge it", async () => {
    server = await startServer((_req, res) =>
      res.writeHead(404, { "content-type": "text/html" }).end(PAGE),
    );
    const result = await safeFetch(`${server.origin}/weg`, {
      kind: "page",
      allowHosts: [server.host],
    });
    expect([result.status, result.body]).toEqual([404, PAGE]);
  });

  it("gives up when the server does not answer in time", async () => {
    server = await startServer(() => undefined);
    const started = Date.now();
    const error = await failure(
      safeFetch(`${server.origin}/`, { kind: "page", allowHosts: [server.host], timeoutMs: 300 }),
    );
    expect(error.code).toBe("timeout");
    expect(error.status).toBe(504);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it("times out a body that trickles in", async () => {
    server = await startServer((_req, res) => {
      res.writeHead(200, { "content-type": "text/html" });
      res.write("<html>");
    });
    const error = await failure(
      safeFetch(`${server.origin}/`, { kind: "page", allowHosts: [server.host], timeoutMs: 300 }),
    );
    expect(error.code).toBe("timeout");
  });

  it("times out a DNS lookup that hangs", async () => {
    const error = await failure(
      safeFetch("https://slow.example/", {
        kind: "page",
        timeoutMs: 200,
        resolve: () => new Promise(() => undefined),
      }),
    );
    expect(error.message).toBe("De website reageerde niet binnen 0,2 seconden.");
  });
});

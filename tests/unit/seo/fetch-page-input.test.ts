import { afterEach, describe, expect, it } from "vitest";
import { fetchPageInput } from "../../../supabase/functions/_shared/seo/fetch-page-input.ts";
import { auditPage } from "../../../supabase/functions/_shared/seo/index.ts";
import { type LocalServer, startServer } from "./local-server.ts";

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const PAGE =
  '<!DOCTYPE html><html lang="nl"><head><meta charset="utf-8"><title>Bakkerij</title></head><body><h1>Brood</h1></body></html>';

describe("fetchPageInput", () => {
  it("fetches the page after redirects and robots.txt of the final origin", async () => {
    server = await startServer((req, res) => {
      if (req.url === "/") res.writeHead(301, { location: "/home" }).end();
      else if (req.url === "/home") res.writeHead(200, { "content-type": "text/html" }).end(PAGE);
      else if (req.url === "/robots.txt") {
        res
          .writeHead(200, { "content-type": "text/plain" })
          .end("User-agent: *\nDisallow: /home\n");
      } else res.writeHead(404).end();
    });
    const input = await fetchPageInput(`${server.origin}/`, { allowHosts: [server.host] });
    expect(input).toMatchObject({
      html: PAGE,
      finalUrl: `${server.origin}/home`,
      status: 200,
      robotsTxt: "User-agent: *\nDisallow: /home\n",
      robotsTxtStatus: 200,
    });
    expect(server.requests).toEqual(["/", "/home", "/robots.txt"]);
    // The engine sees the disallow for the final URL.
    expect(auditPage(input).audits["is-crawlable"].score).toBe(0);
  });

  it("passes a missing robots.txt on as its status, which makes robots-txt not applicable", async () => {
    server = await startServer((req, res) => {
      if (req.url === "/") res.writeHead(200, { "content-type": "text/html" }).end(PAGE);
      else res.writeHead(404, { "content-type": "text/html" }).end("<h1>404</h1>");
    });
    const input = await fetchPageInput(`${server.origin}/`, { allowHosts: [server.host] });
    expect([input.robotsTxt, input.robotsTxtStatus]).toEqual([null, 404]);
    expect(auditPage(input).audits["robots-txt"].scoreDisplayMode).toBe("notApplicable");
  });

  it("treats a robots.txt served as HTML as not fetched (robots-txt fails)", async () => {
    server = await startServer((_req, res) =>
      res.writeHead(200, { "content-type": "text/html" }).end(PAGE),
    );
    const input = await fetchPageInput(`${server.origin}/`, { allowHosts: [server.host] });
    expect([input.robotsTxt, input.robotsTxtStatus]).toEqual([null, null]);
    expect(auditPage(input).audits["robots-txt"].score).toBe(0);
  });
});

import type { IncomingMessage } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { safeFetch } from "../../../supabase/functions/_shared/net/safe-fetch.ts";
import { type LocalServer, safeFetchFailure as failure, startServer } from "./local-server.ts";

const servers: LocalServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

interface Seen {
  method: string;
  url: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: string;
}

async function record(req: IncomingMessage, seen: Seen[]): Promise<void> {
  let body = "";
  for await (const chunk of req) body += String(chunk);
  seen.push({
    method: req.method ?? "",
    url: req.url ?? "",
    authorization: req.headers.authorization,
    contentType: req.headers["content-type"],
    body,
  });
}

const JSON_TYPE = { "content-type": "application/json; charset=UTF-8" };
const AUTH = { authorization: "Basic dTpw", "content-type": "application/json" };

describe("safeFetch kind json (POST with credentials)", () => {
  it("sends the method, body and extra headers, and reads a JSON answer", async () => {
    const seen: Seen[] = [];
    const server = await startServer((req, res) => {
      void record(req, seen).then(() =>
        // WordPress answers 201 with a Location: it is not a redirect and is not followed.
        res.writeHead(201, { ...JSON_TYPE, location: "/wp-json/wp/v2/posts/7" }).end('{"id":7}'),
      );
    });
    servers.push(server);
    const result = await safeFetch(`${server.origin}/wp-json/wp/v2/posts`, {
      kind: "json",
      method: "POST",
      body: '{"title":"x"}',
      headers: AUTH,
      allowHosts: [server.host],
    });
    expect(result).toMatchObject({ status: 201, body: '{"id":7}', redirects: [] });
    expect(seen).toEqual([
      {
        method: "POST",
        url: "/wp-json/wp/v2/posts",
        authorization: "Basic dTpw",
        contentType: "application/json",
        body: '{"title":"x"}',
      },
    ]);
  });

  it("returns a POST's 301 unfollowed, and follows a same-host 307 with its body", async () => {
    const seen: Seen[] = [];
    const server = await startServer((req, res) => {
      void record(req, seen).then(() => {
        if (req.url === "/moved") res.writeHead(301, { location: "/elsewhere" }).end();
        else if (req.url === "/temp") res.writeHead(307, { location: "/final" }).end();
        else res.writeHead(200, JSON_TYPE).end("{}");
      });
    });
    servers.push(server);
    const options = {
      kind: "json",
      method: "POST",
      body: "{}",
      headers: AUTH,
      allowHosts: [server.host],
    } as const;
    const moved = await safeFetch(`${server.origin}/moved`, options);
    expect(moved).toMatchObject({ status: 301, body: "", redirects: [] });
    const temp = await safeFetch(`${server.origin}/temp`, options);
    expect(temp).toMatchObject({ status: 200, redirects: [`${server.origin}/final`] });
    expect(seen.map((s) => [s.method, s.url, s.authorization, s.body])).toEqual([
      ["POST", "/moved", "Basic dTpw", "{}"],
      ["POST", "/temp", "Basic dTpw", "{}"],
      ["POST", "/final", "Basic dTpw", "{}"],
    ]);
  });

  it("does not carry the credentials along a redirect to another host", async () => {
    const seen: Seen[] = [];
    const other = await startServer((req, res) => {
      void record(req, seen).then(() => res.writeHead(200, JSON_TYPE).end("{}"));
    });
    const first = await startServer((_req, res) => {
      res.writeHead(302, { location: `${other.origin}/landing` }).end();
    });
    servers.push(other, first);
    const result = await safeFetch(`${first.origin}/start`, {
      kind: "json",
      headers: AUTH,
      allowHosts: [first.host, other.host],
    });
    expect(result.status).toBe(200);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: "GET", url: "/landing", authorization: undefined });

    // A POST is not sent to the other host at all.
    const post = await safeFetch(`${first.origin}/start`, {
      kind: "json",
      method: "POST",
      body: "{}",
      headers: AUTH,
      allowHosts: [first.host, other.host],
    });
    expect(post.status).toBe(302);
    expect(seen).toHaveLength(1);
  });

  it("refuses a 2xx that is not JSON and keeps the SSRF rules for POST", async () => {
    const server = await startServer((_req, res) => {
      res.writeHead(200, { "content-type": "text/html" }).end("<html></html>");
    });
    servers.push(server);
    const html = await failure(
      safeFetch(server.origin, { kind: "json", allowHosts: [server.host] }),
    );
    expect(html.code).toBe("content-type");
    const blocked = await failure(
      safeFetch("http://10.0.0.1/wp-json/wp/v2/posts", {
        kind: "json",
        method: "POST",
        body: "{}",
      }),
    );
    expect(blocked.code).toBe("blocked-address");
    expect(server.requests).toEqual(["/"]);
  });
});

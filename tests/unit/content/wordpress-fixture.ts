/**
 * A WordPress-shaped REST API on 127.0.0.1 (port 0) for the publisher's tests. It answers the
 * two routes the publisher uses the way WordPress 6.x core does: application-password Basic
 * auth (spaces in the password ignored, as wp_authenticate_application_password strips them),
 * POST /wp/v2/posts → 201 with the edit-context post and a Location header, GET
 * /wp/v2/users/me?context=edit with capabilities, and WordPress's `{ code, message, data:
 * { status } }` errors. With `permalinks: "plain"` only `/?rest_route=` reaches the API and
 * /wp-json/ is the theme's HTML 404, as on a site without pretty permalinks.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface FixtureUser {
  id: number;
  username: string;
  /** As WordPress shows it: "abcd EFGH 1234 ijkl MNOP 5678". */
  applicationPassword: string;
  roles: string[];
  canEditPosts: boolean;
}

export interface StoredPost {
  id: number;
  title: string;
  content: string;
  excerpt: string;
  status: string;
  author: number;
}

export interface WordPressFixture {
  origin: string;
  /** host:port, for ANALYZER_ALLOW_HOSTS. */
  host: string;
  posts: StoredPost[];
  requests: { method: string; url: string; authorization?: string }[];
  close(): Promise<void>;
}

export interface WordPressFixtureOptions {
  users?: FixtureUser[];
  permalinks?: "pretty" | "plain";
  /** Answer POST /wp/v2/posts with this status (500: a broken plugin). */
  failPostsWith?: number;
}

export const EDITOR: FixtureUser = {
  id: 2,
  username: "redactie",
  applicationPassword: "abcd EFGH 1234 ijkl MNOP 5678",
  roles: ["editor"],
  canEditPosts: true,
};

type Json = Record<string, unknown>;

function send(res: ServerResponse, status: number, body: Json, headers: Json = {}): void {
  res.writeHead(status, { "content-type": "application/json; charset=UTF-8", ...headers });
  res.end(JSON.stringify(body));
}

const wpError = (res: ServerResponse, status: number, code: string, message: string) =>
  send(res, status, { code, message, data: { status } });

/** The user the Basic header authenticates, null for no header, or the error to answer. */
function authenticate(
  req: IncomingMessage,
  users: FixtureUser[],
): FixtureUser | null | { code: string; message: string } {
  const header = req.headers.authorization;
  if (!header?.startsWith("Basic ")) return null;
  const decoded = Buffer.from(header.slice(6), "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  const username = decoded.slice(0, colon);
  const password = decoded.slice(colon + 1).replace(/[^a-z\d]/gi, "");
  const user = users.find((candidate) => candidate.username === username);
  if (!user) {
    return {
      code: "invalid_username",
      message: "Unknown username. Check again or try your email address.",
    };
  }
  if (user.applicationPassword.replace(/[^a-z\d]/gi, "") !== password) {
    return {
      code: "incorrect_password",
      message: "The provided password is an invalid application password.",
    };
  }
  return user;
}

export async function startWordPressFixture(
  options: WordPressFixtureOptions = {},
): Promise<WordPressFixture> {
  const users = options.users ?? [EDITOR];
  const posts: StoredPost[] = [];
  const requests: WordPressFixture["requests"] = [];
  let origin = "";

  const route = (req: IncomingMessage): { path: string; query: URLSearchParams } | null => {
    const url = new URL(req.url ?? "/", origin);
    const restRoute = url.searchParams.get("rest_route");
    if (url.pathname === "/" && restRoute) return { path: restRoute, query: url.searchParams };
    if (options.permalinks !== "plain" && url.pathname.startsWith("/wp-json/")) {
      return { path: url.pathname.slice("/wp-json".length), query: url.searchParams };
    }
    return null;
  };

  const handle = (req: IncomingMessage, res: ServerResponse, raw: string) => {
    const target = route(req);
    if (!target) {
      res.writeHead(404, { "content-type": "text/html; charset=UTF-8" });
      res.end("<!DOCTYPE html><title>Pagina niet gevonden</title><h1>404</h1>");
      return;
    }
    const auth = authenticate(req, users);
    if (auth && "code" in auth) return wpError(res, 401, auth.code, auth.message);

    if (target.path === "/wp/v2/users/me" && req.method === "GET") {
      if (!auth) return wpError(res, 401, "rest_not_logged_in", "You are not currently logged in.");
      return send(res, 200, {
        id: auth.id,
        username: auth.username,
        name: "Redactie",
        slug: auth.username,
        roles: auth.roles,
        capabilities: { read: true, edit_posts: auth.canEditPosts, level_0: true },
        extra_capabilities: Object.fromEntries(auth.roles.map((role) => [role, true])),
        link: `${origin}/author/${auth.username}/`,
        _links: { self: [{ href: `${origin}/wp-json/wp/v2/users/${auth.id}` }] },
      });
    }
    if (target.path === "/wp/v2/posts" && req.method === "POST") {
      // rest_authorization_required_code(): 401 when not logged in, 403 when not allowed.
      if (!auth || !auth.canEditPosts) {
        return wpError(
          res,
          auth ? 403 : 401,
          "rest_cannot_create",
          "Sorry, you are not allowed to create posts as this user.",
        );
      }
      if (options.failPostsWith) {
        return wpError(
          res,
          options.failPostsWith,
          "internal_server_error",
          "<p>Er is een kritieke fout op deze site.</p>",
        );
      }
      let body: Json;
      try {
        body = JSON.parse(raw) as Json;
      } catch {
        return wpError(res, 400, "rest_invalid_json", "Invalid JSON body passed.");
      }
      const title = String(body.title ?? "");
      const content = String(body.content ?? "");
      const excerpt = String(body.excerpt ?? "");
      if (!title && !content && !excerpt) {
        return wpError(res, 400, "empty_content", "Content, title, and excerpt are empty.");
      }
      const id = 100 + posts.length + 1;
      const status = String(body.status ?? "draft");
      posts.push({ id, title, content, excerpt, status, author: auth.id });
      const now = "2026-11-25T12:00:00";
      return send(
        res,
        201,
        {
          id,
          date: now,
          date_gmt: now,
          guid: { rendered: `${origin}/?p=${id}`, raw: `${origin}/?p=${id}` },
          modified: now,
          modified_gmt: now,
          password: "",
          slug: "",
          status,
          type: "post",
          link: `${origin}/?p=${id}`,
          title: { raw: title, rendered: title },
          content: { raw: content, rendered: content, protected: false, block_version: 0 },
          excerpt: { raw: excerpt, rendered: `<p>${excerpt}</p>\n`, protected: false },
          author: auth.id,
          featured_media: 0,
          comment_status: "open",
          ping_status: "open",
          sticky: false,
          template: "",
          format: "standard",
          meta: { footnotes: "" },
          categories: [1],
          tags: [],
          generated_slug: title.toLowerCase().replace(/[^a-z0-9]+/g, "-"),
          _links: { self: [{ href: `${origin}/wp-json/wp/v2/posts/${id}` }] },
        },
        { location: `${origin}/wp-json/wp/v2/posts/${id}` },
      );
    }
    return wpError(
      res,
      404,
      "rest_no_route",
      "No route was found matching the URL and request method.",
    );
  };

  const server = createServer((req, res) => {
    requests.push({
      method: req.method ?? "",
      url: req.url ?? "",
      ...(req.headers.authorization && { authorization: req.headers.authorization }),
    });
    let raw = "";
    req.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
    req.on("end", () => handle(req, res, raw));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    host: `127.0.0.1:${port}`,
    posts,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

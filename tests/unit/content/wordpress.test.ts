import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  normalizeSiteUrl,
  publishToWordPress,
  verifyWordPress,
  WordPressError,
  type WordPressConnection,
} from "../../../supabase/functions/_shared/content/publishing/wordpress.ts";
import {
  EDITOR,
  startWordPressFixture,
  type WordPressFixture,
  type WordPressFixtureOptions,
} from "./wordpress-fixture.ts";

const CREDENTIALS_MESSAGE = "WordPress weigert de gebruikersnaam of het applicatiewachtwoord.";
const POST = {
  title: "Dakisolatie in Utrecht: wanneer loont het?",
  html: "<h2>Waarom isoleren</h2><p>Een goed geïsoleerd dak…</p>",
  excerpt: "Ontdek wanneer dakisolatie loont.",
};

let wp: WordPressFixture | undefined;
const extraServers: Server[] = [];

/** The fixture on 127.0.0.1, allowed the way the analyzer's tests allow fixture sites. */
async function setup(options: WordPressFixtureOptions = {}): Promise<WordPressConnection> {
  wp = await startWordPressFixture(options);
  vi.stubEnv("SUPABASE_URL", "http://127.0.0.1:54321");
  vi.stubEnv("ANALYZER_ALLOW_HOSTS", wp.host);
  return {
    siteUrl: wp.origin,
    username: EDITOR.username,
    applicationPassword: EDITOR.applicationPassword,
  };
}

/** A plain web server (not WordPress) with one handler; its host joins the allow-list. */
async function plainServer(
  handler: Parameters<typeof createServer>[1],
): Promise<{ origin: string; host: string }> {
  const server = createServer(handler);
  extraServers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const host = `127.0.0.1:${port}`;
  vi.stubEnv("SUPABASE_URL", "http://127.0.0.1:54321");
  vi.stubEnv("ANALYZER_ALLOW_HOSTS", [wp?.host, host].filter(Boolean).join(","));
  return { origin: `http://${host}`, host };
}

beforeEach(() => {
  vi.stubEnv("ANALYZER_ALLOW_HOSTS", "");
});
afterEach(async () => {
  vi.unstubAllEnvs();
  await wp?.close();
  wp = undefined;
  for (const server of extraServers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

async function failure(promise: Promise<unknown>): Promise<WordPressError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(WordPressError);
  const typed = error as WordPressError;
  expect(typed.message).not.toContain(EDITOR.applicationPassword);
  return typed;
}

describe("publishToWordPress against a WordPress-shaped fixture", () => {
  it("creates a draft post with title, content and excerpt", async () => {
    const conn = await setup();
    const result = await publishToWordPress(conn, POST);
    expect(wp!.posts).toEqual([
      {
        id: result.postId,
        title: POST.title,
        content: POST.html,
        excerpt: POST.excerpt,
        status: "draft",
        author: EDITOR.id,
      },
    ]);
    expect(result).toEqual({
      postId: 101,
      editUrl: `${wp!.origin}/wp-admin/post.php?post=101&action=edit`,
      link: `${wp!.origin}/?p=101`,
    });
    const [request] = wp!.requests;
    expect(request).toMatchObject({ method: "POST", url: "/wp-json/wp/v2/posts" });
    // The application password goes as WordPress shows it, spaces included.
    const decoded = Buffer.from(request!.authorization!.slice(6), "base64").toString("utf8");
    expect(decoded).toBe("redactie:abcd EFGH 1234 ijkl MNOP 5678");
  });

  it("uses ?rest_route= on a site without pretty permalinks", async () => {
    const conn = await setup({ permalinks: "plain" });
    const result = await publishToWordPress({ ...conn, siteUrl: `${conn.siteUrl}/` }, POST);
    expect(result.postId).toBe(101);
    expect(wp!.posts[0]!.status).toBe("draft");
    expect(wp!.requests.map((r) => r.url)).toEqual([
      "/wp-json/wp/v2/posts",
      "/?rest_route=/wp/v2/posts",
    ]);
  });

  it("maps a wrong application password (401 incorrect_password) to unauthorized", async () => {
    const conn = await setup();
    const error = await failure(
      publishToWordPress({ ...conn, applicationPassword: "wrong pass word 1234" }, POST),
    );
    expect(error).toMatchObject({
      kind: "unauthorized",
      status: 401,
      code: "incorrect_password",
      message: CREDENTIALS_MESSAGE,
    });
    const unknown = await failure(publishToWordPress({ ...conn, username: "onbekend" }, POST));
    expect(unknown).toMatchObject({ kind: "unauthorized", code: "invalid_username" });
    expect(wp!.posts).toEqual([]);
  });

  it("tells a user without the right role apart (403 rest_cannot_create)", async () => {
    const subscriber = { ...EDITOR, roles: ["subscriber"], canEditPosts: false };
    const conn = await setup({ users: [subscriber] });
    const error = await failure(publishToWordPress(conn, POST));
    expect(error).toMatchObject({ kind: "unauthorized", status: 403, code: "rest_cannot_create" });
    expect(error.message).toContain("rol Auteur, Redacteur of Beheerder");
  });

  it("passes on WordPress's reason for other 4xx, and a 5xx as unreachable", async () => {
    let conn = await setup();
    const rejected = await failure(publishToWordPress(conn, { title: "", html: "" }));
    expect(rejected).toMatchObject({ kind: "rejected", status: 400, code: "empty_content" });
    expect(rejected.texts).toEqual({
      nl: "WordPress weigerde het verzoek: Content, title, and excerpt are empty.",
      en: "WordPress refused the request: Content, title, and excerpt are empty.",
    });
    expect(rejected.message).toBe(rejected.texts.nl);
    await wp!.close();

    conn = await setup({ failPostsWith: 500 });
    const broken = await failure(publishToWordPress(conn, POST));
    expect(broken).toMatchObject({ kind: "unreachable", status: 500 });
    expect(broken.texts).toEqual({
      nl: "De WordPress-site gaf een serverfout (foutcode 500). Probeer het later opnieuw.",
      en: "The WordPress site answered with a server error (error code 500). Please try again later.",
    });
  });

  it("recognises a site that is not WordPress (404 HTML, or HTML for everything)", async () => {
    const notFound = await plainServer((_req, res) => {
      res.writeHead(404, { "content-type": "text/html" }).end("<h1>Not Found</h1>");
    });
    const conn = { siteUrl: notFound.origin, username: "a", applicationPassword: "b" };
    const error = await failure(publishToWordPress(conn, POST));
    expect(error.kind).toBe("not-wordpress");
    expect(error.message).toContain("geen WordPress REST API");
    expect(error.texts.en).toBe(
      "No WordPress REST API was found at this address. Check the site's address and whether the REST API is switched on.",
    );

    const catchAll = await plainServer((_req, res) => {
      res.writeHead(200, { "content-type": "text/html" }).end("<h1>Welkom</h1>");
    });
    const html = await failure(verifyWordPress({ ...conn, siteUrl: catchAll.origin }));
    expect(html.kind).toBe("not-wordpress");
  });

  it("reports a redirect to another address instead of following it with the password", async () => {
    const conn = await setup();
    const moved = await plainServer((req, res) => {
      res.writeHead(301, { location: `${wp!.origin}${req.url}` }).end();
    });
    const error = await failure(publishToWordPress({ ...conn, siteUrl: moved.origin }, POST));
    expect(error.kind).toBe("not-wordpress");
    expect(error.texts).toEqual({
      nl: `Het WordPress-adres stuurt door naar ${wp!.origin}. Vul dat adres in als adres van de site.`,
      en: `The WordPress address redirects to ${wp!.origin}. Enter that address as the site's address.`,
    });
    const verify = await failure(verifyWordPress({ ...conn, siteUrl: moved.origin }));
    expect(verify.kind).toBe("not-wordpress");
    // The GET was followed, but without the credentials; the POST never reached WordPress.
    expect(wp!.requests).toEqual([{ method: "GET", url: "/wp-json/wp/v2/users/me?context=edit" }]);
    expect(wp!.posts).toEqual([]);
  });

  it("refuses private addresses through the SSRF-safe fetcher", async () => {
    const conn = { siteUrl: "http://10.0.0.1", username: "a", applicationPassword: "b c" };
    const error = await failure(publishToWordPress(conn, POST));
    expect(error).toMatchObject({ kind: "unreachable", code: "blocked-address" });
    expect(error.message).toBe(
      "De WordPress-site is niet bereikbaar. Dit adres is niet toegestaan: privé-netwerk.",
    );
    const metadata = await failure(verifyWordPress({ ...conn, siteUrl: "169.254.169.254" }));
    expect(metadata).toMatchObject({ kind: "unreachable", code: "blocked-address" });
  });

  it("allows the loopback fixture only while SUPABASE_URL is loopback", async () => {
    const conn = await setup();
    vi.stubEnv("SUPABASE_URL", "https://abcdefgh.supabase.co");
    const error = await failure(publishToWordPress(conn, POST));
    expect(error.kind).toBe("unreachable");
    expect(wp!.requests).toEqual([]);
  });
});

describe("verifyWordPress", () => {
  it("returns the user and the normalised site address", async () => {
    const conn = await setup();
    const user = await verifyWordPress({ ...conn, siteUrl: ` ${conn.siteUrl}/wp-admin/ ` });
    expect(user).toEqual({ id: EDITOR.id, name: "Redactie", siteUrl: wp!.origin });
    expect(wp!.requests[0]!.url).toBe("/wp-json/wp/v2/users/me?context=edit");
  });

  it("refuses wrong credentials and a user who may not write posts", async () => {
    const subscriber = { ...EDITOR, id: 3, username: "lezer", canEditPosts: false };
    const conn = await setup({ users: [EDITOR, subscriber] });
    const wrong = await failure(verifyWordPress({ ...conn, applicationPassword: "nope" }));
    expect(wrong).toMatchObject({ kind: "unauthorized", message: CREDENTIALS_MESSAGE });
    const reader = await failure(verifyWordPress({ ...conn, username: "lezer" }));
    expect(reader).toMatchObject({ kind: "unauthorized", code: "no_edit_posts" });
  });
});

describe("normalizeSiteUrl", () => {
  it.each([
    ["voorbeeld.nl", "https://voorbeeld.nl"],
    ["http://voorbeeld.nl/", "https://voorbeeld.nl"],
    ["https://voorbeeld.nl/blog/wp-admin/", "https://voorbeeld.nl/blog"],
    ["https://voorbeeld.nl/wp-json/wp/v2/posts?x=1#y", "https://voorbeeld.nl"],
    ["https://www.voorbeeld.nl/wp-login.php", "https://www.voorbeeld.nl"],
  ])("%s → %s", (raw, expected) => {
    expect(normalizeSiteUrl(raw)).toBe(expected);
  });

  it("keeps http only for an allowed test host", () => {
    expect(normalizeSiteUrl("http://127.0.0.1:4321/", ["127.0.0.1:4321"])).toBe(
      "http://127.0.0.1:4321",
    );
    expect(normalizeSiteUrl("http://127.0.0.1:4321/")).toBe("https://127.0.0.1:4321");
  });
});

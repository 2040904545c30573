import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { CONTENT_MESSAGES } from "../../supabase/functions/_shared/contract/content.ts";
import {
  EDITOR,
  startWordPressFixture,
  type WordPressFixture,
} from "../unit/content/wordpress-fixture.ts";
import { signUpCustomer, subscribe, type Customer } from "./billing-support.ts";
import {
  callContent,
  postsOf,
  saveProfile,
  statusAfterChecks,
  type PostJson,
} from "./content-support.ts";
import { useSiteEmulator } from "./site-emulator.ts";

/** Publishing an approved draft to a customer's WordPress (a local WordPress-shaped fixture). */
vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

let wordpress: WordPressFixture;
beforeAll(async () => {
  wordpress = await startWordPressFixture();
});
const { site, emulator, db } = useSiteEmulator({ extraHosts: () => [wordpress.host] });
afterAll(async () => {
  await wordpress.close();
});

let customer: Customer;
let draft: PostJson;

beforeAll(async () => {
  customer = await signUpCustomer(emulator(), "wordpress");
  await subscribe(emulator(), customer, "price_basic");
  await saveProfile(customer, `${site().origin}/goed`);
  await emulator().jobs.runDue();
  draft = postsOf(await callContent(customer, "GET"))[0]!;
  expect(draft.status).toBe(statusAfterChecks(draft));
});

const connect = (applicationPassword: string, language?: string, siteUrl = wordpress.origin) =>
  callContent(
    customer,
    "POST",
    { action: "connect-wordpress", siteUrl, username: EDITOR.username, applicationPassword },
    "",
    language,
  );

describe("WordPress", () => {
  it("refuses to publish before approval and before a site is connected", async () => {
    expect(
      await callContent(customer, "POST", { action: "publish-wordpress", id: draft.id }),
    ).toEqual({ status: 409, body: { error: CONTENT_MESSAGES.notApproved } });
    await callContent(customer, "POST", { action: "approve", id: draft.id });
    expect(
      await callContent(customer, "POST", { action: "publish-wordpress", id: draft.id }),
    ).toEqual({ status: 409, body: { error: CONTENT_MESSAGES.wordpressMissing } });
  });

  it("refuses a wrong application password in Dutch and stores nothing", async () => {
    const wrong = await connect("wrong pass word 1234");
    expect(wrong).toEqual({
      status: 422,
      body: { error: "WordPress weigert de gebruikersnaam of het applicatiewachtwoord." },
    });
    const rows =
      await db()`select 1 from public.wordpress_connections where user_id = ${customer.id}`;
    expect(rows).toHaveLength(0);
  });

  it("answers WordPress's refusals in English for Accept-Language: en", async () => {
    expect(await connect("wrong pass word 1234", "en")).toEqual({
      status: 422,
      body: { error: "WordPress refuses the user name or the application password." },
    });
    // A private address is refused by the SSRF-safe fetcher before any connection is made.
    const [dutch, english] = await Promise.all([
      connect(EDITOR.applicationPassword, undefined, "https://10.20.30.40"),
      connect(EDITOR.applicationPassword, "en", "https://10.20.30.40"),
    ]);
    expect(dutch).toEqual({
      status: 502,
      body: {
        error: "De WordPress-site is niet bereikbaar. Dit adres is niet toegestaan: privé-netwerk.",
      },
    });
    expect(english).toEqual({
      status: 502,
      body: {
        error:
          "The WordPress site cannot be reached. This address is not allowed: private network.",
      },
    });
  });

  it("connects with the right password, stored encrypted", async () => {
    const connected = await connect(EDITOR.applicationPassword);
    expect(connected).toEqual({
      status: 200,
      body: {
        wordpress: { connected: true, siteUrl: wordpress.origin, username: EDITOR.username },
      },
    });
    const [row] = await db()`
      select password_encrypted from public.wordpress_connections where user_id = ${customer.id}`;
    expect(row!.password_encrypted).toMatch(/^v1:/);
    expect(row!.password_encrypted).not.toContain("EFGH");
  });

  it("publishes the approved draft as a WordPress draft post, once", async () => {
    const published = await callContent(customer, "POST", {
      action: "publish-wordpress",
      id: draft.id,
    });
    expect(published.status).toBe(200);
    const post = published.body.post as PostJson & { wordpressLink: string };
    expect(post.status).toBe("published");
    expect(wordpress.posts).toHaveLength(1);
    const stored = wordpress.posts[0]!;
    expect(stored).toMatchObject({
      status: "draft",
      title: draft.title,
      excerpt: draft.metaDescription,
    });
    expect(stored.content).toContain("<h2>");
    expect(stored.content).not.toContain("<h1>");
    expect(post.wordpressLink).toBe(
      `${wordpress.origin}/wp-admin/post.php?post=${stored.id}&action=edit`,
    );
    expect(
      await callContent(customer, "POST", { action: "publish-wordpress", id: draft.id }),
    ).toEqual({ status: 409, body: { error: CONTENT_MESSAGES.alreadyPublished } });
  });

  it("disconnects", async () => {
    expect(await callContent(customer, "POST", { action: "disconnect-wordpress" })).toEqual({
      status: 200,
      body: { wordpress: { connected: false, siteUrl: null, username: null } },
    });
  });
});

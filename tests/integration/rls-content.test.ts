import { beforeAll, describe, expect, it, vi } from "vitest";
import { withRole } from "../../emulator/index";
import { signUpUser, useEmulator } from "./emulator-support";
import { asUser, expectAnonDenied } from "./rls-support";

/**
 * public.content_periods, content_posts and wordpress_connections: a customer reads their own
 * periods and posts only; nobody reads the WordPress credentials through the API (not even their
 * owner) and nobody writes any of them except the functions' service role.
 */
vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

const emulator = useEmulator({ autoconfirm: true });
let alice: { id: string; email: string };
let bob: { id: string; email: string };

beforeAll(async () => {
  alice = await signUpUser(emulator(), { prefix: "alice-ct" });
  bob = await signUpUser(emulator(), { prefix: "bob-ct" });
  for (const [owner, topic] of [
    [alice.id, "Alice over brood"],
    [bob.id, "Bob over leidingen"],
  ] as const) {
    await emulator().db.query(
      `insert into public.content_periods (user_id, period_start, period_end, quota)
       values ($1, '2026-11-01', '2026-12-01', 3)`,
      [owner],
    );
    await emulator().db.query(
      `insert into public.content_posts (user_id, period_start, planned_for, topic, focus_keyword)
       values ($1, '2026-11-01', '2026-11-02', $2, 'zoekwoord')`,
      [owner, topic],
    );
    await emulator().db.query(
      `insert into public.wordpress_connections (user_id, site_url, username, password_encrypted)
       values ($1, 'https://wp.example', 'admin', 'v1:x:y')`,
      [owner],
    );
  }
});

describe("content tables", () => {
  it("anon can read or write none of them", async () => {
    await expectAnonDenied(emulator(), [
      "select * from public.content_periods",
      "select * from public.content_posts",
      "select * from public.wordpress_connections",
      "update public.content_posts set status = 'approved'",
    ]);
  });

  it("a customer reads only their own periods and posts", async () => {
    const rows = await withRole(emulator().db, asUser(alice), async (tx) => ({
      periods: (await tx.query<{ user_id: string }>("select user_id from public.content_periods"))
        .rows,
      posts: (await tx.query<{ topic: string }>("select topic from public.content_posts")).rows,
    }));
    expect(rows).toEqual({
      periods: [{ user_id: alice.id }],
      posts: [{ topic: "Alice over brood" }],
    });
  });

  it("a customer can neither raise a quota, write a post, nor read WordPress credentials", async () => {
    for (const statement of [
      "update public.content_periods set quota = 1000",
      "insert into public.content_periods (user_id, period_start, period_end, quota) values (auth.uid(), '2027-01-01', '2027-02-01', 99)",
      "update public.content_posts set status = 'published'",
      "insert into public.content_posts (user_id, period_start, planned_for, topic, focus_keyword) values (auth.uid(), '2026-11-01', '2026-11-03', 'Extra', 'gratis')",
      "delete from public.content_posts",
      "select * from public.wordpress_connections",
      "update public.wordpress_connections set site_url = 'https://evil.example'",
    ]) {
      await expect(
        withRole(emulator().db, asUser(alice), (tx) => tx.query(statement)),
      ).rejects.toThrow(/permission denied/);
    }
  });
});

import { beforeAll, describe, expect, it, vi } from "vitest";
import { withRole } from "../../emulator/index";
import { signUpUser, useEmulator } from "./emulator-support";
import { asUser, expectAnonDenied } from "./rls-support";

/**
 * public.site_analyses, jobs, site_scans and scan_pages: a customer reads their own rows only; visitors' analyses
 * (no owner) and the rate-limit log are closed to every API role; nobody writes through the API.
 */
vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

const emulator = useEmulator({ autoconfirm: true });
let alice: { id: string; email: string };
let bob: { id: string; email: string };

const RESULT = '{"overallScore": 80}';

beforeAll(async () => {
  alice = await signUpUser(emulator(), { prefix: "alice-an" });
  bob = await signUpUser(emulator(), { prefix: "bob-an" });
  const db = emulator().db;
  for (const [owner, url] of [
    [alice.id, "https://alice.nl/"],
    [bob.id, "https://bob.nl/"],
    [null, "https://bezoeker.nl/"],
  ] as const) {
    await db.query(
      "insert into public.site_analyses (user_id, url, final_url, result) values ($1, $2, $2, $3)",
      [owner, url, RESULT],
    );
    await db.query("insert into public.jobs (kind, user_id) values ('site-scan', $1)", [owner]);
  }
  for (const [owner, url] of [
    [alice.id, "https://alice.nl/"],
    [bob.id, "https://bob.nl/"],
  ] as const) {
    const scan = await db.query<{ id: string }>(
      "insert into public.site_scans (user_id, site_url, page_limit) values ($1, $2, 25) returning id",
      [owner, url],
    );
    await db.query("insert into public.scan_pages (scan_id, url, final_url) values ($1, $2, $2)", [
      scan.rows[0]!.id,
      url,
    ]);
  }
  await db.query("insert into public.analysis_requests (subject) values ('abc')");
  for (const [owner, name] of [
    [alice.id, "Alice Bakkerij"],
    [bob.id, "Bob Loodgieters"],
  ] as const) {
    await db.query(
      `insert into public.business_profiles
         (user_id, business_name, website_url, sector, region, keywords, tone)
       values ($1, $2, 'https://a.nl/', 'Horeca', 'Utrecht', '{a,b,c}', 'formal')`,
      [owner, name],
    );
  }
});

describe("site_analyses, jobs and analysis_requests", () => {
  it("anon can read or write none of them", async () => {
    await expectAnonDenied(emulator(), [
      "select * from public.site_analyses",
      "select * from public.jobs",
      "select * from public.analysis_requests",
      "select * from public.site_scans",
      "select * from public.scan_pages",
      "select * from public.business_profiles",
      "select * from public.reports",
      "delete from public.site_analyses",
      "update public.jobs set status = 'done'",
      "insert into public.analysis_requests (subject) values ('x')",
    ]);
  });

  it("a customer reads only their own analyses and jobs", async () => {
    const rows = await withRole(emulator().db, asUser(alice), async (tx) => ({
      analyses: (await tx.query<{ url: string }>("select url from public.site_analyses")).rows,
      jobs: (await tx.query<{ user_id: string }>("select user_id from public.jobs")).rows,
    }));
    expect(rows).toEqual({
      analyses: [{ url: "https://alice.nl/" }],
      jobs: [{ user_id: alice.id }],
    });
  });

  it("a customer can write none of them", async () => {
    for (const statement of [
      "update public.site_analyses set url = 'x'",
      "insert into public.site_analyses (user_id, url, final_url, result) values (auth.uid(), 'a', 'a', '{}')",
      "update public.jobs set status = 'done'",
      "insert into public.jobs (kind) values ('site-scan')",
      "update public.site_scans set status = 'done'",
      "delete from public.scan_pages",
      "update public.business_profiles set business_name = 'x'",
      "delete from public.reports",
      "select * from public.analysis_requests",
    ]) {
      await expect(
        withRole(emulator().db, asUser(alice), (tx) => tx.query(statement)),
      ).rejects.toThrow(/permission denied/);
    }
  });
});

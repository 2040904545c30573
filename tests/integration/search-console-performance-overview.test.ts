import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import postgres from "postgres";
import {
  searchPerformanceAnswerSchema,
  type PerformanceOverview,
} from "../../supabase/functions/_shared/contract/search-performance-overview.ts";
import { signUpCustomer, type Customer } from "./billing-support.ts";
import { useEmulator } from "./emulator-support.ts";
import {
  apiRows,
  callSearchConsole,
  connectWithProperty,
  giveProfile,
  runImports,
  type ApiRow,
} from "./search-console-support.ts";

vi.setConfig({ testTimeout: 120_000, hookTimeout: 240_000 });

/**
 * GET /search-console/performance through supabase-js, after connecting through the double's
 * consent page and running the import: every figure the dashboard shows must equal what
 * Google's API (the official client against the double) answers for the same property and days.
 */
const emulator = useEmulator({ autoconfirm: true });
const SITE = "https://www.bakkerij-dashboard.nl/";
let anna: Customer;
let sql: postgres.Sql;
let overview: PerformanceOverview;

async function performance(customer: Customer) {
  const answer = await callSearchConsole(customer, "performance");
  expect(answer.status).toBe(200);
  return searchPerformanceAnswerSchema.parse(answer.body);
}

const google = (body: Record<string, unknown>) => apiRows(emulator(), anna.email, SITE, body);
const inPeriod = (period: { from: string; to: string }) => ({
  startDate: period.from,
  endDate: period.to,
});
const pageFilter = (page: string) => ({
  dimensionFilterGroups: [
    { filters: [{ dimension: "page", operator: "equals", expression: page }] },
  ],
});

beforeAll(async () => {
  sql = postgres(emulator().dbUrl, { max: 1, prepare: false, onnotice: () => {} });
  anna = await signUpCustomer(emulator(), "gsc-dashboard");
});
afterAll(() => sql?.end());

describe("GET /search-console/performance", () => {
  it("says what is missing before the figures exist: not connected, then importing", async () => {
    expect(await performance(anna)).toEqual({ status: "not_connected" });
    await giveProfile(emulator(), anna, "https://www.bakkerij-dashboard.nl");
    await connectWithProperty(anna, SITE);
    const importing = await performance(anna);
    expect(importing.status).toBe("importing");
    await runImports(emulator());
    const ready = await performance(anna);
    expect(ready.status).toBe("ready");
    if (ready.status !== "ready") return;
    expect(ready.import).toMatchObject({ backfillComplete: true, lastError: null });
    overview = ready.overview;
  });

  it("totals and % change for the last 28 days and the 28 before equal Google's", async () => {
    const { period, previousPeriod } = overview;
    const [lastDay] = (
      await google({ dimensions: ["date"], startDate: "2000-01-01", endDate: "2100-01-01" })
    )
      .map((row) => row.keys[0]!)
      .sort()
      .reverse();
    expect(period.to).toBe(lastDay);
    expect(previousPeriod.to < period.from).toBe(true);
    const [now] = await google(inPeriod(period));
    const [before] = await google(inPeriod(previousPeriod));
    for (const [ours, theirs] of [
      [overview.totals, now!],
      [overview.previousTotals, before!],
    ] as const) {
      expect(ours.clicks).toBe(theirs.clicks);
      expect(ours.impressions).toBe(theirs.impressions);
      expect(ours.ctr).toBeCloseTo(theirs.ctr, 12);
      expect(ours.position).toBeCloseTo(theirs.position, 9);
    }
    expect(overview.change.clicksPercent).toBeCloseTo(
      ((now!.clicks - before!.clicks) / before!.clicks) * 100,
      9,
    );
    expect(overview.change.impressionsPercent).toBeCloseTo(
      ((now!.impressions - before!.impressions) / before!.impressions) * 100,
      9,
    );
    expect(overview.change.ctrPoints).toBeCloseTo((now!.ctr - before!.ctr) * 100, 9);
    expect(overview.change.positionPlaces).toBeCloseTo(before!.position - now!.position, 9);
  });

  it("the daily series is Google's per-day clicks and impressions, every day of the period", async () => {
    const rows = await google({ ...inPeriod(overview.period), dimensions: ["date"] });
    expect(overview.daily).toHaveLength(28);
    expect(overview.daily).toEqual(
      rows.map((row) => ({ day: row.keys[0], clicks: row.clicks, impressions: row.impressions })),
    );
  });

  it("the top 10 queries carry Google's figures and position before, or none when new", async () => {
    const now = await google({ ...inPeriod(overview.period), dimensions: ["query"], rowLimit: 10 });
    const before = new Map<string, ApiRow>(
      (await google({ ...inPeriod(overview.previousPeriod), dimensions: ["query"] })).map((row) => [
        row.keys[0]!,
        row,
      ]),
    );
    expect(overview.topQueries.map((row) => row.query)).toEqual(now.map((row) => row.keys[0]));
    overview.topQueries.forEach((ours, i) => {
      const theirs = now[i]!;
      expect(ours.clicks).toBe(theirs.clicks);
      expect(ours.impressions).toBe(theirs.impressions);
      expect(ours.position).toBeCloseTo(theirs.position, 9);
      const previous = before.get(ours.query);
      if (previous) {
        expect(ours.previousPosition).toBeCloseTo(previous.position, 9);
        expect(ours.positionChange).toBeCloseTo(previous.position - theirs.position, 9);
      } else {
        expect(ours.previousPosition).toBeNull();
        expect(ours.positionChange).toBeNull();
      }
    });
  });

  it("our published posts carry Google's clicks since publication, matched by URL", async () => {
    const [top] = await google({ ...inPeriod(overview.period), dimensions: ["page"], rowLimit: 1 });
    const page = top!.keys[0]!;
    // WordPress's link with an upper-case host and without the trailing slash Google reports.
    const url = new URL(page);
    const link = `${url.protocol}//${url.host.toUpperCase()}${url.pathname.replace(/\/$/, "") || "/"}`;
    const publishedDay = overview.period.from;
    await sql`insert into public.content_periods (user_id, period_start, period_end, quota)
              values (${anna.id}, '2026-01-01', '2026-02-01', 8)`;
    const post = (topic: string, wordpressLink: string | null, publishedAt: string) => sql`
      insert into public.content_posts
        (user_id, period_start, planned_for, topic, focus_keyword, title, status, wordpress_link, published_at)
      values (${anna.id}, '2026-01-01', '2026-01-02', ${topic}, 'desembrood', ${topic}, 'published',
              ${wordpressLink}, ${publishedAt})`;
    await post("Desembrood bakken", link, `${publishedDay}T12:00:00Z`);
    await post("Zonder link", null, `${publishedDay}T13:00:00Z`);
    await post(
      "Nog niet in Google",
      `${url.origin}/blog/bestaat-niet/`,
      `${publishedDay}T14:00:00Z`,
    );
    await sql`insert into public.content_posts (user_id, period_start, planned_for, topic, focus_keyword, status)
              values (${anna.id}, '2026-01-01', '2026-01-03', 'Nog een concept', 'taart', 'draft')`;

    const answer = await performance(anna);
    expect(answer.status).toBe("ready");
    if (answer.status !== "ready") return;
    const [since] = await google({
      startDate: publishedDay,
      endDate: overview.period.to,
      ...pageFilter(page),
    });
    expect(answer.overview.posts).toEqual([
      {
        id: expect.any(String),
        title: "Nog niet in Google",
        url: `${url.origin}/blog/bestaat-niet/`,
        publishedAt: `${publishedDay}T14:00:00.000Z`,
        clicks: null,
        impressions: null,
      },
      {
        id: expect.any(String),
        title: "Zonder link",
        url: null,
        publishedAt: `${publishedDay}T13:00:00.000Z`,
        clicks: null,
        impressions: null,
      },
      {
        id: expect.any(String),
        title: "Desembrood bakken",
        url: link,
        publishedAt: `${publishedDay}T12:00:00.000Z`,
        clicks: since!.clicks,
        impressions: since!.impressions,
      },
    ]);
    expect(since!.impressions).toBeGreaterThan(0);
  });

  it("carries a failed last import along, and says when the import holds no day at all", async () => {
    await sql`update public.search_console_import_state
              set last_error = 'Google Search Console is tijdelijk niet bereikbaar.'
              where user_id = ${anna.id}`;
    const failed = await performance(anna);
    expect(failed.status).toBe("ready");
    expect(failed.status === "ready" && failed.import.lastError).toBe(
      "Google Search Console is tijdelijk niet bereikbaar.",
    );
    await sql`delete from public.search_console_daily where user_id = ${anna.id}`;
    const empty = await performance(anna);
    expect(empty).toMatchObject({ status: "no_data", import: { backfillComplete: true } });
  });

  it("answers only the signed-in customer's figures, and a 405 for another method", async () => {
    const bob = await signUpCustomer(emulator(), "gsc-dashboard-bob");
    expect(await performance(bob)).toEqual({ status: "not_connected" });
    const post = await callSearchConsole(bob, "performance", {});
    expect(post.status).toBe(405);
    expect(typeof post.body.error).toBe("string");
  });
});

import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { STRIKING_DISTANCE } from "../../supabase/functions/_shared/contract/search-performance.ts";
import type { TopicReason } from "../../supabase/functions/_shared/contract/topic-reason.ts";
import {
  periodEndingAt,
  previousPeriod,
} from "../../supabase/functions/_shared/search-console/performance/period.ts";
import { readLastDataDay } from "../../supabase/functions/_shared/search-console/performance/read-metrics.ts";
import { signUpCustomer, subscribe, type Customer } from "./billing-support.ts";
import { callContent, type PostJson } from "./content-support.ts";
import { useEmulator } from "./emulator-support.ts";
import { apiRows, connectWithProperty, giveProfile, runImports } from "./search-console-support.ts";

vi.setConfig({ testTimeout: 120_000, hookTimeout: 300_000 });

/**
 * The monthly plan of a customer with Search Console: connected through the double's consent
 * page and imported, then planned through the content function. Its striking-distance topics
 * must carry exactly the figures Google's API answers for the same query, period and property.
 */
const emulator = useEmulator({ autoconfirm: true });
const SITE = "https://www.bakkerij-planner.nl/";
let connected: Customer;
let without: Customer;
let sql: postgres.Sql;

type Post = PostJson & { topicReason: TopicReason | null };
const plannedPosts = async (customer: Customer) => {
  const answer = await callContent(customer, "GET");
  expect(answer.status).toBe(200);
  return answer.body.posts as Post[];
};

beforeAll(async () => {
  connected = await signUpCustomer(emulator(), "planner-gsc");
  without = await signUpCustomer(emulator(), "planner-zonder");
  await giveProfile(emulator(), connected, "https://www.bakkerij-planner.nl");
  await giveProfile(emulator(), without, "https://www.bakkerij-zonder.nl");
  await connectWithProperty(connected, SITE);
  await runImports(emulator());
  // Ultimate: 9 posts, so up to 5 may come from Search Console.
  await subscribe(emulator(), connected, "price_ultimate");
  await subscribe(emulator(), without, "price_ultimate");
  sql = postgres(emulator().dbUrl, { max: 1, prepare: false, onnotice: () => {} });
});
afterAll(() => sql?.end());

describe("the content plan with Search Console", () => {
  it("leads with striking-distance queries whose figures equal Google's for the last 28 days", async () => {
    const posts = await plannedPosts(connected);
    expect(posts).toHaveLength(9);
    const period = periodEndingAt((await readLastDataDay(sql, connected.id))!);
    const striking = posts.filter((post) => post.topicReason?.kind === "striking-distance");
    expect(striking.length).toBeGreaterThanOrEqual(3);
    expect(striking.length).toBeLessThanOrEqual(5);
    for (const post of striking) {
      const reason = post.topicReason as Extract<TopicReason, { kind: "striking-distance" }>;
      expect(post.focusKeyword).toBe(reason.query);
      expect(post.focusKeyword).not.toMatch(/[\d()]/);
      expect(reason.period).toEqual(period);
      const [google, ...rest] = await apiRows(emulator(), connected.email, SITE, {
        startDate: period.from,
        endDate: period.to,
        dimensions: ["query"],
        dimensionFilterGroups: [
          { filters: [{ dimension: "query", operator: "equals", expression: reason.query }] },
        ],
      });
      expect(rest).toEqual([]);
      expect(reason.clicks).toBe(google!.clicks);
      expect(reason.impressions).toBe(google!.impressions);
      expect(reason.position).toBeCloseTo(google!.position, 9);
      expect(reason.position).toBeGreaterThanOrEqual(STRIKING_DISTANCE.minPosition);
      expect(reason.position).toBeLessThanOrEqual(STRIKING_DISTANCE.maxPosition);
      expect(reason.impressions).toBeGreaterThanOrEqual(STRIKING_DISTANCE.minImpressions);
    }
    // The queries with the most impressions come first, on the period's first planned days.
    const impressions = striking.map(
      (post) => (post.topicReason as { impressions: number }).impressions,
    );
    expect(impressions).toEqual([...impressions].sort((a, b) => b - a));
    expect(posts.slice(0, striking.length)).toEqual(striking);
    expect(new Set(posts.map((post) => post.topic.toLowerCase())).size).toBe(9);
  });

  it("never plans the customer's own brand or a navigational query", async () => {
    const keywords = (await plannedPosts(connected)).map((post) => post.focusKeyword);
    for (const keyword of keywords) {
      expect(keyword).not.toMatch(/de vries|openingstijden|adres|telefoonnummer|contact|buurt/);
    }
  });

  it("stores the reason with the post and answers it to the browser unchanged", async () => {
    const posts = await plannedPosts(connected);
    const rows = await sql<{ id: string; topic_reason: unknown }[]>`
      select id, topic_reason from public.content_posts where user_id = ${connected.id}`;
    const stored = new Map(rows.map((row) => [row.id, row.topic_reason]));
    for (const post of posts) expect(post.topicReason).toEqual(stored.get(post.id));
    expect(posts.every((post) => post.topicReason !== null)).toBe(true);
  });

  it("plans from the profile alone without Search Console, and says so", async () => {
    const posts = await plannedPosts(without);
    expect(posts).toHaveLength(9);
    expect(posts.map((post) => post.topicReason)).toEqual(
      Array(9).fill({ kind: "profile-keyword" }),
    );
  });

  it("keeps the reason while the focus keyword stays, and drops it for the customer's own", async () => {
    const [first, second] = (await plannedPosts(connected)).filter(
      (post) => post.status === "planned",
    );
    const keep = await callContent(connected, "POST", {
      action: "update-topic",
      id: first!.id,
      topic: "Een eigen titel over dit onderwerp",
      focusKeyword: first!.focusKeyword,
      secondaryKeywords: [],
    });
    expect(keep.status).toBe(200);
    expect((keep.body.post as Post).topicReason).toEqual(first!.topicReason);
    const own = await callContent(connected, "POST", {
      action: "update-topic",
      id: second!.id,
      topic: "Volkorenbrood voor de lunch",
      focusKeyword: "volkorenbrood",
      secondaryKeywords: [],
    });
    expect(own.status).toBe(200);
    expect((own.body.post as Post).topicReason).toBeNull();
  });
});

describe("the content plan while the first import is still running", () => {
  it("plans from the profile alone until the 16 months are in", async () => {
    const early = await signUpCustomer(emulator(), "planner-vroeg");
    await giveProfile(emulator(), early, "https://www.bakkerij-vroeg.nl");
    await connectWithProperty(early, "https://www.bakkerij-vroeg.nl/");
    await runImports(emulator());
    // The job runner finishes the whole backfill in one go; a hosted backfill takes 17 runs,
    // oldest days first. This is the state in between: the backfill not yet marked complete.
    await sql`
      update public.search_console_import_state set backfill_completed_at = null
      where user_id = ${early.id}`;
    await subscribe(emulator(), early, "price_ultimate");
    const posts = await plannedPosts(early);
    expect(posts.map((post) => post.topicReason)).toEqual(
      Array(9).fill({ kind: "profile-keyword" }),
    );
  });
});

/**
 * A page losing clicks: which page loses depends on the day (the double's positions move), so
 * the test looks through a few bakeries for one whose keyword page lost at least a fifth of 10+
 * clicks according to Google's API, and expects its plan to support such a page.
 */
describe("the content plan for a page losing clicks", () => {
  const CANDIDATES = [
    "verlies",
    "daling",
    "minder",
    "terugval",
    "bakker-a",
    "bakker-b",
    "zakt",
    "omlaag",
  ];
  const KEYWORD_PAGE = /\/(blog\/)?(desembrood|taart|brood)$/;
  let baker: Customer;
  let site = "";
  let expected: Map<string, { before: number; now: number }>;

  const clicksPerPage = async (customer: Customer, siteUrl: string, from: string, to: string) =>
    new Map(
      (
        await apiRows(emulator(), customer.email, siteUrl, {
          startDate: from,
          endDate: to,
          dimensions: ["page"],
        })
      ).map((row) => [row.keys[0]!, row.clicks]),
    );

  beforeAll(async () => {
    for (const name of CANDIDATES) {
      const customer = await signUpCustomer(emulator(), `planner-${name}`);
      const website = `https://www.bakkerij-${name}.nl`;
      await giveProfile(emulator(), customer, website);
      await connectWithProperty(customer, `${website}/`);
      await runImports(emulator());
      const period = periodEndingAt((await readLastDataDay(sql, customer.id))!);
      const before = previousPeriod(period);
      const now = await clicksPerPage(customer, `${website}/`, period.from, period.to);
      const earlier = await clicksPerPage(customer, `${website}/`, before.from, before.to);
      const losing = [...earlier]
        .map(([page, clicks]) => [page, { before: clicks, now: now.get(page) ?? 0 }] as const)
        .filter(
          ([page, { before, now }]) =>
            KEYWORD_PAGE.test(page) && before >= 10 && now <= before * 0.8,
        );
      if (losing.length > 0) {
        baker = customer;
        site = `${website}/`;
        expected = new Map(losing);
        break;
      }
    }
    expect(baker, "no candidate bakery has a keyword page losing clicks today").toBeDefined();
    await subscribe(emulator(), baker, "price_ultimate");
  });

  it("plans a post that supports the page, with Google's clicks for both periods", async () => {
    const posts = await plannedPosts(baker);
    const period = periodEndingAt((await readLastDataDay(sql, baker.id))!);
    const supporting = posts.filter((post) => post.topicReason?.kind === "losing-page");
    expect(supporting.length).toBeGreaterThanOrEqual(1);
    for (const post of supporting) {
      const reason = post.topicReason as Extract<TopicReason, { kind: "losing-page" }>;
      expect(reason.page.startsWith(site)).toBe(true);
      expect(expected.get(reason.page)).toEqual({
        before: reason.clicksBefore,
        now: reason.clicksNow,
      });
      expect(reason.period).toEqual(period);
      expect(reason.periodBefore).toEqual(previousPeriod(period));
      // The post is about the page's own keyword: "/blog/taart" → "taart".
      expect(reason.page.endsWith(`/${post.focusKeyword}`)).toBe(true);
    }
  });
});

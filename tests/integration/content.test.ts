import { beforeAll, describe, expect, it, vi } from "vitest";
import { containsKeywordPhrase } from "../../supabase/functions/_shared/content/keywords/keyword-phrase.ts";
import { CONTENT_MESSAGES } from "../../supabase/functions/_shared/contract/content.ts";
import { signUpCustomer, subscribe, type Customer } from "./billing-support.ts";
import {
  draftScore,
  QUALITY_CHECK_IDS,
} from "../../supabase/functions/_shared/contract/draft-checks.ts";
import {
  callContent,
  postsOf,
  saveProfile,
  statusAfterChecks,
  type PostJson,
} from "./content-support.ts";
import { callReports } from "./reports-support.ts";
import { useSiteEmulator } from "./site-emulator.ts";
import { switchPlan } from "./subscription-change-support.ts";

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const { site, emulator, db } = useSiteEmulator();

const today = () => new Date().toISOString().slice(0, 10);

interface ReportJson {
  kind: string;
  keywordChecks: Array<{ keyword: string; inTitle: boolean; inHeading: boolean; inUrl: boolean }>;
  recommendations: string[];
}
const words = (markdown: string) => markdown.split(/\s+/).filter(Boolean).length;

let pro: Customer;
let stranger: Customer;
let first: PostJson;

beforeAll(async () => {
  pro = await signUpCustomer(emulator(), "content");
  stranger = await signUpCustomer(emulator(), "vreemde");
  await subscribe(emulator(), pro, "price_pro");
  await saveProfile(pro, `${site().origin}/goed`);
  // The onboarding scan and its report, the content plan it queues, and today's post: all due.
  expect(await emulator().jobs.runDue()).toMatchObject({ failed: 0, retried: 0 });
});

describe("the Contentkalender", () => {
  it("plans the Pro quota of 3 posts over the period, the first for today", async () => {
    const overview = await callContent(pro, "GET");
    expect(overview.status).toBe(200);
    expect(overview.body).toMatchObject({
      plan: "pro",
      profileCompleted: true,
      profilePostsIncluded: false,
      writer: "builtin",
      period: { quota: 3, used: 3 },
      wordpress: { connected: false, siteUrl: null, username: null },
    });
    const posts = postsOf(overview);
    expect(posts).toHaveLength(3);
    expect(posts.map((post) => post.status)).toEqual([
      statusAfterChecks(posts[0]!),
      "planned",
      "planned",
    ]);
    expect(posts[0]!.plannedFor).toBe(today());
    expect(new Set(posts.map((post) => post.topic.toLowerCase())).size).toBe(3);
    const period = overview.body.period as { start: string; end: string };
    for (const post of posts) {
      expect(post.plannedFor >= period.start && post.plannedFor < period.end).toBe(true);
    }
    const jobs = await db()`
      select count(*)::int as n from public.jobs
      where user_id = ${pro.id} and kind = 'content-write' and status = 'queued'`;
    expect(jobs[0]!.n).toBe(2);
    first = posts[0]!;
  });

  it("plans nothing twice when asked again", async () => {
    const again = postsOf(await callContent(pro, "GET"));
    expect(again.map((post) => post.id).sort()).toEqual(
      postsOf(await callContent(pro, "GET"))
        .map((post) => post.id)
        .sort(),
    );
    expect(again).toHaveLength(3);
  });

  it("wrote today's post at once: a checked Dutch draft of 600+ words", async () => {
    const post = postsOf(await callContent(pro, "GET")).find((p) => p.id === first.id)!;
    expect(post.status).toBe(statusAfterChecks(post));
    expect(post.source).toBe("builtin");
    expect(containsKeywordPhrase(post.title!, post.focusKeyword)).toBe(true);
    expect(post.metaTitle!.length).toBeLessThanOrEqual(60);
    expect(post.metaDescription!.length).toBeGreaterThanOrEqual(150);
    expect(post.metaDescription!.length).toBeLessThanOrEqual(160);
    expect(words(post.markdown!)).toBeGreaterThanOrEqual(600);
    expect(post.wordCount).toBeGreaterThanOrEqual(600);
    // Scored by the same rule the editor explains, quality checks first.
    expect(post.score).toBe(draftScore(post.checks!).score);
    expect(post.checks!.slice(0, QUALITY_CHECK_IDS.length).map((check) => check.id)).toEqual([
      ...QUALITY_CHECK_IDS,
    ]);
    // Internal links to the customer's own pages found by the scan.
    expect(post.markdown).toContain(`](${site().origin}/`);
    expect(post.profilePosts).toEqual([]);
  });

  it("edits a planned topic, refuses bad input in Dutch, and locks the topic once written", async () => {
    const planned = postsOf(await callContent(pro, "GET")).find((p) => p.status === "planned")!;
    const bad = await callContent(pro, "POST", {
      action: "update-topic",
      id: planned.id,
      topic: "x",
      focusKeyword: "warmtepomp",
      secondaryKeywords: [],
    });
    expect(bad).toEqual({ status: 400, body: { error: `Onderwerp: ${CONTENT_MESSAGES.topic}` } });

    const edited = await callContent(pro, "POST", {
      action: "update-topic",
      id: planned.id,
      topic: "Wat kost een warmtepomp in Utrecht?",
      focusKeyword: "warmtepomp kosten",
      secondaryKeywords: ["subsidie warmtepomp"],
    });
    expect(edited.status).toBe(200);
    expect(edited.body.post).toMatchObject({
      id: planned.id,
      status: "planned",
      topic: "Wat kost een warmtepomp in Utrecht?",
      focusKeyword: "warmtepomp kosten",
      secondaryKeywords: ["subsidie warmtepomp"],
    });

    const locked = await callContent(pro, "POST", {
      action: "update-topic",
      id: first.id,
      topic: "Een ander onderwerp",
      focusKeyword: "warmtepomp",
      secondaryKeywords: [],
    });
    expect(locked).toEqual({ status: 409, body: { error: CONTENT_MESSAGES.notPlanned } });
  });

  it("swaps a topic for a new one and writes it now on request", async () => {
    const planned = postsOf(await callContent(pro, "GET")).filter((p) => p.status === "planned");
    const target = planned[planned.length - 1]!;
    const swapped = await callContent(pro, "POST", { action: "swap-topic", id: target.id });
    expect(swapped.status).toBe(200);
    const topics = postsOf(await callContent(pro, "GET")).map((p) => p.topic.toLowerCase());
    expect((swapped.body.post as PostJson).topic).not.toBe(target.topic);
    expect(new Set(topics).size).toBe(topics.length);

    const queued = await callContent(pro, "POST", { action: "write-now", id: target.id });
    expect(queued.status).toBe(200);
    // Until the job runner takes it, every reader (another tab, a reload) sees it being written.
    expect((queued.body.post as PostJson).status).toBe("writing");
    const reloaded = postsOf(await callContent(pro, "GET")).find((p) => p.id === target.id)!;
    expect(reloaded.status).toBe("writing");
    expect((await emulator().jobs.runDue()).succeeded).toBeGreaterThanOrEqual(1);
    const written = postsOf(await callContent(pro, "GET")).find((p) => p.id === target.id)!;
    expect(written.status).toBe(statusAfterChecks(written));
    expect(written.topic).toBe((swapped.body.post as PostJson).topic);
  });

  it("saves an edited draft with a new score, approves it, and asks again after an edit", async () => {
    const short = await callContent(pro, "POST", {
      action: "save-draft",
      id: first.id,
      title: "Kort",
      metaTitle: "Kort",
      metaDescription: "Te kort.",
      markdown: "# Kort\n\nEen heel kort stuk zonder zoekwoord.",
    });
    expect(short.status).toBe(200);
    const saved = short.body.post as PostJson;
    expect(saved.status).toBe(statusAfterChecks(saved));
    // Checked again on save: too short to publish, so 'Controle nodig' with the reason.
    expect(saved.status).toBe("review");
    expect(saved.score).toBe(draftScore(saved.checks!).score);
    expect(saved.score).toBeLessThanOrEqual(60);
    expect(saved.wordCount).toBeLessThan(600);
    expect(saved.checks!.find((check) => check.id === "word-count")).toMatchObject({
      passed: false,
      group: "quality",
      detail: "Nu 7 woorden: te weinig om een lezer echt verder te helpen.",
    });

    const approved = await callContent(pro, "POST", { action: "approve", id: first.id });
    expect(approved.body.post).toMatchObject({ status: "approved" });
    const reedited = await callContent(pro, "POST", {
      action: "save-draft",
      id: first.id,
      title: "Kort en bondig",
      metaTitle: "Kort",
      metaDescription: "Te kort.",
      markdown: "# Kort en bondig\n\nNog steeds kort.",
    });
    const reeditedPost = reedited.body.post as PostJson;
    expect(reeditedPost).toMatchObject({
      status: statusAfterChecks(reeditedPost),
      title: "Kort en bondig",
    });
    await callContent(pro, "POST", { action: "approve", id: first.id });
  });

  it("exports a written draft as Markdown and as HTML, and refuses the rest", async () => {
    const token = (await pro.supabase.auth.getSession()).data.session!.access_token;
    const download = (query: string) =>
      fetch(`${emulator().url}/functions/v1/content${query}`, {
        headers: { Authorization: `Bearer ${token}`, apikey: emulator().anonKey },
      });
    const markdown = await download(`?id=${first.id}&format=markdown`);
    expect(markdown.status).toBe(200);
    expect(markdown.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
    expect(markdown.headers.get("content-disposition")).toBe(
      'attachment; filename="kort-en-bondig.md"',
    );
    expect(await markdown.text()).toContain('title: "Kort en bondig"\n');
    const html = await download(`?id=${first.id}&format=html`);
    expect(html.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const page = await html.text();
    expect(page).toMatch(/^<!DOCTYPE html>/i);
    expect(page).toContain("<h1>Kort en bondig</h1>");

    const planned = postsOf(await callContent(pro, "GET")).find((p) => p.status === "planned");
    if (planned) {
      const notWritten = await download(`?id=${planned.id}&format=html`);
      expect(notWritten.status).toBe(409);
      expect(await notWritten.json()).toEqual({ error: CONTENT_MESSAGES.notWritten });
    }
    expect((await download(`?id=${first.id}&format=pdf`)).status).toBe(400);
    expect((await download(`?id=nope&format=html`)).status).toBe(400);
  });
});

describe("the title is the article's H1", () => {
  it("puts an edited title in the saved markdown, the Markdown and HTML exports and <title>", async () => {
    // The body still starts with the old H1, as a client that only changed 'Titel' sends it.
    const saved = await callContent(pro, "POST", {
      action: "save-draft",
      id: first.id,
      title: "Roggebrood of desem?",
      metaTitle: "",
      metaDescription: "Te kort.",
      markdown: "# Kort en bondig\n\nNog steeds kort.",
    });
    expect(saved.status).toBe(200);
    expect((saved.body.post as PostJson).markdown).toBe(
      "# Roggebrood of desem?\n\nNog steeds kort.",
    );
    const token = (await pro.supabase.auth.getSession()).data.session!.access_token;
    const download = async (format: string) =>
      (
        await fetch(`${emulator().url}/functions/v1/content?id=${first.id}&format=${format}`, {
          headers: { Authorization: `Bearer ${token}`, apikey: emulator().anonKey },
        })
      ).text();
    const markdown = await download("markdown");
    expect(markdown).toContain("---\n\n# Roggebrood of desem?\n\nNog steeds kort.");
    const html = await download("html");
    expect(html).toContain("<title>Roggebrood of desem?</title>");
    expect(html).toContain("<h1>Roggebrood of desem?</h1>");
    expect(html).not.toContain("Kort en bondig");
  });
});

describe("who may see and change what", () => {
  it("hides one customer's posts from another (404) and asks a non-subscriber to choose a plan", async () => {
    const overview = await callContent(stranger, "GET");
    expect(overview.body).toMatchObject({
      plan: null,
      profileCompleted: false,
      period: null,
      posts: [],
    });
    expect(await callContent(stranger, "POST", { action: "approve", id: first.id })).toEqual({
      status: 403,
      body: { error: CONTENT_MESSAGES.needsPlan },
    });
    await subscribe(emulator(), stranger, "price_basic");
    expect(await callContent(stranger, "POST", { action: "approve", id: first.id })).toEqual({
      status: 404,
      body: { error: CONTENT_MESSAGES.notFound },
    });
    // A plan without a business profile plans nothing yet.
    expect((await callContent(stranger, "GET")).body).toMatchObject({
      plan: "basic",
      profileCompleted: false,
      period: null,
    });
  });

  it("answers bad bodies with 400 and never 500", async () => {
    expect((await callContent(pro, "POST", { action: "verzin-iets" })).status).toBe(400);
    expect((await callContent(pro, "POST", { action: "approve", id: "x" })).status).toBe(400);
    expect((await callContent(pro, "POST", [])).status).toBe(400);
  });

  it("lets an upgrade mid-period add the difference to the quota", async () => {
    await switchPlan(emulator(), pro.id, "price_ultimate");
    const overview = await callContent(pro, "GET");
    expect(overview.body).toMatchObject({
      plan: "ultimate",
      profilePostsIncluded: true,
      period: { quota: 9, used: 9 },
    });
    const posts = postsOf(overview);
    expect(posts).toHaveLength(9);
    expect(posts.filter((post) => post.status === "planned").length).toBeGreaterThanOrEqual(6);
    for (const post of posts.filter((p) => p.status === "planned")) {
      expect(post.plannedFor >= today()).toBe(true);
    }
  });

  it("adds business-profile posts to drafts written on Ultimate", async () => {
    const planned = postsOf(await callContent(pro, "GET")).find((p) => p.status === "planned")!;
    await callContent(pro, "POST", { action: "write-now", id: planned.id });
    await emulator().jobs.runDue();
    const written = postsOf(await callContent(pro, "GET")).find((p) => p.id === planned.id)!;
    expect(written.status).toBe(statusAfterChecks(written));
    expect(written.profilePosts.length).toBeGreaterThanOrEqual(1);
    for (const text of written.profilePosts) {
      expect(text.length).toBeGreaterThan(100);
      expect(text.length).toBeLessThanOrEqual(1500);
      expect(text).not.toMatch(/^#|\]\(/m);
    }
  });
});

describe("the keyword list", () => {
  it("lists the profile's keywords and the posts' keywords, with no invented volume or position", async () => {
    const answer = await callContent(pro, "GET", undefined, "?view=keywords");
    expect(answer.status).toBe(200);
    const list = answer.body as {
      keywords: Array<Record<string, unknown>>;
      reportDate: string | null;
    };
    expect(list.reportDate).not.toBeNull();
    expect(list.keywords.slice(0, 3).map((k) => k.keyword)).toEqual([
      "cv-ketel vervangen",
      "warmtepomp installateur",
      "loodgieter utrecht",
    ]);
    // Without Search Console there are no Google figures: none is made up.
    expect(answer.body).toMatchObject({ searchConsole: "not-connected", period: null });
    for (const keyword of list.keywords) {
      expect(keyword.volume).toBeNull();
      expect(keyword.searchConsole).toBeNull();
    }
    // The same verdicts as the report (a Pro checklist), whose keyword tips come from them.
    const [latest] = (await callReports(pro)).body.reports as Array<{ id: string }>;
    const detail = await callReports(pro, `?id=${latest!.id}`);
    const report = (detail.body as { report: ReportJson }).report;
    expect(report.keywordChecks.map((check) => check.keyword)).toEqual(
      list.keywords.slice(0, 3).map((k) => k.keyword),
    );
    for (const check of report.keywordChecks) {
      const listed = list.keywords.find((k) => k.keyword === check.keyword)!;
      expect(listed).toMatchObject({
        inTitle: check.inTitle,
        inHeading: check.inHeading,
        inUrl: check.inUrl,
      });
      const titleTip = `Gebruik het zoekwoord '${check.keyword}' in de titel van de pagina die erover gaat.`;
      expect(report.recommendations.includes(titleTip)).toBe(!check.inTitle);
    }
    expect(report.keywordChecks.some((check) => !check.inTitle)).toBe(true);
    const edited = list.keywords.find((k) => k.keyword === "warmtepomp kosten");
    expect(edited).toMatchObject({ sources: ["post"], posts: 1, inTitle: null });
  });
});

import { beforeAll, describe, expect, it, vi } from "vitest";
import {
  CONTENT_MESSAGES,
  isWritten,
  type PostStatus,
} from "../../supabase/functions/_shared/contract/content.ts";
import { ONBOARDING_MESSAGES } from "../../supabase/functions/_shared/contract/onboarding.ts";
import { PUBLIC_API_ERRORS } from "../../supabase/functions/_shared/contract/public-api.ts";
import { invoke, signUpCustomer, subscribe, type Customer } from "./billing-support.ts";
import { callContent, postsOf, profileFor, saveProfile, type PostJson } from "./content-support.ts";
import { callReports } from "./reports-support.ts";
import { useSiteEmulator } from "./site-emulator.ts";
import { endSubscription } from "./subscription-change-support.ts";

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

/**
 * Generated content belongs to the customer: after the subscription ends, reports and drafts stay
 * readable and exportable through the reports and content functions, while writing, topic edits,
 * scans, publishing and the public API stop with a Dutch reason.
 */
const { site, emulator, db } = useSiteEmulator();

let anna: Customer;
let never: Customer;
let apiKey: string;
let approved: PostJson;
let planned: PostJson;
let reportId: string;

async function download(customer: Customer, path: string) {
  const token = (await customer.supabase.auth.getSession()).data.session!.access_token;
  return fetch(`${emulator().url}/functions/v1/${path}`, {
    headers: { Authorization: `Bearer ${token}`, apikey: emulator().anonKey },
  });
}

beforeAll(async () => {
  anna = await signUpCustomer(emulator(), "einde");
  await subscribe(emulator(), anna, "price_ultimate");
  await saveProfile(anna, `${site().origin}/goed`);
  expect(await emulator().jobs.runDue()).toMatchObject({ failed: 0, retried: 0 });
  const posts = postsOf(await callContent(anna, "GET"));
  const written = posts.find((post) => isWritten(post.status as PostStatus))!;
  expect(await callContent(anna, "POST", { action: "approve", id: written.id })).toMatchObject({
    status: 200,
  });
  approved = postsOf(await callContent(anna, "GET")).find((post) => post.id === written.id)!;
  planned = posts.find((post) => post.status === "planned")!;
  const key = await invoke(anna, "api-keys", { name: "Website" });
  apiKey = key.body.key as string;
  const [report] = await db()`select id from public.reports where user_id = ${anna.id}`;
  reportId = report!.id as string;

  await endSubscription(emulator(), anna);
  expect((await invoke(anna, "check-subscription")).body).toMatchObject({ subscribed: false });
  never = await signUpCustomer(emulator(), "nooit");
});

describe("after the subscription ended: read-only", () => {
  it("still lists, opens and downloads the reports (PDF included)", async () => {
    const list = await callReports(anna);
    expect(list.status).toBe(200);
    expect((list.body.reports as Array<{ id: string }>).map((report) => report.id)).toEqual([
      reportId,
    ]);
    const detail = await callReports(anna, `?id=${reportId}`);
    expect(detail).toMatchObject({ status: 200, body: { id: reportId, report: { kind: "full" } } });
    const link = await callReports(anna, `?id=${reportId}&format=pdf`);
    expect(link.status).toBe(200);
    const pdf = await fetch(link.body.url as string);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
  });

  it("lists every post as read-only, the approved draft with its text", async () => {
    const overview = await callContent(anna, "GET");
    expect(overview.status).toBe(200);
    expect(overview.body).toMatchObject({ plan: null, access: "read-only", period: null });
    const kept = postsOf(overview).find((post) => post.id === approved.id)!;
    expect(kept).toMatchObject({ status: "approved", markdown: approved.markdown });
  });

  it("still exports a draft as Markdown and HTML", async () => {
    const markdown = await download(anna, `content?id=${approved.id}&format=markdown`);
    expect(markdown.status).toBe(200);
    expect(await markdown.text()).toContain(approved.markdown!);
    const html = await download(anna, `content?id=${approved.id}&format=html`);
    expect(html.status).toBe(200);
    expect(await html.text()).toContain("<h1>");
  });

  it("refuses every change with the read-only message, but lets WordPress be disconnected", async () => {
    const refused = { status: 403, body: { error: CONTENT_MESSAGES.readOnly } };
    const edit = {
      action: "save-draft",
      id: approved.id,
      title: "Nieuwe titel",
      metaTitle: "Nieuwe titel",
      metaDescription: "Kort.",
      markdown: "Tekst.",
    };
    expect(await callContent(anna, "POST", edit)).toEqual(refused);
    expect(await callContent(anna, "POST", { action: "write-now", id: planned.id })).toEqual(
      refused,
    );
    expect(await callContent(anna, "POST", { action: "swap-topic", id: planned.id })).toEqual(
      refused,
    );
    expect(
      await callContent(anna, "POST", {
        action: "update-topic",
        id: planned.id,
        topic: "Een ander onderwerp",
        focusKeyword: "desembrood",
        secondaryKeywords: [],
      }),
    ).toEqual(refused);
    expect(
      await callContent(anna, "POST", { action: "publish-wordpress", id: approved.id }),
    ).toEqual(refused);
    expect(await callContent(anna, "POST", { action: "disconnect-wordpress" })).toMatchObject({
      status: 200,
    });
    const [row] = await db()`
      select title, status from public.content_posts where id = ${approved.id}`;
    expect(row).toEqual({ title: approved.title, status: "approved" });
  });

  it("writes nothing more: the planned posts' jobs end without a draft", async () => {
    await db()`
      update public.jobs set run_at = now()
      where user_id = ${anna.id} and status = 'queued' and kind = 'content-write'`;
    expect(await emulator().jobs.runDue()).toMatchObject({ failed: 0 });
    const [written] = await db()`
      select count(*)::int as n from public.content_posts
      where user_id = ${anna.id} and markdown is not null`;
    expect(written!.n).toBe(1);
  });

  it("scans nothing more: no new report, and the profile cannot start a scan", async () => {
    await db()`
      update public.jobs set run_at = now()
      where user_id = ${anna.id} and status = 'queued' and kind = 'site-scan'`;
    await emulator().jobs.runDue();
    const [reports] = await db()`
      select count(*)::int as n from public.reports where user_id = ${anna.id}`;
    expect(reports!.n).toBe(1);
    const saved = await anna.supabase.functions.invoke("onboarding", {
      method: "PUT",
      body: profileFor(`${site().origin}/slecht`),
    });
    expect(saved.response?.status).toBe(403);
    expect(await saved.response!.json()).toEqual({ error: ONBOARDING_MESSAGES.needsPlan });
  });

  it("stops the public API with a Dutch reason", async () => {
    const response = await fetch(`${emulator().url}/functions/v1/api/v1/reports`, {
      headers: { Authorization: `Bearer ${apiKey}` },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: PUBLIC_API_ERRORS.subscriptionEnded,
      code: "subscription_ended",
    });
  });
});

describe("a customer who never subscribed", () => {
  it("is asked to choose a plan, not told the content is read-only", async () => {
    expect((await callContent(never, "GET")).body).toMatchObject({ access: "none", posts: [] });
    expect(await callContent(never, "POST", { action: "write-now", id: planned.id })).toEqual({
      status: 403,
      body: { error: CONTENT_MESSAGES.needsPlan },
    });
  });
});

import { beforeAll, describe, expect, it, vi } from "vitest";
import { CONTENT_CATALOGUE } from "../../supabase/functions/_shared/contract/content.ts";
import { planById } from "../../supabase/functions/_shared/contract/plans.ts";
import { invoke, signUpCustomer, subscribe, type Customer } from "./billing-support.ts";
import { call, profileWith } from "./scan-support.ts";
import { useSiteEmulator } from "./site-emulator.ts";

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

/**
 * The quota race: many `POST /api/v1/content/generate` at the same moment on one account. The
 * quota is reserved in the database, so exactly the free slots get a 201 and every other request
 * a 429 with the public API's error shape; the calendar posts that gave up their slot leave no
 * write job behind, and no request leaves a half-made post.
 */
const { site, emulator, db } = useSiteEmulator();

const CONCURRENT = 20;
const ULTIMATE_QUOTA = planById("ultimate")!.blogQuota;

let customer: Customer;
let key: string;

beforeAll(async () => {
  customer = await signUpCustomer(emulator(), "quota-race");
  await subscribe(emulator(), customer, "price_ultimate");
  const saved = await call(customer, "onboarding", "PUT", profileWith(`${site().origin}/goed`));
  expect(saved.status).toBe(200);
  // The scan, its report, the content plan and the calendar's first post (written at once).
  expect(await emulator().jobs.runDue()).toMatchObject({ failed: 0, retried: 0 });
  const created = await invoke(customer, "api-keys", { name: "Race" });
  expect(created.status).toBe(201);
  key = created.body.key as string;
});

async function generate(index: number) {
  const response = await fetch(`${emulator().url}/functions/v1/api/v1/content/generate`, {
    method: "POST",
    headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
    body: JSON.stringify({ topic: `Desembrood bakken deel ${index}`, keywords: ["desembrood"] }),
  });
  return {
    status: response.status,
    retryAfter: response.headers.get("retry-after"),
    body: (await response.json()) as Record<string, unknown>,
  };
}

describe("20 concurrent content/generate calls on one account", () => {
  it("answers 201 for every free slot and 429 after, leaving no orphan posts or jobs", async () => {
    const [before] = await db()<{ planned: number; written: number }[]>`
      select count(*) filter (where status = 'planned')::int as planned,
             count(*) filter (where status in ('draft', 'review'))::int as written
      from public.content_posts where user_id = ${customer.id}`;
    // The calendar holds the whole quota: its first post written, the rest waiting for their day.
    expect(before).toEqual({ planned: ULTIMATE_QUOTA - 1, written: 1 });

    const answers = await Promise.all(
      Array.from({ length: CONCURRENT }, (_, index) => generate(index)),
    );

    const free = ULTIMATE_QUOTA - before!.written;
    const created = answers.filter((answer) => answer.status === 201);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(created).toHaveLength(free);
    expect(refused).toHaveLength(CONCURRENT - free);
    for (const answer of refused) {
      expect(answer.status).toBe(429);
      expect(answer.body).toEqual({
        error: CONTENT_CATALOGUE.nl.quotaReached,
        code: "content_quota_reached",
      });
      expect(Number(answer.retryAfter)).toBeGreaterThan(0);
    }

    // The period holds exactly its quota: the first calendar post and one post per 201, written.
    const posts = await db()<{ id: string; origin: string; status: string }[]>`
      select id, origin, status from public.content_posts where user_id = ${customer.id}`;
    expect(posts).toHaveLength(ULTIMATE_QUOTA);
    expect(posts.filter((post) => !["draft", "review"].includes(post.status))).toEqual([]);
    expect(
      posts
        .filter((post) => post.origin === "api")
        .map((post) => post.id)
        .sort(),
    ).toEqual(created.map((answer) => answer.body.id as string).sort());

    // No write job is left for a post that gave up its slot (or any post that no longer exists).
    const orphans = await db()`
      select job.id, job.status from public.jobs job
      where job.kind = 'content-write' and job.user_id = ${customer.id}
        and not exists (
          select 1 from public.content_posts post where post.id::text = job.payload ->> 'postId')`;
    expect(orphans).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { planById } from "../../supabase/functions/_shared/contract/plans.ts";
import { startOpenAiFixture, type OpenAiFixture } from "../unit/content/openai-fixture.ts";
import { invoke, signUpCustomer, subscribe, type Customer } from "./billing-support.ts";
import { call, profileWith } from "./scan-support.ts";
import { useSiteEmulator } from "./site-emulator.ts";

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

/**
 * A `POST /api/v1/content/generate` whose function dies after it reserved its slot and before
 * the post is written: the worker is killed (as the edge runtime stops one at a limit, or as a
 * crash ends it) while the AI provider is still thinking. The reservation made a running job
 * that the request held as its lease; once the lease ran out, the next process-jobs run takes it
 * over, removes the post that was never written and gives the slot back. The file runs the
 * functions in Deno workers in both suite modes: only a worker process can really be killed.
 */
let ai: OpenAiFixture;
beforeAll(async () => {
  ai = await startOpenAiFixture([{ hang: true }]);
});
afterAll(async () => {
  await ai.close();
});
const { site, emulator, db } = useSiteEmulator({
  emulator: () => ({ functionsRuntime: "deno" }),
});

const ULTIMATE_QUOTA = planById("ultimate")!.blogQuota;

let customer: Customer;
let key: string;

beforeAll(async () => {
  customer = await signUpCustomer(emulator(), "api-write-dies");
  await subscribe(emulator(), customer, "price_ultimate");
  const saved = await call(customer, "onboarding", "PUT", profileWith(`${site().origin}/goed`));
  expect(saved.status).toBe(200);
  // The scan, its report, the content plan and the calendar's first post (written at once).
  expect(await emulator().jobs.runDue()).toMatchObject({ failed: 0, retried: 0 });
  const created = await invoke(customer, "api-keys", { name: "Sterft halverwege" });
  expect(created.status).toBe(201);
  key = created.body.key as string;
});

function generate(topic: string) {
  return fetch(`${emulator().url}/functions/v1/api/v1/content/generate`, {
    method: "POST",
    headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
    body: JSON.stringify({ topic, keywords: ["desembrood"] }),
  });
}

async function periodPosts() {
  const [counts] = await db()<{ planned: number; written: number; other: number }[]>`
    select count(*) filter (where status = 'planned')::int as planned,
           count(*) filter (where status in ('draft', 'review'))::int as written,
           count(*) filter (where status not in ('planned', 'draft', 'review'))::int as other
    from public.content_posts where user_id = ${customer.id}`;
  return counts!;
}

describe("an API post whose function dies between reserving its slot and writing", () => {
  it("gives the slot back once the request's lease ran out, leaving no post or job behind", async () => {
    const before = await periodPosts();
    // The calendar holds the whole quota: its first post written, the rest waiting for their day.
    expect(before).toEqual({ planned: ULTIMATE_QUOTA - 1, written: 1, other: 0 });

    // The AI provider takes the request and never answers: the function is writing.
    emulator().functions.overrideEnv({
      AI_API_BASE: ai.apiBase,
      AI_API_KEY: "sk-test-sleutel",
      AI_MODEL: "test-model",
    });
    const dying = generate("Desembrood dat nooit af kwam");
    await expect.poll(() => ai.requests.length, { timeout: 60_000 }).toBe(1);
    // The slot is reserved: a calendar post gave it up for the API post being written.
    expect(await periodPosts()).toEqual({ planned: ULTIMATE_QUOTA - 2, written: 1, other: 1 });

    // The worker is killed mid-write, as the edge runtime ends one over its limits.
    const workers = emulator()
      .functions.workers()
      .filter((worker) => worker.name === "api" && worker.busy);
    expect(workers).toHaveLength(1);
    process.kill(workers[0]!.pid, "SIGKILL");
    expect((await dying).status).toBe(500);
    emulator().functions.overrideEnv({});

    // A minute passes for the request's lease (the database's clock is not the emulator's).
    await db()`
      update public.jobs
      set locked_at = now() - interval '61 seconds', locked_until = now() - interval '1 second'
      where user_id = ${customer.id} and status = 'running'`;
    await emulator().jobs.runDue();

    // The post that was never written is gone: the slot is free again.
    expect(await periodPosts()).toEqual({ planned: ULTIMATE_QUOTA - 2, written: 1, other: 0 });
    const [dead] = await db()<{ status: string; last_error: string; post: string }[]>`
      select status, last_error, payload ->> 'postId' as post from public.jobs
      where user_id = ${customer.id} and kind = 'content-api-write'`;
    expect(dead).toMatchObject({ status: "failed" });
    expect(dead!.last_error).toMatch(
      /^Lease expired: runner api-[0-9a-f-]{36} stopped responding during attempt 1$/,
    );

    // The next request takes that free slot, not another calendar post's.
    const next = await generate("Desembrood dat wel af komt");
    expect(next.status).toBe(201);
    const written = (await next.json()) as { id: string };
    expect(await periodPosts()).toEqual({
      planned: ULTIMATE_QUOTA - 2,
      written: 2,
      other: 0,
    });

    // Nothing runs any more, no write job waits for a post that is gone, and the API's write
    // jobs are the written post's and the dead request's (failed, its post removed).
    const jobs = await db()<{ kind: string; status: string; post: string | null }[]>`
      select job.kind, job.status, post.id as post from public.jobs job
      left join public.content_posts post on post.id::text = job.payload ->> 'postId'
      where job.user_id = ${customer.id}
        and (job.status = 'running' or job.kind in ('content-write', 'content-api-write'))
      order by job.created_at`;
    expect(jobs.filter((job) => job.status === "running")).toEqual([]);
    expect(jobs.filter((job) => job.kind === "content-write" && !job.post)).toEqual([]);
    expect(jobs.filter((job) => job.kind === "content-api-write")).toEqual([
      { kind: "content-api-write", status: "failed", post: null },
      { kind: "content-api-write", status: "done", post: written.id },
    ]);
  });
});

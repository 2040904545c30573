/**
 * Variety across one customer's posts, through the content function and the write job: a month
 * of Ultimate (9 posts) shares no sentence of 8+ words, no focus keyword leads more than two
 * posts, 'Ander onderwerp' always gives another keyword or angle, and the variety store keeps
 * each post's sentence fingerprints (replaced when a draft is saved, out of the customers' reach).
 */
import { beforeAll, describe, expect, it, vi } from "vitest";
import { repeatableFingerprints } from "../../supabase/functions/_shared/text/sentences.ts";
import { signUpCustomer, subscribe, type Customer } from "./billing-support.ts";
import { callContent, postsOf, saveProfile, type PostJson } from "./content-support.ts";
import { useSiteEmulator } from "./site-emulator.ts";

vi.setConfig({ testTimeout: 120_000, hookTimeout: 180_000 });

const { site, emulator, db } = useSiteEmulator();

let ultimate: Customer;
let month: PostJson[];

async function writeAll(customer: Customer) {
  for (const post of postsOf(await callContent(customer, "GET"))) {
    if (post.status !== "planned") continue;
    expect((await callContent(customer, "POST", { action: "write-now", id: post.id })).status).toBe(
      200,
    );
  }
  expect(await emulator().jobs.runDue()).toMatchObject({ failed: 0 });
  return postsOf(await callContent(customer, "GET"));
}

beforeAll(async () => {
  ultimate = await signUpCustomer(emulator(), "variatie");
  await subscribe(emulator(), ultimate, "price_ultimate");
  await saveProfile(ultimate, `${site().origin}/goed`);
  expect(await emulator().jobs.runDue()).toMatchObject({ failed: 0, retried: 0 });
});

describe("a month of nine posts for one customer", () => {
  it("plans nine posts, no focus keyword more than twice, every title its own", async () => {
    const posts = postsOf(await callContent(ultimate, "GET"));
    expect(posts).toHaveLength(9);
    const keywords = posts.map((post) => post.focusKeyword.toLowerCase());
    for (const keyword of new Set(keywords)) {
      expect(keywords.filter((k) => k === keyword).length, keyword).toBeLessThanOrEqual(2);
    }
    expect(new Set(keywords).size).toBeGreaterThanOrEqual(5);
    expect(new Set(posts.map((post) => post.topic.toLowerCase())).size).toBe(9);
  });

  it("writes the nine drafts without one sentence of 8+ words in two of them", async () => {
    month = await writeAll(ultimate);
    expect(month.map((post) => post.status)).toEqual(Array(9).fill("draft"));
    const owner = new Map<string, string>();
    const shared: string[] = [];
    for (const post of month) {
      for (const print of new Set(repeatableFingerprints(post.markdown!))) {
        if (owner.has(print) && owner.get(print) !== post.id) shared.push(print);
        owner.set(print, post.id);
      }
    }
    expect(shared).toEqual([]);
    expect(new Set(month.map((post) => post.title!.toLowerCase())).size).toBe(9);
  });

  it("keeps each draft's sentence fingerprints in the variety store", async () => {
    for (const post of month) {
      const rows = await db()<{ fingerprint: string; user_id: string }[]>`
        select fingerprint, user_id from public.post_sentences where post_id = ${post.id}`;
      expect(rows.map((row) => row.fingerprint).sort()).toEqual(
        [...new Set(repeatableFingerprints(post.markdown!))].sort(),
      );
      expect(rows.every((row) => row.user_id === ultimate.id)).toBe(true);
    }
  });

  it("replaces a post's fingerprints when its edited draft is saved", async () => {
    const post = month[0]!;
    const markdown = `# ${post.title}\n\nDeze zin van de klant zelf telt precies tien woorden in totaal.\n`;
    const saved = await callContent(ultimate, "POST", {
      action: "save-draft",
      id: post.id,
      title: post.title,
      metaTitle: post.metaTitle,
      metaDescription: post.metaDescription,
      markdown,
    });
    expect(saved.status).toBe(200);
    const rows = await db()<{ fingerprint: string }[]>`
      select fingerprint from public.post_sentences where post_id = ${post.id}`;
    expect(rows.map((row) => row.fingerprint)).toEqual(repeatableFingerprints(markdown));
  });

  it("is out of the customers' own reach (service role only)", async () => {
    const { data, error } = await ultimate.supabase.from("post_sentences").select("fingerprint");
    expect(data ?? []).toEqual([]);
    expect(error).not.toBeNull();
  });
});

describe("'Ander onderwerp'", () => {
  it("gives another keyword or another angle every time, never a topic the customer had", async () => {
    const power = await signUpCustomer(emulator(), "ander-onderwerp");
    await subscribe(emulator(), power, "price_pro");
    await saveProfile(power, `${site().origin}/goed`);
    await emulator().jobs.runDue();
    const planned = postsOf(await callContent(power, "GET")).filter(
      (post) => post.status === "planned",
    );
    let current = planned[planned.length - 1]!;
    const seen = postsOf(await callContent(power, "GET")).map((post) => post.topic.toLowerCase());
    for (let i = 0; i < 6; i++) {
      const swapped = await callContent(power, "POST", { action: "swap-topic", id: current.id });
      expect(swapped.status).toBe(200);
      const next = swapped.body.post as PostJson;
      expect(seen).not.toContain(next.topic.toLowerCase());
      // Pro has 3 posts and the profile 3+ keywords: a keyword is always free, so it changes.
      expect(next.focusKeyword.toLowerCase()).not.toBe(current.focusKeyword.toLowerCase());
      const keywords = postsOf(await callContent(power, "GET")).map((post) =>
        post.focusKeyword.toLowerCase(),
      );
      for (const keyword of new Set(keywords))
        expect(keywords.filter((k) => k === keyword).length).toBeLessThanOrEqual(2);
      seen.push(next.topic.toLowerCase());
      current = next;
    }
  });
});

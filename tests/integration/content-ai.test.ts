import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { draftScore } from "../../supabase/functions/_shared/contract/draft-checks.ts";
import { writeBuiltInDraft } from "../../supabase/functions/_shared/content/writing/built-in-writer.ts";
import { startOpenAiFixture, type OpenAiFixture } from "../unit/content/openai-fixture.ts";
import { signUpCustomer, subscribe, type Customer } from "./billing-support.ts";
import { callContent, postsOf, profileFor, saveProfile } from "./content-support.ts";
import { useSiteEmulator } from "./site-emulator.ts";

/**
 * With AI_API_BASE, AI_API_KEY and AI_MODEL set as function secrets, drafts are written by the
 * OpenAI-compatible provider (a local fixture server here) instead of the built-in writer.
 */
vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

let ai: OpenAiFixture;
let reply: { title: string; metaTitle: string; metaDescription: string; markdown: string };

beforeAll(async () => {
  const profile = profileFor("https://installatiebedrijf.example/");
  // A reply that meets the rules: what a good model would answer.
  const { title, metaTitle, metaDescription, markdown } = writeBuiltInDraft({
    brief: {
      topic: "Zo kies je een warmtepomp",
      focusKeyword: "warmtepomp",
      secondaryKeywords: [],
    },
    profile: { ...profile, tone: "informal", description: "", offerings: [], archetype: "trades" },
    facts: [],
    links: [],
    seed: 7,
  });
  reply = { title: `${title} (AI)`, metaTitle, metaDescription, markdown };
  ai = await startOpenAiFixture([
    { content: JSON.stringify(reply) },
    { content: "geen json" },
    { content: "nog steeds geen json" },
  ]);
});
const { site, emulator } = useSiteEmulator({
  emulator: () => ({
    functionEnv: { AI_API_BASE: ai.apiBase, AI_API_KEY: "sk-test-sleutel", AI_MODEL: "test-model" },
  }),
});
afterAll(async () => {
  await ai.close();
});

let customer: Customer;

beforeAll(async () => {
  customer = await signUpCustomer(emulator(), "ai");
  await subscribe(emulator(), customer, "price_basic");
  await saveProfile(customer, `${site().origin}/goed`);
  await emulator().jobs.runDue();
});

describe("drafts through the configured AI provider", () => {
  it("writes today's post with the provider's reply and says so", async () => {
    const overview = await callContent(customer, "GET");
    expect(overview.body.writer).toBe("ai");
    const [post] = postsOf(overview);
    expect(post).toMatchObject({ status: "draft", source: "ai", title: reply.title });
    // Checked like every draft, and scored by the rule the editor explains.
    expect(post!.checks!.every((check) => check.passed || check.group !== "quality")).toBe(true);
    expect(post!.score).toBe(draftScore(post!.checks!).score);
    const request = ai.requests[0]!;
    expect(request.headers.authorization).toBe("Bearer sk-test-sleutel");
    expect(request.body).toMatchObject({ model: "test-model" });
  });

  it("puts the post back in the queue when the provider answers nonsense", async () => {
    const stranger = await signUpCustomer(emulator(), "ai-fout");
    await subscribe(emulator(), stranger, "price_basic");
    await saveProfile(stranger, `${site().origin}/goed`);
    await emulator().jobs.runDue();
    const [post] = postsOf(await callContent(stranger, "GET"));
    expect(post).toMatchObject({ status: "planned", source: null, markdown: null });
    const rows = await emulator().db.query<{ status: string; last_error: string }>(
      "select status, last_error from public.jobs where kind = 'content-write' and user_id = $1",
      [stranger.id],
    );
    expect(rows.rows).toEqual([{ status: "queued", last_error: expect.any(String) as string }]);
  });
});

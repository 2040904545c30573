import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { writeBuiltInDraft } from "../../supabase/functions/_shared/content/writing/built-in-writer.ts";
import { draftScore } from "../../supabase/functions/_shared/contract/draft-checks.ts";
import { startOpenAiFixture, type OpenAiFixture } from "../unit/content/openai-fixture.ts";
import { signUpCustomer, subscribe } from "./billing-support.ts";
import { callContent, postsOf, profileFor, saveProfile, type PostJson } from "./content-support.ts";
import { useSiteEmulator } from "./site-emulator.ts";

/**
 * An AI reply goes through the same checker as every draft. A reply that invents a price is
 * caught, and the failed check is sent back to the model for one rewrite: a good rewrite is
 * kept as a concept, a rewrite that still invents it is shown as 'Controle nodig' with the
 * reason — never as a silent pass.
 */
vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const INVENTED = "Een nieuwe warmtepomp kost bij ons vanaf € 1.850, inclusief installatie.";
let ai: OpenAiFixture;
let good: string;
let invented: string;

beforeAll(async () => {
  const draft = writeBuiltInDraft({
    brief: {
      topic: "Zo kies je een warmtepomp",
      focusKeyword: "warmtepomp",
      secondaryKeywords: [],
    },
    profile: {
      ...profileFor("https://installatiebedrijf.example/"),
      tone: "informal",
      description: "",
      offerings: [],
      archetype: "trades",
    },
    facts: [],
    links: [],
    seed: 7,
  });
  good = JSON.stringify(draft);
  // Nothing on the customer's site or in their profile names a price.
  invented = JSON.stringify({
    ...draft,
    markdown: draft.markdown.replace("\n\n## ", `\n\n${INVENTED}\n\n## `),
  });
  expect(invented).toContain("€ 1.850");
  ai = await startOpenAiFixture([
    { content: invented },
    { content: good },
    { content: invented },
    { content: invented },
  ]);
});
afterAll(async () => {
  await ai.close();
});

const { site, emulator } = useSiteEmulator({
  emulator: () => ({
    functionEnv: { AI_API_BASE: ai.apiBase, AI_API_KEY: "sk-test-sleutel", AI_MODEL: "test-model" },
  }),
});

type WrittenPost = PostJson & { writeAttempts: number | null };

async function firstPostOf(name: string): Promise<WrittenPost> {
  const customer = await signUpCustomer(emulator(), name);
  await subscribe(emulator(), customer, "price_basic");
  await saveProfile(customer, `${site().origin}/goed`);
  await emulator().jobs.runDue();
  return postsOf(await callContent(customer, "GET"))[0] as WrittenPost;
}

const unsupported = (post: PostJson) =>
  post.checks!.find((check) => check.id === "unsupported-specifics")!;

describe("the AI writer's reply through the checker", () => {
  it("catches an invented price, feeds it back once and keeps the good rewrite", async () => {
    const post = await firstPostOf("ai-prijs");
    expect(post).toMatchObject({ status: "draft", source: "ai", writeAttempts: 2 });
    expect(post.markdown).not.toContain("€ 1.850");
    expect(unsupported(post).passed).toBe(true);
    expect(post.score).toBe(draftScore(post.checks!).score);

    expect(ai.requests).toHaveLength(2);
    const rewrite = ai.requests[1]!.body as { messages: Array<{ role: string; content: string }> };
    expect(rewrite.messages.map((message) => message.role)).toEqual([
      "system",
      "user",
      "assistant",
      "user",
    ]);
    expect(rewrite.messages[2]!.content).toBe(invented);
    expect(rewrite.messages[3]!.content).toContain(
      "- Geen prijzen, jaartallen, cijfers of beloftes die niet op je website staan: Niet gevonden op je website of in je bedrijfsprofiel: “€ 1.850”.",
    );
  });

  it("shows 'Controle nodig' with the reason when the rewrite still invents the price", async () => {
    const post = await firstPostOf("ai-prijs-weer");
    expect(post).toMatchObject({ status: "review", source: "ai", writeAttempts: 2 });
    expect(post.markdown).toContain(INVENTED);
    expect(unsupported(post)).toMatchObject({
      passed: false,
      group: "quality",
      detail:
        "Niet gevonden op je website of in je bedrijfsprofiel: “€ 1.850”. Klopt het, zet het dan eerst op je website; anders haal je het uit de tekst.",
    });
    expect(post.score).toBe(draftScore(post.checks!).score);
    expect(post.score).toBeLessThanOrEqual(60);
    expect(ai.requests).toHaveLength(4);
  });
});

import { afterEach, describe, expect, it } from "vitest";
import {
  buildAiMessages,
  outlineOf,
  promptFacts,
  rewriteMessages,
} from "../../../supabase/functions/_shared/content/writing/ai-prompt.ts";
import {
  countMarkdownWords,
  fitMetaDescription,
  parseAiReply,
} from "../../../supabase/functions/_shared/content/writing/ai-reply.ts";
import {
  AiWriterError,
  aiWriterConfig,
  retryAfterMs,
  writeAiDraft,
  type AiWriterConfig,
} from "../../../supabase/functions/_shared/content/writing/ai-writer.ts";
import type {
  InternalLink,
  PostBrief,
  WriterProfile,
} from "../../../supabase/functions/_shared/content/types.ts";
import { checkDraft } from "../../../supabase/functions/_shared/content/checking/draft-check.ts";
import { BAKERY, BAKERY_FACTS } from "./checks/bakery-facts.ts";
import { GOOD_POST } from "./checks/bakery-posts.ts";
import { type FixtureStep, type OpenAiFixture, startOpenAiFixture } from "./openai-fixture.ts";

const PROFILE: WriterProfile = {
  businessName: "Dakwerken De Vries",
  websiteUrl: "https://dakwerkendevries.nl",
  sector: "dakdekkers",
  region: "Utrecht",
  tone: "formal",
  keywords: ["dakisolatie utrecht", "dakdekker utrecht", "plat dak vervangen"],
  description: "",
  offerings: [],
  archetype: "trades",
};
const BRIEF: PostBrief = {
  topic: "Wanneer loont dakisolatie in een jaren-30-woning?",
  focusKeyword: "dakisolatie utrecht",
  secondaryKeywords: ["isolatiewaarde", "subsidie"],
};
const LINKS: InternalLink[] = [
  { url: "https://dakwerkendevries.nl/dakisolatie", title: "Dakisolatie" },
  { url: "https://dakwerkendevries.nl/contact", title: "Contact" },
];
const REQUEST = { brief: BRIEF, profile: PROFILE, links: LINKS };
const API_KEY = "sk-test-geheim-0123456789";

const paragraph =
  "Een goed geïsoleerd dak houdt de warmte binnen en verlaagt uw energierekening merkbaar. " +
  "Wij bekijken eerst de staat van de dakconstructie, de ventilatie en de bestaande isolatie, " +
  "zodat het advies past bij uw woning en uw budget zonder verrassingen achteraf.";

function article(words = 650): string {
  const parts = [
    "# Dakisolatie utrecht: wanneer loont het?",
    "",
    "Dakisolatie utrecht begint met een eerlijke inspectie van uw dak.",
  ];
  let section = 0;
  while (countMarkdownWords(parts.join("\n")) < words) {
    section++;
    parts.push("", section === 1 ? "## Dakisolatie utrecht in de praktijk" : `## Stap ${section}`);
    parts.push("", paragraph, "", `Bekijk [onze werkwijze voor dakisolatie](${LINKS[0]!.url}).`);
  }
  return parts.join("\n");
}

const META_155 =
  "Dakisolatie utrecht: ontdek wanneer isoleren van uw jaren-30-woning loont, wat het kost en " +
  "welke subsidie er is. Advies van Dakwerken De Vries uit Utrecht.";

function reply(overrides: Record<string, unknown> = {}): string {
  return JSON.stringify({
    title: "Dakisolatie utrecht: wanneer loont het?",
    metaTitle: "Dakisolatie utrecht: wanneer loont het?",
    metaDescription: META_155,
    markdown: article(),
    ...overrides,
  });
}

let fixture: OpenAiFixture | undefined;
afterEach(async () => {
  await fixture?.close();
  fixture = undefined;
});

async function setup(steps: FixtureStep[]): Promise<AiWriterConfig> {
  fixture = await startOpenAiFixture(steps);
  return { apiBase: fixture.apiBase, apiKey: API_KEY, model: "gpt-test-mini" };
}

async function failure(promise: Promise<unknown>): Promise<AiWriterError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AiWriterError);
  const typed = error as AiWriterError;
  expect(typed.message).not.toContain(API_KEY);
  expect(typed.detail).not.toContain(API_KEY);
  return typed;
}

const fast = { retryDelayMs: 0 };

describe("aiWriterConfig", () => {
  it("is null unless base, key and model are all set", () => {
    const env = (values: Record<string, string>) => (name: string) => values[name];
    const all = { AI_API_BASE: "https://api.openai.com/v1/", AI_API_KEY: "k", AI_MODEL: "m" };
    expect(aiWriterConfig(env(all))).toEqual({
      apiBase: "https://api.openai.com/v1",
      apiKey: "k",
      model: "m",
    });
    expect(aiWriterConfig(env({ ...all, AI_MODEL: "" }))).toBeNull();
    expect(aiWriterConfig(env({ AI_API_KEY: "k", AI_MODEL: "m" }))).toBeNull();
    expect(aiWriterConfig(env({}))).toBeNull();
  });
});

describe("writeAiDraft against a local OpenAI-compatible server", () => {
  it("turns a good reply into a draft and sends the chat-completions request shape", async () => {
    const config = await setup([{ content: reply() }]);
    const draft = await writeAiDraft(REQUEST, config);
    expect(draft.title).toBe("Dakisolatie utrecht: wanneer loont het?");
    expect(draft.metaDescription).toBe(META_155);
    expect(draft.markdown.startsWith("# Dakisolatie utrecht")).toBe(true);
    expect(countMarkdownWords(draft.markdown)).toBeGreaterThanOrEqual(600);

    expect(fixture!.requests).toHaveLength(1);
    const request = fixture!.requests[0]!;
    expect(request.method).toBe("POST");
    expect(request.path).toBe("/v1/chat/completions");
    expect(request.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request.headers["content-type"]).toBe("application/json");
    expect(request.body).toMatchObject({
      model: "gpt-test-mini",
      temperature: 0.7,
      response_format: { type: "json_object" },
      messages: [
        { role: "system", content: expect.stringContaining("JSON") },
        { role: "user", content: expect.stringContaining('"dakisolatie utrecht"') },
      ],
    });
  });

  it("retries a reply that is not JSON once, then fails as malformed", async () => {
    const config = await setup([
      { content: "Natuurlijk! Hier is uw artikel: # Dakisolatie" },
      { content: "{ kapotte json" },
      { content: reply() },
    ]);
    const error = await failure(writeAiDraft(REQUEST, config, fast));
    expect(error.kind).toBe("malformed");
    expect(error.attempts).toBe(2);
    expect(error.texts).toEqual({
      nl: "De AI-schrijver leverde geen bruikbaar concept op. Probeer het later opnieuw.",
      en: "The AI writer did not deliver a usable draft. Please try again later.",
    });
    expect(error.message).toBe(error.texts.nl);
    expect(error.message).not.toContain("kapotte");
    expect(fixture!.requests).toHaveLength(2);
  });

  it("succeeds when the retry of a malformed reply is good", async () => {
    const config = await setup([{ content: "geen json" }, { content: reply() }]);
    const draft = await writeAiDraft(REQUEST, config, fast);
    expect(draft.metaTitle).toBe("Dakisolatie utrecht: wanneer loont het?");
    expect(fixture!.requests).toHaveLength(2);
  });

  it("refuses a schema-invalid reply (a 40-character meta description)", async () => {
    const short = reply({ metaDescription: "Dakisolatie in Utrecht: alles wat u wilt." });
    const config = await setup([{ content: short }, { content: short }]);
    const error = await failure(writeAiDraft(REQUEST, config, fast));
    expect(error.kind).toBe("malformed");
    expect(error.detail).toContain("metaDescription");
    expect(fixture!.requests).toHaveLength(2);
  });

  it.each([
    ["a missing H1", { markdown: article().replace(/^# /, "") }, "markdown"],
    ["too few words", { markdown: article(300).split("\n").slice(0, 12).join("\n") }, "markdown"],
    ["a meta title over 60", { metaTitle: "x".repeat(61) }, "metaTitle"],
  ])("refuses %s", async (_label, overrides, field) => {
    const bad = reply(overrides);
    const config = await setup([{ content: bad }, { content: bad }]);
    const error = await failure(writeAiDraft(REQUEST, config, fast));
    expect(error.detail).toContain(field);
  });

  it("treats a reply cut off at the token limit as malformed", async () => {
    const config = await setup([
      { content: reply(), finishReason: "length" },
      { content: reply(), finishReason: "length" },
    ]);
    expect((await failure(writeAiDraft(REQUEST, config, fast))).kind).toBe("malformed");
  });

  it("times out when the server never answers, after the retries", async () => {
    const config = await setup([{ hang: true }, { hang: true }, { hang: true }]);
    const started = Date.now();
    const error = await failure(
      writeAiDraft(REQUEST, config, { timeoutMs: 150, retries: 2, retryDelayMs: 0 }),
    );
    expect(error.kind).toBe("timeout");
    expect(error.attempts).toBe(3);
    expect(error.message).toContain("reageerde niet binnen");
    expect(fixture!.requests).toHaveLength(3);
    expect(Date.now() - started).toBeGreaterThanOrEqual(3 * 150 - 20);
  });

  it("waits for Retry-After on a 429, then succeeds", async () => {
    const config = await setup([
      { status: 429, headers: { "retry-after": "1" }, body: '{"error":{"message":"rate"}}' },
      { content: reply() },
    ]);
    const draft = await writeAiDraft(REQUEST, config, fast);
    expect(draft.title).toContain("Dakisolatie");
    const [first, second] = fixture!.requests;
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(950);
  });

  it("retries a 500 with back-off, then succeeds", async () => {
    const config = await setup([{ status: 500, body: "{}" }, { content: reply() }]);
    const draft = await writeAiDraft(REQUEST, config, { retryDelayMs: 50 });
    expect(draft.markdown).toContain("## ");
    const [first, second] = fixture!.requests;
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(35);
  });

  it("gives up on 5xx after the retries, and never retries a 401", async () => {
    let config = await setup([{ status: 503 }, { status: 502 }, { status: 500 }]);
    const down = await failure(writeAiDraft(REQUEST, config, fast));
    expect(down).toMatchObject({ kind: "http", status: 500, attempts: 3 });
    expect(down.message).toContain("storing");
    await fixture!.close();

    config = await setup([{ status: 401, body: '{"error":{"message":"Incorrect API key"}}' }]);
    const denied = await failure(writeAiDraft(REQUEST, config, fast));
    expect(denied).toMatchObject({ kind: "http", status: 401, attempts: 1 });
    expect(fixture!.requests).toHaveLength(1);
  });

  it("reports an unreachable provider as a network error", async () => {
    const config = await setup([]);
    await fixture!.close();
    const error = await failure(writeAiDraft(REQUEST, config, fast));
    expect(error).toMatchObject({ kind: "network", attempts: 3 });
    fixture = undefined;
  });
});

describe("the reply rules", () => {
  it("fits a meta description to 150–160 characters at word boundaries, or refuses", () => {
    // A trailing sentence that does not fit is dropped whole.
    expect(fitMetaDescription(`${META_155} Bel ons gerust.`, PROFILE)).toBe(META_155);
    // One long sentence is cut after a whole word and ends with a full stop.
    const oneSentence = `${META_155.replace(/\. Advies/, ", met advies").slice(0, -1)} en omstreken.`;
    const cut = fitMetaDescription(oneSentence, PROFILE)!;
    expect(cut.length).toBeGreaterThanOrEqual(150);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith(".")).toBe(true);
    expect(oneSentence.startsWith(cut.slice(0, -1))).toBe(true);
    expect(oneSentence[cut.length - 1]).toMatch(/[\s,]/);

    const short = META_155.slice(0, 130).replace(/\s\S*$/, "");
    const extended = fitMetaDescription(short, PROFILE)!;
    expect(extended.length).toBeGreaterThanOrEqual(150);
    expect(extended.length).toBeLessThanOrEqual(160);
    expect(extended).toContain("Dakwerken De Vries");
    expect(extended).toMatch(/ u /);

    expect(fitMetaDescription("Kort.", PROFILE)).toBeNull();
    // One 170-character word: no word boundary to cut at.
    expect(fitMetaDescription("x".repeat(170), PROFILE)).toBeNull();
  });

  it("reads Retry-After as seconds or a date, capped", () => {
    expect(retryAfterMs("2", 30_000)).toBe(2000);
    expect(retryAfterMs("3600", 30_000)).toBe(30_000);
    const now = Date.parse("2026-11-25T12:00:00Z");
    expect(retryAfterMs("Wed, 25 Nov 2026 12:00:05 GMT", 30_000, now)).toBe(5000);
    expect(retryAfterMs(null, 30_000)).toBeUndefined();
    expect(retryAfterMs("soon", 30_000)).toBeUndefined();
  });

  it("asks in Dutch for the tone, the keywords, the links and JSON only", () => {
    const [system, user] = buildAiMessages(REQUEST);
    expect(system!.content).toContain("150 en 160 tekens");
    expect(system!.content).toContain("700 tot 1000 woorden");
    expect(user!.content).toContain("Dakwerken De Vries");
    expect(user!.content).toContain("dakdekkers in Utrecht");
    expect(user!.content).toContain("'u'");
    expect(user!.content).toContain('"isolatiewaarde", "subsidie"');
    expect(user!.content).toContain("https://dakwerkendevries.nl/contact");
    expect(user!.content).toContain("nooit 'klik hier', 'lees meer'");
    const informal = buildAiMessages({
      ...REQUEST,
      profile: { ...PROFILE, tone: "informal" },
      links: [],
    });
    expect(informal[1]!.content).toContain("'je'");
    expect(informal[1]!.content).toContain("Interne links: geen");
  });
});

describe("grounding the AI writer in the customer's site", () => {
  const BAKERY_BRIEF: PostBrief = {
    topic: "Desembrood: zo herken je goed brood",
    focusKeyword: "desembrood",
    secondaryKeywords: ["bakker utrecht"],
  };
  const hiddenFact = { ...BAKERY_FACTS[0]!, id: "f-verborgen", text: "Oud aanbod", hidden: true };
  const BAKERY_REQUEST = {
    brief: BAKERY_BRIEF,
    profile: {
      ...BAKERY,
      description: "Ambachtelijke bakkerij met desembrood en taart op bestelling.",
      offerings: ["Desembrood", "Bruidstaart"],
    },
    links: [],
    facts: [...BAKERY_FACTS, hiddenFact],
    outline: ["Wat maakt desembrood anders?", "Bestellen en ophalen"],
    otherTitles: ["Bruidstaart bestellen in Utrecht", "Zo blijft je brood langer vers"],
  };

  it("puts the facts with their pages, the outline, the profile and the other titles in the prompt", () => {
    const [system, user] = buildAiMessages(BAKERY_REQUEST);
    expect(system!.content).toContain('"usedFacts": string[]');
    expect(system!.content).toContain("verzin niets");
    const text = user!.content;
    expect(text).toContain(
      "Wat het bedrijf doet: Ambachtelijke bakkerij met desembrood en taart op bestelling.",
    );
    expect(text).toContain("Aanbod: Desembrood, Bruidstaart.");
    expect(text).toContain(
      "- [F3] Appeltaart € 14,50 (pagina: http://127.0.0.1:54329/assortiment)",
    );
    expect(text).toContain(
      "- [F1] Desembrood: Volkoren desem, spelt desem en Utrechts roggebrood, elke dag vers. (pagina: http://127.0.0.1:54329/assortiment)",
    );
    // A fact the customer hid is never offered.
    expect(text).not.toContain("Oud aanbod");
    expect(text).toContain("- Wat maakt desembrood anders?\n- Bestellen en ophalen");
    expect(text).toContain("- Bruidstaart bestellen in Utrecht\n- Zo blijft je brood langer vers");
    expect(text).toContain("leesgemak (Flesch-Douma) minstens 60");
    // Without facts the model is told to name no specifics at all.
    const [, bare] = buildAiMessages({ ...BAKERY_REQUEST, facts: [] });
    expect(bare!.content).toContain("Feitenlijst: nog leeg. Noem dus geen prijzen, jaartallen");
  });

  it("reads the outline from the built-in writer's plan and labels only visible facts", () => {
    expect(outlineOf("# Titel\n\n## Eerste kop\n\nTekst\n\n### Onder \\*kop\\*\n")).toEqual([
      "Eerste kop",
      "Onder *kop*",
    ]);
    const labels = promptFacts([hiddenFact, ...BAKERY_FACTS]).map(({ label, fact }) => [
      label,
      fact.id,
    ]);
    expect(labels[0]).toEqual(["F1", "f-desem"]);
    expect(labels).toHaveLength(BAKERY_FACTS.filter((fact) => !fact.hidden).length);
  });

  it("turns the reply's fact labels back into fact ids and drops labels it was not offered", () => {
    const labels = new Map(promptFacts(BAKERY_FACTS).map(({ label, fact }) => [label, fact.id]));
    const parsed = parseAiReply(
      JSON.stringify({ ...GOOD_POST, usedFacts: ["F1", "[F3]", "F99", "F1"] }),
      BAKERY,
      labels,
    );
    expect(parsed.ok && parsed.draft.usedFactIds).toEqual(["f-desem", "f-appeltaart"]);
  });

  it("catches a reply that invents a price, and feeds the failed check back for one rewrite", async () => {
    const invented = {
      ...GOOD_POST,
      markdown: GOOD_POST.markdown.replace(
        "Onze appeltaart kost € 14,50.",
        "Onze appeltaart kost € 14,50 en een desembrood € 4,25.",
      ),
    };
    expect(invented.markdown).not.toBe(GOOD_POST.markdown);
    const config = await setup([
      { content: JSON.stringify(invented) },
      { content: JSON.stringify(GOOD_POST) },
    ]);
    const draft = await writeAiDraft(BAKERY_REQUEST, config, fast);
    const context = { profile: BAKERY, facts: BAKERY_FACTS };
    const check = checkDraft(draft, BAKERY_BRIEF, context);
    expect(check.needsReview).toBe(true);
    const failed = check.checks.filter((item) => !item.passed);
    expect(failed.map((item) => item.id)).toEqual(["unsupported-specifics"]);
    expect(failed[0]!.detail).toContain("“€ 4,25”");

    const rewrite = await writeAiDraft(BAKERY_REQUEST, config, {
      ...fast,
      rewrite: { reply: draft.reply, failed },
    });
    const sent = fixture!.requests[1]!.body as {
      messages: Array<{ role: string; content: string }>;
    };
    expect(sent.messages.map((message) => message.role)).toEqual([
      "system",
      "user",
      "assistant",
      "user",
    ]);
    expect(sent.messages[2]!.content).toBe(draft.reply);
    expect(sent.messages[3]!.content).toContain(
      "- Geen prijzen, jaartallen, cijfers of beloftes die niet op je website staan: Niet gevonden op je website of in je bedrijfsprofiel: “€ 4,25”.",
    );
    expect(checkDraft(rewrite, BAKERY_BRIEF, context).needsReview).toBe(false);
  });

  it("builds the rewrite conversation from the first request, the reply and every failed check", () => {
    const messages = rewriteMessages(BAKERY_REQUEST, "{}", [
      { id: "readability", passed: false, label: "Goed leesbaar", detail: null, group: "quality" },
    ]);
    expect(messages.slice(0, 2)).toEqual(buildAiMessages(BAKERY_REQUEST));
    expect(messages[3]!.content).toContain("- Goed leesbaar.");
  });
});

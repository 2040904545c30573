import { describe, expect, it } from "vitest";
import {
  displayKeyword,
  writeBuiltInDraft,
} from "../../../supabase/functions/_shared/content/writing/built-in-writer.ts";
import { countWords } from "../../../supabase/functions/_shared/content/checking/draft-check.ts";
import { markdownToHtml } from "../../../supabase/functions/_shared/content/markdown.ts";
import { containsKeywordPhrase } from "../../../supabase/functions/_shared/content/keywords/keyword-phrase.ts";
import {
  DUTCH_LINK_TEXTS,
  LIGHTHOUSE_LINK_TEXTS,
} from "../../../supabase/functions/_shared/seo/audits/link-text-lists.ts";
import type {
  InternalLink,
  PostBrief,
  WriterProfile,
} from "../../../supabase/functions/_shared/content/types.ts";
import { BRIEF, cases, LINKS, PROFILE } from "./fixtures.ts";

/** The writer without site facts: what a customer gets before the first scan. */
const write = (
  brief: PostBrief,
  profile: WriterProfile,
  links: readonly InternalLink[],
  seed?: number,
) => writeBuiltInDraft({ brief, profile, facts: [], links, seed });

const all = cases().map((c) => ({
  ...c,
  draft: write(c.brief, c.profile, c.links, c.seed),
}));
const lines = (markdown: string, prefix: string) =>
  markdown.split("\n").filter((line) => line.startsWith(prefix));
const paragraphs = (markdown: string) =>
  markdown.split("\n\n").filter((block) => !/^(#|- |\d+\. )/.test(block));
const links = (markdown: string) =>
  [...markdown.matchAll(/\[((?:\\.|[^\]\\])+)\]\(([^)]+)\)/g)].map((m) => ({
    text: m[1]!,
    url: m[2]!,
  }));

describe("writeBuiltInDraft: a fixed example", () => {
  const draft = write(BRIEF, PROFILE, LINKS, 3);

  it("builds title and meta tags from the topic, keyword and business", () => {
    // The topic already says the keyword naturally ("loodgieter in Utrecht"): no label before it.
    expect(draft.title).toBe("Wat kost een loodgieter in Utrecht?");
    expect(draft.metaTitle).toBe("Wat kost een loodgieter in Utrecht?");
    expect(draft.markdown.startsWith(`# ${draft.title}\n\n`)).toBe(true);
    expect(draft.metaDescription.length).toBeGreaterThanOrEqual(150);
    expect(draft.metaDescription.length).toBeLessThanOrEqual(160);
    expect(draft.metaDescription.endsWith(".")).toBe(true);
  });

  it("is deterministic for a seed and varies with the seed", () => {
    expect(write(BRIEF, PROFILE, LINKS, 3)).toEqual(draft);
    expect(write(BRIEF, PROFILE, LINKS, 4).markdown).not.toBe(draft.markdown);
  });

  it("puts the sections the topic asks for first: the quote and the region", () => {
    const h2 = lines(draft.markdown, "## ");
    expect(h2[0]).toBe("## Loodgieter in Utrecht uitgelegd");
    // "kost" asks for the quote, "in Utrecht" for the local section: both right after the opening.
    expect(h2[1]).toMatch(/offerte|Utrecht/);
    expect(h2[2]).toMatch(/offerte|Utrecht/);
    expect(h2[1]).not.toBe(h2[2]);
    expect(h2.some((h) => h.includes("Utrecht"))).toBe(true);
  });

  it("ends with a call to action naming the business", () => {
    const last = draft.markdown.trim().split("\n\n").pop()!;
    expect(last).toContain("Van Dijk Installatietechniek");
    expect(last).toMatch(/contact|helpt u graag|staat voor u klaar|horen graag/i);
  });

  it("puts a contact page next to the conclusion and home pages last", () => {
    const found = links(draft.markdown);
    expect(found.map((l) => l.url)).toEqual([
      "https://vandijk.nl/lekkage",
      "https://vandijk.nl/cv-ketel",
      "https://vandijk.nl/badkamers",
      "https://vandijk.nl/contact",
    ]);
    expect(found.map((l) => l.text)).toEqual([
      "Lekkage verhelpen",
      "Onderhoud van de cv-ketel",
      "Badkamers",
      "Contact",
    ]);
  });

  it("shows a region in the keyword with the region's spelling", () => {
    expect(displayKeyword("loodgieter utrecht", "Utrecht")).toBe("loodgieter Utrecht");
    expect(displayKeyword("makelaar  den bosch", "Den Bosch")).toBe("makelaar Den Bosch");
    expect(displayKeyword("utrechtse kapper", "Utrecht")).toBe("utrechtse kapper");
  });
});

describe("writeBuiltInDraft over every sector, both tones and keywords of every length", () => {
  it(`covers ${all.length} cases`, () => expect(all.length).toBe(60));

  it.each(all.map((c, i) => [i, c] as const))("case %i: structure and lengths", (_, c) => {
    const { draft, brief } = c;
    expect(lines(draft.markdown, "# ")).toHaveLength(1);
    expect(lines(draft.markdown, "## ").length).toBeGreaterThanOrEqual(6);
    expect(lines(draft.markdown, "### ").length).toBeGreaterThanOrEqual(3);
    expect(draft.metaTitle.length).toBeGreaterThan(0);
    expect(draft.metaTitle.length).toBeLessThanOrEqual(60);
    expect(draft.metaDescription.length).toBeGreaterThanOrEqual(150);
    expect(draft.metaDescription.length).toBeLessThanOrEqual(160);
    expect(draft.metaDescription).toMatch(/[\p{L}\p{N}]\.$/u);
    expect(countWords(draft.markdown)).toBeGreaterThanOrEqual(600);
    // The focus keyword is said in the title, the first paragraph and a heading, or reported.
    if (draft.unplacedKeywords.includes(brief.focusKeyword)) {
      expect(draft.markdown.toLowerCase()).not.toContain(brief.focusKeyword.toLowerCase());
    } else {
      expect(containsKeywordPhrase(draft.title, brief.focusKeyword)).toBe(true);
      expect(containsKeywordPhrase(paragraphs(draft.markdown)[0]!, brief.focusKeyword)).toBe(true);
      expect(
        lines(draft.markdown, "## ").some((h) => containsKeywordPhrase(h, brief.focusKeyword)),
      ).toBe(true);
    }
    for (const secondary of brief.secondaryKeywords) {
      const placed = containsKeywordPhrase(draft.markdown, secondary);
      expect(placed || draft.unplacedKeywords.includes(secondary)).toBe(true);
    }
  });

  it.each(all.map((c, i) => [i, c] as const))("case %i: one form of address", (_, c) => {
    const text = `${c.draft.title}\n${c.draft.metaDescription}\n${c.draft.markdown}`;
    if (c.profile.tone === "formal") expect(text).not.toMatch(/\b(je|jij|jou|jouw|jezelf)\b/i);
    else expect(text).not.toMatch(/\b(u|uw|uzelf)\b/i);
  });

  it.each(all.map((c, i) => [i, c] as const))("case %i: internal links", (_, c) => {
    const found = links(c.draft.markdown);
    if (c.links.length === 0) return expect(found).toEqual([]);
    expect(found.length).toBe(Math.min(4, c.links.length));
    for (const link of found) {
      expect(c.links.map((l) => l.url)).toContain(link.url);
      const text = link.text.toLowerCase();
      expect(DUTCH_LINK_TEXTS.has(text)).toBe(false);
      expect(Object.values(LIGHTHOUSE_LINK_TEXTS).some((list) => list.has(text))).toBe(false);
    }
  });

  it("gives two posts of a month different titles and mostly different paragraphs", () => {
    for (let i = 0; i + 1 < all.length; i++) {
      const a = all[i]!.draft;
      const b = all[i + 1]!.draft;
      const shared = paragraphs(a.markdown).filter((p) => paragraphs(b.markdown).includes(p));
      expect(shared.length).toBeLessThanOrEqual(paragraphs(a.markdown).length / 2);
    }
  });
});

describe("writeBuiltInDraft: anchors and markup", () => {
  it("never uses a vague page title as anchor text", () => {
    const vague = [
      { url: "https://x.nl/diensten/warmtepomp-installeren", title: "Lees meer" },
      { url: "https://x.nl/over-ons", title: "klik hier" },
      { url: "https://x.nl/", title: "Home" },
    ];
    const draft = write(BRIEF, PROFILE, vague, 1);
    expect(links(draft.markdown).map((l) => l.text)).toEqual([
      "Warmtepomp installeren",
      "Over ons",
      "Van Dijk Installatietechniek",
    ]);
  });

  it("escapes markdown in customer text so it cannot add markup", () => {
    const profile = {
      ...PROFILE,
      businessName: "Bakker *Best* <b>",
      region: "[Utrecht](javascript:x)",
    };
    const draft = write(BRIEF, profile, [], 2);
    const html = markdownToHtml(draft.markdown);
    expect(html).not.toContain("<em>Best</em>");
    expect(html).not.toContain("<b>");
    expect(html).not.toContain('href="javascript');
    expect(html).toContain("Bakker *Best* &lt;b&gt;");
  });

  it("uses the topic as keyword when the brief has none, and refuses an empty brief", () => {
    const brief = { topic: "tuinontwerp", focusKeyword: " ", secondaryKeywords: [] };
    const draft = write(brief, PROFILE, [], 1);
    expect(draft.title).toBe("Tuinontwerp");
    expect(lines(draft.markdown, "## ").some((h) => h.toLowerCase().includes("tuinontwerp"))).toBe(
      true,
    );
    expect(() => write({ ...brief, topic: "" }, PROFILE, [])).toThrow(
      "Een focuszoekwoord of onderwerp is nodig",
    );
  });

  it("cuts a meta title at a word when the keyword is too long for any other form", () => {
    const keyword =
      "duurzame verbouwing van een jaren dertig woning met subsidie en isolatie voor gezinnen";
    const draft = write({ topic: "", focusKeyword: keyword, secondaryKeywords: [] }, PROFILE, []);
    expect(draft.metaTitle).toBe("Duurzame verbouwing van een jaren dertig woning met subsidie");
    expect(draft.title).toBe(`D${keyword.slice(1)}`);
  });
});

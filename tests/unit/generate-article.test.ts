import { describe, expect, it } from "vitest";
import {
  capitalize,
  generateArticle,
  normalizeTopic,
  truncateAtWord,
} from "@/features/blog-demo/generate-article";
import { parseMarkdown } from "@/lib/render-markdown";
import { pickSeoScore, progressAt, slugify, stageAt } from "@/features/blog-demo/model";

const YEAR = 2026;
const generate = (topic: string, random: () => number = () => 0.5) =>
  generateArticle(topic, { year: YEAR, random });

const sampleTopics = [
  "SEO",
  "duurzaam tuinieren",
  "loodgieter Utrecht",
  "een eigen webshop starten",
  "ijsjes maken",
  "Elektrische fietsen voor woon-werkverkeer in de Randstad",
  "De beste manier om als zzp'er in de bouw nieuwe opdrachtgevers te vinden via Google",
];

/** Topics of every length from 1 to 80 characters, so the length rules are checked at the edges. */
const topicsOfEveryLength = Array.from({ length: 80 }, (_, index) =>
  "marketing voor kleine bedrijven in nederland en belgie met een beperkt budget en weinig tijd"
    .slice(0, index + 1)
    .trim(),
).filter((topic) => normalizeTopic(topic) !== "");

describe("generateArticle: meta tags", () => {
  it.each([...sampleTopics, ...topicsOfEveryLength])(
    "keeps the meta description 120–160 characters and the meta title <= 60 for %j",
    (topic) => {
      const article = generate(topic);
      expect(article.metaDescription.length).toBeGreaterThanOrEqual(120);
      expect(article.metaDescription.length).toBeLessThanOrEqual(160);
      expect(article.metaTitle.length).toBeLessThanOrEqual(60);
      expect(article.metaTitle.length).toBeGreaterThan(0);
    },
  );

  it("mentions the topic in the meta description and meta title", () => {
    for (const topic of sampleTopics) {
      const article = generate(topic);
      const expected = normalizeTopic(topic).toLowerCase();
      expect(article.metaDescription.toLowerCase()).toContain(expected);
      expect(article.metaTitle.toLowerCase()).toContain(
        expected.length <= 55 ? expected : expected.slice(0, 20),
      );
    }
  });

  it("truncates a topic too long for the meta title at a word with an ellipsis", () => {
    const topic = "Onderhoud van historische grachtenpanden met respect voor monumentale details";
    const article = generate(topic);
    expect(article.metaTitle).toBe("Onderhoud van historische grachtenpanden met respect voor…");
    expect(article.metaTitle.length).toBeLessThanOrEqual(60);
  });
});

describe("generateArticle: title, keywords and content", () => {
  it("puts the topic in the title, capitalised when it opens the title", () => {
    for (const topic of sampleTopics) {
      const { title } = generate(topic);
      expect(title.toLowerCase()).toContain(normalizeTopic(topic).toLowerCase());
      expect(title.charAt(0)).toBe(title.charAt(0).toLocaleUpperCase("nl-NL"));
    }
  });

  it("returns exactly 5 distinct keywords derived from the topic", () => {
    for (const topic of [...sampleTopics, "SEO tips", "wat is SEO", "kosten zonnepanelen"]) {
      const { keywords } = generate(topic);
      const expected = normalizeTopic(topic).toLocaleLowerCase("nl-NL");
      expect(keywords).toHaveLength(5);
      expect(new Set(keywords).size).toBe(5);
      expect(keywords[0]).toBe(expected);
      for (const keyword of keywords) expect(keyword).toContain(expected);
    }
  });

  it("never doubles a word the topic already has", () => {
    expect(generate("SEO tips").keywords).not.toContain("seo tips tips");
    expect(generate("wat is SEO").keywords).not.toContain("wat is wat is seo");
  });

  it("uses the usual search patterns", () => {
    const { keywords } = generate("SEO");
    expect(keywords.slice(0, 4)).toEqual(["seo", "seo tips", "seo voor beginners", "wat is seo"]);
    expect(["seo kosten", "beste seo"]).toContain(keywords[4]);
  });

  it("writes markdown with an intro, 3–4 sections, a list and a conclusion about the topic", () => {
    for (const topic of sampleTopics) {
      const { content } = generate(topic);
      const expected = normalizeTopic(topic);
      const blocks = parseMarkdown(content);
      expect(blocks[0].kind).toBe("paragraph");
      const sections = blocks.filter((b) => b.kind === "heading" && b.depth === 2);
      // 3–4 body sections plus the conclusion.
      expect(sections.length).toBeGreaterThanOrEqual(4);
      expect(sections.length).toBeLessThanOrEqual(5);
      const last = sections[sections.length - 1];
      expect(last.kind === "heading" && ["Conclusie", "Tot slot"]).toContain(
        last.kind === "heading" && last.text,
      );
      expect(blocks.at(-1)?.kind).toBe("paragraph");
      const list = blocks.find((b) => b.kind === "list");
      expect(list?.kind === "list" && list.items).toHaveLength(4);
      const mentions = content.split(expected).length - 1;
      expect(mentions).toBeGreaterThanOrEqual(4);
      expect(content).not.toMatch(/lorem|ipsum|undefined|NaN|\{|\}/i);
    }
  });

  it("writes roughly the fixed word count the demo shows (for topics of a few words)", () => {
    for (const topic of sampleTopics.slice(0, 5)) {
      const words = generate(topic).content.replace(/[#*-]/g, " ").split(/\s+/).filter(Boolean);
      expect(words.length).toBeGreaterThan(320);
      expect(words.length).toBeLessThan(480);
    }
  });

  it("keeps the user's casing inside sentences", () => {
    const { content } = generate("iPhone reparatie");
    expect(content).toContain("iPhone reparatie");
    expect(generate("iPhone reparatie").keywords[0]).toBe("iphone reparatie");
  });

  it("has the fixed figures from docs/product.md §9", () => {
    const article = generate("SEO");
    expect(article.wordCount).toBe(387);
    expect(article.readingTime).toBe(2);
  });
});

describe("generateArticle: determinism and the SEO score", () => {
  it("gives the same article for the same topic, apart from the score", () => {
    const first = generate("duurzaam tuinieren", () => 0);
    const second = generate("  duurzaam   tuinieren ", () => 0.9999);
    expect({ ...second, seoScore: 0 }).toEqual({ ...first, seoScore: 0 });
    expect(first.seoScore).toBe(85);
    expect(second.seoScore).toBe(99);
  });

  it("varies between topics", () => {
    const titles = new Set(sampleTopics.map((topic) => generate(topic).title.replace(/^.*?:/, "")));
    expect(titles.size).toBeGreaterThan(1);
  });

  it("scores an integer from 85 to 99 inclusive", () => {
    expect(pickSeoScore(() => 0)).toBe(85);
    expect(pickSeoScore(() => 0.5)).toBe(92);
    expect(pickSeoScore(() => 0.9999)).toBe(99);
    expect(pickSeoScore(() => 1)).toBe(99);
    for (let i = 0; i < 200; i += 1) {
      const score = pickSeoScore(Math.random);
      expect(Number.isInteger(score)).toBe(true);
      expect(score).toBeGreaterThanOrEqual(85);
      expect(score).toBeLessThanOrEqual(99);
    }
  });
});

describe("topic helpers", () => {
  it("normalises whitespace, markdown markers, trailing punctuation and length", () => {
    expect(normalizeTopic("  duurzaam \n\t tuinieren  ")).toBe("duurzaam tuinieren");
    expect(normalizeTopic("## **SEO** tips?!")).toBe("SEO tips");
    expect(normalizeTopic("- lijstje")).toBe("lijstje");
    expect(normalizeTopic("***")).toBe("");
    const long = normalizeTopic("woord ".repeat(30));
    expect(long.length).toBeLessThanOrEqual(80);
    expect(long.endsWith("woord")).toBe(true);
  });

  it("capitalises the first letter, treating Dutch ij as one letter", () => {
    expect(capitalize("duurzaam tuinieren")).toBe("Duurzaam tuinieren");
    expect(capitalize("ijsjes maken")).toBe("IJsjes maken");
    expect(capitalize("SEO")).toBe("SEO");
  });

  it("truncates at a word boundary", () => {
    expect(truncateAtWord("een twee drie", 8)).toBe("een twee");
    expect(truncateAtWord("een twee drie", 7)).toBe("een");
    expect(truncateAtWord("supercalifragilistisch", 5)).toBe("super");
    expect(truncateAtWord("kort", 10)).toBe("kort");
  });

  it("makes URL slugs and progress figures", () => {
    expect(slugify("Één café: de gids voor 2026!")).toBe("een-cafe-de-gids-voor-2026");
    expect(progressAt(0)).toBe(0);
    expect(progressAt(2000)).toBe(50);
    expect(progressAt(5000)).toBe(100);
    expect([0, 999, 1000, 2999, 3000, 3999, 4000].map((ms) => stageAt(ms, 4))).toEqual([
      0, 0, 1, 2, 3, 3, 3,
    ]);
  });
});

import { readdirSync, readFileSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { API_KEY_LIMITS } from "@contract/api-keys";
import { PROFILE_LIMITS } from "@contract/onboarding";
import { MONEY_BACK_GUARANTEE, PLAN_FACTS, TRIAL_OFFER, VAT_PERCENT } from "@contract/plans";
import { DOMAIN_CLAIM_DAYS } from "@contract/white-label";
import { describe, expect, it } from "vitest";
import { routeFacts } from "@/config/route-facts";
import { articles as blogCards } from "@/content/blog";
import { guides as guideCards } from "@/content/guides";
import { helpCategories, helpCategoryAnchor } from "@/content/help-center";
import { legalFacts } from "@/content/legal/legal-facts";
import { markdownToHtml } from "../../supabase/functions/_shared/content/markdown.ts";
import {
  type ContentFile,
  decodeEntities,
  markdownFilesUnder,
  plainText,
} from "../../scripts/content/content-files";

/**
 * The Markdown under content/ (help centre, blog, guides) describes the product to customers, so
 * it is held to the code: the help categories' promised counts, front matter the pages need,
 * links only to routes that exist, button labels only as the UI spells them, and every plan price,
 * blog count, trial or money-back period equal to the contract's figure.
 */
const root = resolve(import.meta.dirname, "../..");

const helpFiles = markdownFilesUnder("help");
const blogFiles = markdownFilesUnder("blog");
const guideFiles = markdownFilesUnder("guides");
const allFiles = [...helpFiles, ...blogFiles, ...guideFiles];

const html = (file: ContentFile) => markdownToHtml(file.body);

function wordCount(file: ContentFile): number {
  return plainText(file.body).split(/\s+/).filter(Boolean).length;
}

function linksOf(file: ContentFile): string[] {
  return [...html(file).matchAll(/<a href="([^"]*)"/g)].map((m) => decodeEntities(m[1]));
}

function boldTextsOf(file: ContentFile): string[] {
  return [...html(file).matchAll(/<strong>([\s\S]*?)<\/strong>/g)].map((m) =>
    decodeEntities(m[1].replace(/<[^>]+>/g, "")),
  );
}

/** Sentences of the plain text, for the figure checks. */
function sentencesOf(file: ContentFile): string[] {
  return plainText(file.body)
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.replace(/\s+/g, " ").trim())
    .filter(Boolean);
}

// ---------------------------------------------------------------------------------------------
// What the UI really says: every string literal of the Dutch copy.

function filesUnder(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".ts") || name.endsWith(".tsx"))
    .map((name) => join(root, folder, name));
}

const uiSources = [...filesUnder("src/content"), ...filesUnder("src/i18n/locales/nl")].map((file) =>
  readFileSync(file, "utf8"),
);

const uiLiterals: string[] = uiSources.flatMap((source) =>
  [...source.matchAll(/"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\]|\\.)*)`/g)].map(
    (m) => (m[1] ?? m[2] ?? m[3]).replace(/\\(.)/g, "$1"),
  ),
);

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * A literal with placeholders ({{count}}, ${plan}) as a pattern: "Kies {{plan}}" fits "Kies Pro"
 * but not "Kies Pro nu" (a placeholder stands for one word or figure).
 */
const placeholder = /\{\{\w+\}\}|\$\{[^}]+\}/g;
const uiTemplates: RegExp[] = uiLiterals
  // A template that is all placeholders ("${a} ${b}") would fit any two words.
  .filter(
    (literal) =>
      literal.search(placeholder) !== -1 &&
      literal.replace(placeholder, "").replace(/[^\p{L}]/gu, "").length >= 3,
  )
  .map((literal) => new RegExp(`^${literal.split(placeholder).map(escapeRegExp).join("\\S+")}$`));

/** A label as the UI shows it: a literal, that literal without its trailing ellipsis, or a filled template. */
function isUiLabel(label: string): boolean {
  return (
    uiLiterals.some(
      (literal) => literal === label || literal.replace(/(…|\.\.\.)$/, "") === label,
    ) || uiTemplates.some((pattern) => pattern.test(label))
  );
}

// ---------------------------------------------------------------------------------------------

const routePaths: ReadonlySet<string> = new Set(routeFacts.map((route) => route.path));
const planNames = PLAN_FACTS.map((plan) => plan.name).join("|");
const planByName = (name: string) => PLAN_FACTS.find((plan) => plan.name === name);

describe("content/help: the help centre's articles", () => {
  it("has exactly the articles each category card promises, in its own folder", () => {
    const folders = new Set(helpFiles.map((file) => dirname(file.path).replace(/^help\//, "")));
    expect([...folders].sort()).toEqual(
      helpCategories.map((category) => helpCategoryAnchor(category.title)).sort(),
    );
    for (const category of helpCategories) {
      const inFolder = helpFiles.filter(
        (file) => dirname(file.path) === `help/${helpCategoryAnchor(category.title)}`,
      );
      expect(inFolder, category.title).toHaveLength(category.articleCount);
      expect(inFolder.map((file) => file.meta.category)).toEqual(
        inFolder.map(() => category.title),
      );
      expect(inFolder.map((file) => file.meta.order).sort((a, b) => Number(a) - Number(b))).toEqual(
        inFolder.map((_, index) => index + 1),
      );
    }
  });

  it.each(helpFiles.map((file) => [file.path, file] as const))(
    "%s has the front matter the page needs and 200–600 words",
    (path, file) => {
      expect(file.meta.title, path).toEqual(expect.any(String));
      expect(String(file.meta.description).length, path).toBeLessThanOrEqual(155);
      expect(file.meta.slug, path).toBe(basename(path, ".md"));
      expect(file.meta.order, path).toEqual(expect.any(Number));
      expect(file.meta.updated, path).toBe("2026-11-27");
      expect(Array.isArray(file.meta.keywords) && file.meta.keywords.length, path).toBeGreaterThan(
        0,
      );
      const words = wordCount(file);
      expect(words, path).toBeGreaterThanOrEqual(200);
      expect(words, path).toBeLessThanOrEqual(600);
    },
  );

  it("has unique slugs and titles", () => {
    const slugs = helpFiles.map((file) => file.meta.slug);
    const titles = helpFiles.map((file) => file.meta.title);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it("names buttons, fields and headings in bold only as the Dutch UI spells them", () => {
    const unknown = [...helpFiles, ...guideFiles].flatMap((file) =>
      boldTextsOf(file)
        .filter((label) => !isUiLabel(label))
        .map((label) => `${file.path}: **${label}**`),
    );
    expect(unknown).toEqual([]);
  });
});

describe("content/blog: the three blog articles", () => {
  it("has one article per blog card, with the card's title, date and author", () => {
    expect(blogFiles.map((file) => file.meta.title).sort()).toEqual(
      blogCards.map((card) => card.title).sort(),
    );
    for (const card of blogCards) {
      const file = blogFiles.find((candidate) => candidate.meta.title === card.title);
      expect(file?.meta.date, card.title).toBe(card.date);
      expect(file?.meta.author, card.title).toBe(card.author);
    }
  });

  it.each(blogFiles.map((file) => [file.path, file] as const))(
    "%s has its front matter, related articles that exist and at least 800 words",
    (path, file) => {
      const slugs = blogFiles.map((other) => other.meta.slug);
      expect(file.meta.slug, path).toBe(basename(path, ".md"));
      expect(String(file.meta.description).length, path).toBeLessThanOrEqual(155);
      expect(file.meta.authorRole, path).toEqual(expect.any(String));
      expect(Array.isArray(file.meta.tags) && file.meta.tags.length, path).toBeGreaterThan(0);
      const related = file.meta.related as string[];
      expect(related.length, path).toBeGreaterThan(0);
      for (const slug of related) {
        expect(slugs, path).toContain(slug);
        expect(slug, path).not.toBe(file.meta.slug);
      }
      expect(wordCount(file), path).toBeGreaterThanOrEqual(800);
    },
  );
});

describe("content/guides: the three guides", () => {
  it("has one guide per card, with the card's duration, difficulty and number of steps", () => {
    expect(guideFiles.map((file) => file.meta.title).sort()).toEqual(
      guideCards.map((card) => card.title).sort(),
    );
    for (const card of guideCards) {
      const file = guideFiles.find((candidate) => candidate.meta.title === card.title);
      expect(file?.meta.duration, card.title).toBe(card.duration);
      expect(file?.meta.difficulty, card.title).toBe(card.difficulty);
      expect(file?.meta.steps, card.title).toHaveLength(card.steps);
    }
  });

  it.each(guideFiles.map((file) => [file.path, file] as const))(
    "%s has one '## Stap N: …' section per step, in order",
    (path, file) => {
      expect(file.meta.slug, path).toBe(basename(path, ".md"));
      expect(String(file.meta.description).length, path).toBeLessThanOrEqual(155);
      const headings = [...file.body.matchAll(/^## (Stap \d+: .+)$/gm)].map((m) => m[1]);
      expect(headings, path).toEqual(
        (file.meta.steps as string[]).map((step, index) => `Stap ${index + 1}: ${step}`),
      );
    },
  );
});

describe("content/: links and figures", () => {
  it("links only to routes that exist (root-relative) or to full https addresses", () => {
    const wrong = allFiles.flatMap((file) =>
      linksOf(file)
        .filter((href) => {
          if (href.startsWith("https://")) return false;
          const path = href.split(/[?#]/)[0];
          return !href.startsWith("/") || !routePaths.has(path);
        })
        .map((href) => `${file.path}: ${href}`),
    );
    expect(wrong).toEqual([]);
  });

  /** Each rule: a pattern over one sentence, and the figure the contract holds for its match. */
  const figureRules: Array<{
    what: string;
    pattern: RegExp;
    expected: (match: RegExpMatchArray) => number | undefined;
    figure: (match: RegExpMatchArray) => number;
  }> = [
    {
      what: "plan price",
      pattern: new RegExp(`\\b(${planNames})\\b[^.€\\d]{0,40}€ ?(\\d+)`, "g"),
      expected: (m) => (planByName(m[1])?.monthlyPriceCents ?? NaN) / 100,
      figure: (m) => Number(m[2]),
    },
    {
      what: "blog posts of a plan",
      pattern: new RegExp(`(\\d+) (?:AI-)?blogposts? per maand bij (${planNames})\\b`, "g"),
      expected: (m) => planByName(m[2])?.blogQuota,
      figure: (m) => Number(m[1]),
    },
    {
      what: "blog posts of a plan",
      pattern: new RegExp(`(\\d+) bij (${planNames})\\b`, "g"),
      expected: (m) => planByName(m[2])?.blogQuota,
      figure: (m) => Number(m[1]),
    },
    {
      what: "trial days",
      // "nog 5 dagen" counts down a running trial; it is not the trial's length.
      pattern:
        /(?:[Pp]roef\w*|gratis)\D{0,60}?(?<!nog )(\d+) dagen|(\d+) dagen (?:gratis|lang gratis)/g,
      expected: () => TRIAL_OFFER.days,
      figure: (m) => Number(m[1] ?? m[2]),
    },
    {
      what: "money-back days",
      pattern: /(\d+) dagen na (?:je|de|uw) eerste betaling/g,
      expected: () => MONEY_BACK_GUARANTEE.days,
      figure: (m) => Number(m[1]),
    },
    {
      what: "VAT",
      pattern: /(\d+) ?% btw/g,
      expected: () => VAT_PERCENT,
      figure: (m) => Number(m[1]),
    },
    {
      what: "keywords in the profile (minimum)",
      pattern: /(\d+) tot (\d+) (?:doel)?zoekwoorden/g,
      expected: () => PROFILE_LIMITS.keywords.min,
      figure: (m) => Number(m[1]),
    },
    {
      what: "keywords in the profile (maximum)",
      pattern: /(\d+) tot (\d+) (?:doel)?zoekwoorden/g,
      expected: () => PROFILE_LIMITS.keywords.max,
      figure: (m) => Number(m[2]),
    },
    {
      what: "active API keys",
      pattern: /(\d+) actieve sleutels/g,
      expected: () => API_KEY_LIMITS.maxActiveKeys,
      figure: (m) => Number(m[1]),
    },
    {
      what: "domain claim days",
      pattern: /niet binnen (\d+) dagen, dan verloopt je claim/g,
      expected: () => DOMAIN_CLAIM_DAYS,
      figure: (m) => Number(m[1]),
    },
    {
      what: "days to delete an account",
      pattern: /[Bb]innen (\d+) dagen zijn (?:je|ze)/g,
      expected: () => legalFacts.deletionDays,
      figure: (m) => Number(m[1]),
    },
    {
      what: "years invoices are kept",
      pattern: /bewaren we (\d+) jaar/g,
      expected: () => legalFacts.invoiceRetentionYears,
      figure: (m) => Number(m[1]),
    },
  ];

  it("states every plan price, blog count, trial, money-back and other limit as the contract does", () => {
    const wrong = allFiles.flatMap((file) =>
      sentencesOf(file).flatMap((sentence) =>
        figureRules.flatMap((rule) =>
          [...sentence.matchAll(rule.pattern)]
            .filter((m) => rule.figure(m) !== rule.expected(m))
            .map((m) => `${file.path}: ${rule.what} "${m[0]}" (contract: ${rule.expected(m)})`),
        ),
      ),
    );
    expect(wrong).toEqual([]);
  });

  it("names no euro amount other than a plan's price, and page limits only as the plans have them", () => {
    const prices = PLAN_FACTS.map((plan) => plan.monthlyPriceCents / 100);
    const pageLimits = PLAN_FACTS.map((plan) => plan.scanPageLimit);
    const wrong = allFiles.flatMap((file) => {
      const text = plainText(file.body);
      return [
        ...[...text.matchAll(/€ ?(\d+)(?:,\d+)?/g)]
          .filter((m) => !prices.includes(Number(m[1])) || m[0].includes(","))
          .map((m) => `${file.path}: ${m[0]}`),
        ...[...text.matchAll(/tot (\d+) pagina's/g)]
          .filter((m) => !pageLimits.includes(Number(m[1])))
          .map((m) => `${file.path}: ${m[0]}`),
      ];
    });
    expect(wrong).toEqual([]);
  });

  it("repeats no long sentence across articles", () => {
    const seen = new Map<string, string>();
    const repeated: string[] = [];
    for (const file of allFiles) {
      for (const sentence of new Set(sentencesOf(file))) {
        if (sentence.split(" ").length < 12) continue;
        const earlier = seen.get(sentence);
        if (earlier && earlier !== file.path)
          repeated.push(`${earlier} and ${file.path}: ${sentence}`);
        else seen.set(sentence, file.path);
      }
    }
    expect(repeated).toEqual([]);
  });
});

// @vitest-environment node
import { describe, expect, it } from "vitest";
import { writeBuiltInDraft } from "../../../supabase/functions/_shared/content/built-in-writer.ts";
import { checkDraft, countWords } from "../../../supabase/functions/_shared/content/draft-check.ts";
import { BRIEF, cases, LINKS, PROFILE } from "./fixtures.ts";

const failing = (check: ReturnType<typeof checkDraft>) =>
  check.checks.filter((c) => !c.passed).map((c) => c.id);

describe("countWords", () => {
  it("counts words, not link targets, markup or list markers", () => {
    expect(
      countWords(
        "# Kop\n\nEen [link tekst](https://x.nl/a-b) en **vet** 12.\n\n- item één\n1. twee",
      ),
    ).toBe(10);
    expect(countWords("")).toBe(0);
    expect(countWords("## \n\n- \n\n---")).toBe(0);
  });
});

describe("checkDraft", () => {
  it("passes a generated draft on every check", () => {
    const draft = writeBuiltInDraft({
      brief: BRIEF,
      profile: PROFILE,
      facts: [],
      links: LINKS,
      seed: 3,
    });
    const check = checkDraft(draft, BRIEF, { siteUrl: "https://vandijk.nl" });
    expect(failing(check)).toEqual([]);
    expect(check.score).toBe(100);
    expect(check.wordCount).toBe(countWords(draft.markdown));
    expect(check.checks).toHaveLength(17);
    expect(check.checks.find((c) => c.id === "keyword-in-title")?.label).toBe(
      "Het focuszoekwoord staat in de titel",
    );
  });

  it("passes every generated draft of the fixtures", () => {
    for (const c of cases()) {
      const draft = writeBuiltInDraft({
        brief: c.brief,
        profile: c.profile,
        facts: [],
        links: c.links,
        seed: c.seed,
      });
      expect(checkDraft(draft, c.brief).score).toBe(100);
    }
  });

  it("fails a short draft without the keyword, with long meta tags and a vague link", () => {
    const bad = {
      title: "Een paar tips",
      metaTitle: "Een paar tips voor iedereen die iets wil weten over van alles en nog wat",
      metaDescription: "Kort.",
      markdown:
        "# Een paar tips\n\nHier staat weinig. [klik hier](https://vandijk.nl/x)\n\n## Meer\n\nEinde.\n",
    };
    const check = checkDraft(bad, BRIEF);
    expect(failing(check)).toEqual([
      "word-count",
      "meta-title-length",
      "meta-description-length",
      "keyword-in-title",
      "keyword-in-first-paragraph",
      "keyword-in-subheading",
      "link-text",
    ]);
    // Passed: single-h1 (2) and nine audits (9) of 24 → 11/24 = 45.8.
    expect(check.score).toBe(46);
    expect(check.wordCount).toBe(10);
  });

  it("fails two H1s, a skipped heading level and a missing description", () => {
    const draft = writeBuiltInDraft({
      brief: BRIEF,
      profile: PROFILE,
      facts: [],
      links: [],
      seed: 1,
    });
    const edited = {
      ...draft,
      metaDescription: "",
      markdown: `${draft.markdown}\n# Nog een titel\n\n#### Te diep\n\nTekst.\n`,
    };
    const check = checkDraft(edited, BRIEF);
    expect(failing(check)).toEqual([
      "meta-description-length",
      "single-h1",
      "meta-description",
      "heading-order",
    ]);
    // Lost: 2 + 2 + 1 + 1 = 6 of 24 → 75.
    expect(check.score).toBe(75);
  });
});

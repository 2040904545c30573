import { describe, expect, it } from "vitest";
import {
  checkDraft,
  countWords,
} from "../../../supabase/functions/_shared/content/checking/draft-check.ts";
import type { CheckContext } from "../../../supabase/functions/_shared/content/checking/draft-check.ts";
import { repeatableFingerprints } from "../../../supabase/functions/_shared/text/sentences.ts";
import type { PostBrief } from "../../../supabase/functions/_shared/content/types.ts";
import { BAKERY, BAKERY_FACTS } from "./checks/bakery-facts.ts";
import { FILLER_GUIDE, FILLER_LOCAL, GOOD_POST } from "./checks/bakery-posts.ts";

const failing = (check: ReturnType<typeof checkDraft>) =>
  check.checks.filter((c) => !c.passed).map((c) => c.id);
const detailOf = (check: ReturnType<typeof checkDraft>, id: string) =>
  check.checks.find((c) => c.id === id)?.detail;

const GOOD_BRIEF: PostBrief = {
  topic: "Desembrood: zo herken je goed brood",
  focusKeyword: "desembrood",
  secondaryKeywords: ["bakker utrecht", "bruidstaart utrecht"],
};
const GUIDE_BRIEF: PostBrief = {
  topic: "Desembrood: de complete gids",
  focusKeyword: "desembrood",
  secondaryKeywords: ["bakker utrecht", "bruidstaart utrecht"],
};
const LOCAL_BRIEF: PostBrief = {
  topic: "Bakker Utrecht: zo pak je het aan",
  focusKeyword: "bakker utrecht",
  secondaryKeywords: ["desembrood"],
};
const CONTEXT: CheckContext = { profile: BAKERY, facts: BAKERY_FACTS };

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
  it("passes a post grounded in the bakery's own site on every check: 100", () => {
    const check = checkDraft(GOOD_POST, GOOD_BRIEF, {
      ...CONTEXT,
      earlierFingerprints: new Set(repeatableFingerprints(FILLER_GUIDE.markdown)),
    });
    expect(failing(check)).toEqual([]);
    expect(check.score).toBe(100);
    expect(check.needsReview).toBe(false);
    expect(check.wordCount).toBe(countWords(GOOD_POST.markdown));
    expect(check.checks.map((c) => [c.id, c.group])).toEqual([
      ["site-facts", "quality"],
      ["unsupported-specifics", "quality"],
      ["shared-sentences", "quality"],
      ["keyword-stuffing", "quality"],
      ["off-type-phrases", "quality"],
      ["readability", "quality"],
      ["word-count", "quality"],
      ["meta-title-length", "seo"],
      ["meta-description-length", "seo"],
      ["meta-description-sentences", "seo"],
      ["keyword-in-title", "seo"],
      ["keyword-in-first-paragraph", "seo"],
      ["keyword-in-subheading", "seo"],
      ["single-h1", "seo"],
      ["document-title", "technical"],
      ["meta-description", "technical"],
      ["heading-order", "technical"],
      ["image-alt", "technical"],
      ["link-text", "technical"],
      ["crawlable-anchors", "technical"],
      ["html-has-lang", "technical"],
      ["viewport", "technical"],
      ["charset", "technical"],
      ["doctype", "technical"],
    ]);
    // "volkoren desem, spelt desem en ons Utrechts roggebrood" retells the desem fact.
    expect(detailOf(check, "site-facts")).toBe("8 gegevens van je website gebruikt.");
    expect(detailOf(check, "readability")).toBe(
      "Leesgemak 95 (gemakkelijk, Flesch-Douma), gemiddeld 7,8 woorden per zin.",
    );
    expect(check.factsUsed.map((fact) => fact.id)).toEqual([
      "f-desem",
      "f-taart",
      "f-appeltaart",
      "f-bestellen",
      "f-vers",
      "f-sinds",
      "f-open",
      "f-tel",
    ]);
    expect(check.factsUsed[2]).toEqual({
      id: "f-appeltaart",
      kind: "price",
      text: "Appeltaart € 14,50",
      pageUrl: "http://127.0.0.1:54329/assortiment",
      pageTitle: null,
    });
  });

  it("fails the built-in writer's filler guide for a bakery for the right reasons, never 100", () => {
    const check = checkDraft(FILLER_GUIDE, GUIDE_BRIEF, CONTEXT);
    expect(failing(check)).toEqual([
      "site-facts",
      "keyword-stuffing",
      "off-type-phrases",
      "meta-description-sentences",
    ]);
    expect(check.needsReview).toBe(true);
    // 45 points in all; 11 lost (three quality checks of 3, one SEO check of 2): 34 of 45 is
    // 76, capped at 60 while a quality check fails.
    expect(check.score).toBe(60);
    expect(detailOf(check, "site-facts")).toBe(
      "Geen gegevens van je website gebruikt; nodig: 3. Zonder je eigen producten, prijzen of werkwijze leest het artikel als een tekst voor elk willekeurig bedrijf.",
    );
    expect(detailOf(check, "keyword-stuffing")).toBe(
      "Zoekwoord zonder voorzetsel in een zin: “Wie verder kijkt, komt al snel uit bij bakker Utrecht” en “Denk daarbij ook aan bruidstaart Utrecht, want dat hangt er vaak nauw mee samen”. Schrijf het zoals je het zegt, bijvoorbeeld “bakker in Utrecht”. " +
        "Zinnen die er alleen zijn om een zoekwoord te noemen: “Wie verder kijkt, komt al snel uit bij bakker Utrecht” en “Denk daarbij ook aan bruidstaart Utrecht, want dat hangt er vaak nauw mee samen”.",
    );
    expect(detailOf(check, "off-type-phrases")).toBe(
      "Deze woorden passen bij een ander soort bedrijf dan een ambachtelijke voedselzaak, zoals een bakker of slager: “feestje op locatie”, “groepsarrangementen”, “nazorg”, “gasten”, “offertes” en nog 4 andere. Schrijf over wat jouw klanten bij jou doen.",
    );
    expect(detailOf(check, "meta-description-sentences")).toBe(
      "Geen hele zin: “Direct toepasbaar.”.",
    );
  });

  it("does not take a writer's word for the facts it used: filler that claims them all still fails", () => {
    const claimsAll = { ...FILLER_GUIDE, usedFactIds: BAKERY_FACTS.map((fact) => fact.id) };
    const check = checkDraft(claimsAll, GUIDE_BRIEF, CONTEXT);
    expect(check.checks.find((c) => c.id === "site-facts")).toMatchObject({ passed: false });
    expect(check.factsUsed).toEqual([]);
    // A claimed fact counts with half its meaningful words in one sentence (unclaimed: 70 %).
    const traced = {
      ...FILLER_GUIDE,
      markdown: `${FILLER_GUIDE.markdown}\nWe bakken volkoren desem, spelt desem en roggebrood. Taarten maken we op bestelling, zoals een verjaardagstaart.\n`,
      usedFactIds: ["f-desem", "f-taart", "f-vers"],
    };
    expect(checkDraft({ ...traced, usedFactIds: [] }, GUIDE_BRIEF, CONTEXT).factsUsed).toEqual([]);
    expect(checkDraft(traced, GUIDE_BRIEF, CONTEXT).factsUsed.map((fact) => fact.id)).toEqual([
      "f-desem",
      "f-taart",
    ]);
  });

  it("fails the second filler post of the month on the sentences it shares with the first", () => {
    const check = checkDraft(FILLER_LOCAL, LOCAL_BRIEF, {
      ...CONTEXT,
      earlierFingerprints: new Set(repeatableFingerprints(FILLER_GUIDE.markdown)),
    });
    expect(failing(check)).toEqual([
      "site-facts",
      "shared-sentences",
      "keyword-stuffing",
      "off-type-phrases",
    ]);
    expect(check.score).toBe(60);
    expect(detailOf(check, "shared-sentences")).toBe(
      "10 zinnen staan ook in een ander artikel van je: “Wat is verstandig, wat kost het en bij wie kun je terecht?”, “In dit artikel delen we wat we bij Bakkerij De Korenschoof in de praktijk in Utrecht zien” en nog 8 andere. Herschrijf die zinnen, zodat elk artikel iets eigens zegt.",
    );
    expect(detailOf(check, "off-type-phrases")).toContain(
      "“het resultaat over een paar jaar”, “gasten”, “offerte”, “onderhoud”, “vervolgafspraken”",
    );
  });

  it("finds invented prices, years and guarantees, and a hidden fact backs nothing", () => {
    const invented = {
      ...GOOD_POST,
      markdown: GOOD_POST.markdown
        .replace("We bakken sinds 1987", "We bakken sinds 1995")
        .replace(
          "Onze appeltaart kost € 14,50.",
          "Onze appeltaart kost € 14,50 en een desembrood € 4,25. Op elke taart krijg je 2 jaar garantie.",
        ),
    };
    const check = checkDraft(invented, GOOD_BRIEF, CONTEXT);
    expect(failing(check)).toEqual(["unsupported-specifics"]);
    expect(check.score).toBe(60);
    expect(detailOf(check, "unsupported-specifics")).toBe(
      "Niet gevonden op je website of in je bedrijfsprofiel: “1995”, “€ 4,25”, “2 jaar” en “2 jaar garantie”. Klopt het, zet het dan eerst op je website; anders haal je het uit de tekst.",
    );
  });

  it("accepts a keyword with a place in its natural form, and allows words the site itself uses", () => {
    const natural = checkDraft(
      {
        ...GOOD_POST,
        title: "Bakker in Utrecht: zo herken je goed desembrood",
        markdown: GOOD_POST.markdown
          .replace(
            "# Desembrood: zo herken je goed brood van de bakker",
            "# Bakker in Utrecht: zo herken je goed desembrood",
          )
          .replace(
            "Bij Bakkerij De Korenschoof in Utrecht bakken we",
            "Als bakker in Utrecht bakken we",
          )
          .replace("## Wat maakt desembrood anders?", "## Wat maakt een bakker in Utrecht anders?")
          .replace(
            "Een sneetje voelt vochtig",
            "Onze gasten vragen vaak een offerte. Een sneetje voelt vochtig",
          ),
      },
      LOCAL_BRIEF,
      {
        ...CONTEXT,
        facts: [
          ...BAKERY_FACTS,
          {
            ...BAKERY_FACTS[1]!,
            id: "f-offerte",
            text: "Voor bruidstaarten maken we een offerte.",
          },
        ],
      },
    );
    expect(failing(natural)).toEqual(["off-type-phrases"]);
    expect(detailOf(natural, "off-type-phrases")).toBe(
      "Deze woorden passen bij een ander soort bedrijf dan een ambachtelijke voedselzaak, zoals een bakker of slager: “gasten”. Schrijf over wat jouw klanten bij jou doen.",
    );
  });

  it("fails a short draft without the keyword, with long meta tags and a vague link", () => {
    const bad = {
      title: "Een paar tips",
      metaTitle: "Een paar tips voor iedereen die iets wil weten over van alles en nog wat",
      metaDescription: "Kort.",
      markdown:
        "# Een paar tips\n\nHier staat weinig. [klik hier](https://vandijk.nl/x)\n\n## Meer\n\nEinde.\n",
    };
    const check = checkDraft(bad, GOOD_BRIEF, CONTEXT);
    expect(failing(check)).toEqual([
      "site-facts",
      "word-count",
      "meta-title-length",
      "meta-description-length",
      "meta-description-sentences",
      "keyword-in-title",
      "keyword-in-first-paragraph",
      "keyword-in-subheading",
      "link-text",
    ]);
    // Lost: 3 + 3 + 6 × 2 + 1 = 19 of 45 → 26/45 = 58.
    expect(check.score).toBe(58);
    expect(check.checks.find((c) => c.id === "word-count")?.detail).toBe(
      "Nu 10 woorden: te weinig om een lezer echt verder te helpen.",
    );
    expect(check.wordCount).toBe(10);
  });

  it("fails two H1s, a skipped heading level and a missing description", () => {
    const edited = {
      ...GOOD_POST,
      metaDescription: "",
      markdown: `${GOOD_POST.markdown}\n# Nog een titel\n\n#### Te diep\n\nTekst.\n`,
    };
    const check = checkDraft(edited, GOOD_BRIEF, CONTEXT);
    expect(failing(check)).toEqual([
      "meta-description-length",
      "single-h1",
      "meta-description",
      "heading-order",
    ]);
    // Lost: 2 + 2 + 1 + 1 = 6 of 45 → 39/45 = 87.
    expect(check.score).toBe(87);
    expect(check.needsReview).toBe(false);
  });
});

import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { demoPage } from "@/content/demo";
import { heroDashboard } from "@/content/home";
import { en } from "@/i18n/locales/en";
import { nl } from "@/i18n/locales/nl";

/**
 * The keyword tool once showed simulated figures: the same 2.500 / 1.800 / 3.200 searches, a
 * difficulty and a trend for every word, and English variations ("… tips", "… guide",
 * "best …"). None of that may come back: every figure now comes from a measurement
 * (docs/decisions/038-no-invented-figures.md).
 */
const CODE_ROOTS = [
  "src/features/keyword-tool",
  "supabase/functions/keyword-data",
  "supabase/functions/_shared/keyword-data",
];

function filesBelow(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesBelow(path) : [path];
  });
}

const SIMULATION_MARKS: Array<[string, RegExp]> = [
  ["the simulated volumes", /\b(2500|1800|3200|2\.500|1\.800|3\.200)\b/],
  ["an English 'guide' template", /\bguide\b/i],
  ["an English 'best …' template", /["'`]best \$\{|["'`]best ["'`]/i],
  ["an English '… tips' template", /\} tips["'`]/],
  ["a made-up difficulty", /\bdifficulty\b/i],
  ["a made-up trend", /\btrend(Tone|_ICONS|: ")/],
  ["a simulated delay", /KEYWORD_SEARCH_DELAY_MS|setTimeout/],
  ["an English suggestion", /\b(near me|how to|cheap)\b/i],
];

describe("no invented figures in the keyword tool", () => {
  const files = CODE_ROOTS.flatMap((root) => filesBelow(root)).map((path) => ({
    path,
    text: readFileSync(path, "utf8"),
  }));

  it("checks the tool's browser and function code", () => {
    expect(files.length).toBeGreaterThan(8);
  });

  it.each(SIMULATION_MARKS)("has no %s", (_label, pattern) => {
    expect(files.filter((file) => pattern.test(file.text)).map((file) => file.path)).toEqual([]);
  });

  it("its copy promises no difficulty, trend or example data, and says what is not available", () => {
    for (const catalogue of [nl, en]) {
      const copy = JSON.stringify(catalogue.seoHelper.keywordTool);
      expect(copy).not.toMatch(/difficulty|moeilijkheid|trend|example data|voorbeeld/i);
    }
    expect(nl.seoHelper.keywordTool.volume.unavailable).toBe("Zoekvolume: niet beschikbaar");
    expect(en.seoHelper.keywordTool.volume.unavailable).toBe("Search volume: not available");
  });
});

describe("example figures on the public pages say they are examples", () => {
  it("the home page's dashboard card is a 'Voorbeeld', not 'Live'", () => {
    expect(heroDashboard.liveLabel).toBe("Voorbeeld");
    expect(heroDashboard.title).toBe("SEO-dashboard");
    expect(heroDashboard.summary).toMatch(/^Voorbeeld van het Vindbaar-dashboard/);
  });

  it("/demo presents its figures as examples of a fictional business, not a real account's", () => {
    expect(demoPage.section.title).toBe("Drie voorbeelden van wat Vindbaar elke maand maakt");
    expect(demoPage.section.subtitle).toBe(
      "Voor een verzonnen installatiebedrijf uit Utrecht, met voorbeeldcijfers. In je eigen account komen klikken, vertoningen en posities uit je eigen Google Search Console.",
    );
    expect(JSON.stringify(demoPage)).not.toMatch(/echt Vindbaar-account/);
  });
});

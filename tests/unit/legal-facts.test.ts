import { describe, expect, it } from "vitest";
import { MONEY_BACK_GUARANTEE, PLAN_FACTS, TRIAL_OFFER } from "@contract/plans";
import { legalEuro, legalFacts, processorNames, PROCESSOR_IDS } from "@/content/legal/legal-facts";
import type { LegalText } from "@/content/legal/legal-text";
import { privacyNl } from "@/content/legal/privacy";
import { privacyEn } from "@/content/legal/privacy-en";
import { termsNl } from "@/content/legal/terms";
import { termsEn } from "@/content/legal/terms-en";

/**
 * The legal texts in both languages state the same facts from one object: the plans and prices
 * the billing functions charge, the trial and money-back days they enforce, the company and the
 * processors. A changed figure therefore changes the Dutch and the English text alike.
 */
const fullText = (text: LegalText) =>
  text.sections.flatMap((section) => section.paragraphs).join(" ");

describe.each([
  ["Dutch", termsNl, privacyNl],
  ["English", termsEn, privacyEn],
] as const)("the %s legal texts", (_name, terms, privacy) => {
  it("take plans, prices, trial and money-back days from the billing contract", () => {
    const text = fullText(terms);
    expect(legalFacts.trialDays).toBe(TRIAL_OFFER.days);
    expect(legalFacts.moneyBackDays).toBe(MONEY_BACK_GUARANTEE.days);
    for (const plan of PLAN_FACTS) {
      expect(text).toContain(`${plan.name} ${legalEuro(plan.monthlyPriceCents, terms.language)}`);
      expect(text).toContain(`${plan.name} ${plan.blogQuota}`);
    }
    expect(text).toContain(`${TRIAL_OFFER.days}`);
    expect(text).toContain(`${MONEY_BACK_GUARANTEE.days}`);
    expect(text).toContain(`${legalFacts.vatPercent}%`);
  });

  it("name the company, the retention periods and every processor", () => {
    const text = `${fullText(terms)} ${fullText(privacy)}`;
    expect(text).toContain(legalFacts.company.name);
    expect(text).toContain(legalFacts.company.kvk);
    expect(fullText(privacy)).toContain(`${legalFacts.deletionDays}`);
    expect(fullText(privacy)).toContain(`${legalFacts.invoiceRetentionYears}`);
    for (const id of PROCESSOR_IDS) expect(fullText(privacy)).toContain(processorNames[id]);
  });
});

describe("the two versions", () => {
  it("have the same sections, paragraph for paragraph", () => {
    for (const [dutch, english] of [
      [privacyNl, privacyEn],
      [termsNl, termsEn],
    ] as const) {
      expect(english.sections.map((section) => section.paragraphs.length)).toEqual(
        dutch.sections.map((section) => section.paragraphs.length),
      );
      expect(dutch.otherVersion.language).toBe("en");
      expect(english.otherVersion.language).toBe("nl");
    }
  });

  it("format prices in each language's way", () => {
    expect(legalEuro(1900, "nl")).toBe("€\u00a019");
    expect(legalEuro(1950, "nl")).toBe("€\u00a019,50");
    expect(legalEuro(1900, "en")).toBe("€19");
  });
});

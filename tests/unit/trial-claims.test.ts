import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { TRIAL_OFFER } from "@contract/plans";
import { buildChatTopics } from "@/content/chat-topics";
import { faqItems } from "@/content/faq";
import { moneyBackSummary, trialOffer, trialSummary } from "@/content/guarantees";
import { termsNl } from "@/content/legal/terms";
import { termsEn } from "@/content/legal/terms-en";
import { planCardLabels, pricingSection } from "@/content/pricing";

/**
 * The free trial and the money-back guarantee are stated from one set of facts: the days come
 * from the contract the billing functions enforce, and /pricing, the FAQ, the chat and the terms
 * all carry the same sentences (the English terms the same figures).
 */
describe("one statement of the trial", () => {
  it("takes its days from the contract", () => {
    expect(trialOffer.days).toBe(TRIAL_OFFER.days);
    expect(planCardLabels.trial).toBe(`Probeer ${TRIAL_OFFER.days} dagen gratis`);
  });

  it("says what a trial includes in the same words on /pricing, in the FAQ and in the chat", () => {
    expect(pricingSection.trialInfo.text).toContain(trialOffer.includes);
    expect(faqItems.some((item) => item.answer.includes(trialSummary))).toBe(true);
    const chatTrial = buildChatTopics().find((topic) => topic.id === "trial");
    expect(chatTrial?.reply).toBe(trialSummary);
    expect(trialSummary).toContain(trialOffer.includes);
    expect(trialOffer.includes).toContain("Basic 1, Pro 3, Ultimate 9 en Power 30");
  });

  it("states the same trial facts in the terms, in Dutch and in English", () => {
    const dutch = termsNl.sections.flatMap((section) => section.paragraphs).join(" ");
    expect(dutch).toContain(
      `Je kunt elk pakket ${TRIAL_OFFER.days} dagen gratis proberen, zonder een betaalmethode in te vullen.`,
    );
    expect(dutch).toContain("Basic 1, Pro 3, Ultimate 9 en Power 30");
    expect(dutch).toContain("Elke klant kan één keer een proefperiode starten.");
    const english = termsEn.sections.flatMap((section) => section.paragraphs).join(" ");
    expect(english).toContain(
      `You can try any plan free of charge for ${TRIAL_OFFER.days} days, without entering a payment method.`,
    );
    expect(english).toContain("Basic 1, Pro 3, Ultimate 9 and Power 30");
    expect(english).toContain("Each customer can start one free trial.");
  });

  it("describes the self-service money-back path in the terms, the FAQ and the chat", () => {
    const dutch = termsNl.sections.flatMap((section) => section.paragraphs).join(" ");
    expect(dutch).toContain("zelf je geld terug met 'Geld terug aanvragen' in je dashboard");
    const english = termsEn.sections.flatMap((section) => section.paragraphs).join(" ");
    expect(english).toContain("yourself with 'Geld terug aanvragen' on your dashboard");
    expect(faqItems.some((item) => item.answer.includes(moneyBackSummary))).toBe(true);
    expect(buildChatTopics().find((topic) => topic.id === "refund")?.reply).toBe(moneyBackSummary);
  });

  it("claims 'Geen creditcard nodig' nowhere but next to the trial", () => {
    const dir = join(process.cwd(), "src/content");
    const files = readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((file) =>
      file.endsWith(".ts"),
    );
    const claiming = files.filter((file) =>
      readFileSync(join(dir, file), "utf8").includes("Geen creditcard nodig"),
    );
    expect(claiming).toEqual(["guarantees.ts"]);
  });
});

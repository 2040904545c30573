import { describe, expect, it } from "vitest";
import { checkDraft } from "../../../supabase/functions/_shared/content/checking/draft-check.ts";
import type { PostBrief } from "../../../supabase/functions/_shared/content/types.ts";
import { checkLabel } from "@/features/content/copy/check-label";
import { i18n } from "@/i18n/i18n";
import { BAKERY, BAKERY_FACTS } from "./checks/bakery-facts.ts";
import { FILLER_LOCAL, GOOD_POST } from "./checks/bakery-posts.ts";

const BRIEF: PostBrief = {
  topic: "Desembrood: zo herken je goed brood",
  focusKeyword: "desembrood",
  secondaryKeywords: ["bakker utrecht"],
};
const dutch = i18n.getFixedT("nl", "content");
const english = i18n.getFixedT("en", "content");

/** Every check the checker writes today, for an informal and a formal profile. */
const checks = [
  ...checkDraft(GOOD_POST, BRIEF, { profile: BAKERY, facts: BAKERY_FACTS }).checks,
  ...checkDraft(FILLER_LOCAL, BRIEF, { profile: { ...BAKERY, tone: "formal" }, facts: [] }).checks,
];

describe("a draft check's requirement in the screen's language", () => {
  it("the Dutch catalogue words every check exactly as the checker does, figures included", () => {
    expect(checks).toHaveLength(48);
    for (const check of checks) {
      // The Dutch catalogue, filled in the way another language is: by id, with stored figures.
      expect(checkLabel(check, "en", dutch)).toBe(check.label);
    }
    expect(checks.map((check) => check.label)).toContain("Goed leesbaar: leesgemak 50 of hoger");
  });

  it("Dutch shows the stored label, also an older wording", () => {
    const stored = { id: "meta-description-length", label: "Metabeschrijving 150–160 tekens" };
    expect(checkLabel(stored, "nl", dutch)).toBe("Metabeschrijving 150–160 tekens");
  });

  it("English words each check by its id with the stored figures", () => {
    const label = (id: string) =>
      checkLabel(
        checks.find((check) => check.id === id)!,
        "en",
        english,
      );
    expect(label("word-count")).toBe("The text has at least 600 words");
    expect(label("site-facts")).toBe(
      "About your business: uses at least 3 details from your website",
    );
    expect(label("keyword-in-title")).toBe("The focus keyword is in the title");
    expect(label("viewport")).toBe("The page is suitable for mobile (viewport)");
    const readability = checks.filter((check) => check.id === "readability");
    expect(readability.map((check) => checkLabel(check, "en", english))).toEqual([
      "Easy to read: reading ease 60 or higher",
      "Easy to read: reading ease 50 or higher",
    ]);
    expect(
      checkLabel(
        { id: "meta-description-length", label: "Metabeschrijving 150–160 tekens" },
        "en",
        english,
      ),
    ).toBe("The meta description is 150 to 160 characters long");
    for (const check of checks) expect(checkLabel(check, "en", english)).not.toBe(check.label);
  });

  it("shows a check it does not know, or a label without its figures, as stored", () => {
    expect(checkLabel({ id: "new-check", label: "Een nieuwe controle" }, "en", english)).toBe(
      "Een nieuwe controle",
    );
    expect(checkLabel({ id: "word-count", label: "Genoeg woorden" }, "en", english)).toBe(
      "Genoeg woorden",
    );
  });
});

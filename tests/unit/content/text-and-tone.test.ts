import { describe, expect, it } from "vitest";
import {
  fitDescription,
  truncateAtWord,
} from "../../../supabase/functions/_shared/content/writing/text-fit.ts";
import { fillTokens } from "../../../supabase/functions/_shared/content/tone.ts";

describe("fillTokens", () => {
  const template =
    "{Inv:wilt} weten wat {u} kunt doen? {Inv:heeft} vragen, dan {inv:vindt} {uw} antwoord hier.";

  it("writes the formal and the informal form", () => {
    expect(fillTokens(template, "formal")).toBe(
      "Wilt u weten wat u kunt doen? Heeft u vragen, dan vindt u uw antwoord hier.",
    );
    expect(fillTokens(template, "informal")).toBe(
      "Wil je weten wat je kunt doen? Heb je vragen, dan vind je je antwoord hier.",
    );
    expect(fillTokens("{inv:weet} {inv:gaat} {inv:kiest}", "informal")).toBe(
      "weet je ga je kies je",
    );
    // Verbs whose stem ends in t keep it: "vergeet je", "geniet je", not "vergee je".
    expect(fillTokens("{inv:vergeet} {inv:geniet} {inv:houdt}", "informal")).toBe(
      "vergeet je geniet je houd je",
    );
  });

  it("fills variables and refuses unknown tokens", () => {
    expect(fillTokens("{K} in {regio}", "formal", { K: "Kapper", regio: "Ede" })).toBe(
      "Kapper in Ede",
    );
    expect(() => fillTokens("{onbekend}", "formal")).toThrow("{onbekend}");
  });
});

describe("truncateAtWord", () => {
  it("cuts at the last whole word and drops trailing separators", () => {
    expect(truncateAtWord("Een twee drie vier", 13)).toBe("Een twee drie");
    expect(truncateAtWord("Een twee drie vier", 12)).toBe("Een twee");
    expect(truncateAtWord("Een twee, drie", 9)).toBe("Een twee");
    expect(truncateAtWord("kort", 60)).toBe("kort");
    expect(truncateAtWord("onafgebrokenwoord", 5)).toBe("onafg");
  });
});

describe("fitDescription", () => {
  const fillers = [
    "Helder uitgelegd, zonder vakjargon.",
    "Direct toepasbaar.",
    "Praktisch.",
    "Helder.",
  ];

  it("adds sentences while they fit, then pads with the longest filler that fits", () => {
    const lead = `${"a".repeat(99)}.`; // 100 characters
    const text = fitDescription([lead, `${"b".repeat(69)}.`], fillers, 150, 160);
    // The 70-character sentence does not fit (171); the 35-character filler makes 136, then
    // "Direct toepasbaar." (18) makes 155.
    expect(text).toBe(`${lead} Helder uitgelegd, zonder vakjargon. Direct toepasbaar.`);
    expect(text.length).toBe(155);
  });

  it("cuts a first sentence that is too long at a word and closes it with a full stop", () => {
    const words = Array.from({ length: 40 }, (_, i) => `woord${i}`).join(" ");
    const text = fitDescription([words], fillers, 150, 160);
    expect(text.length).toBeGreaterThanOrEqual(150);
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text).toMatch(/ woord\d+\.( Helder\.| Praktisch\.)?$/);
  });
});

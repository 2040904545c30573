import { describe, expect, it } from "vitest";
import { issuePagesText } from "../../../supabase/functions/_shared/contract/reports.ts";
import { ISSUE_CATALOGUE } from "../../../supabase/functions/_shared/seo/issue-catalogue.ts";

describe("the issue catalogue", () => {
  it("gives every audit a plain-Dutch title and one line why, without markup or audit jargon", () => {
    for (const [id, rule] of Object.entries(ISSUE_CATALOGUE)) {
      for (const text of [rule.title, rule.why]) {
        expect(text, id).not.toMatch(/[`<>[\]]/);
        // Lighthouse's translated audit names, which a shop owner does not use.
        expect(text, id).not.toMatch(/Kopelementen|aflopende volgorde|kenmerk|Document bevat/);
      }
      expect(rule.why.split(/[.!?](\s|$)/).filter((part) => part.trim()).length, id).toBe(1);
      expect(rule.why.endsWith("."), id).toBe(true);
    }
  });
});

describe("the pages an issue is on", () => {
  it("names paths on the customer's site, the first five, then how many more", () => {
    const site = "https://bakkerij.nl/";
    const at = (...paths: string[]) => paths.map((path) => `https://bakkerij.nl${path}`);
    expect(issuePagesText([], site)).toBeNull();
    expect(issuePagesText(at("/"), site)).toBe("Gevonden op /");
    expect(issuePagesText(at("/", "/brood"), site)).toBe("Gevonden op / en /brood");
    expect(issuePagesText([...at("/a", "/b?x=1"), "https://elders.nl/c"], site)).toBe(
      "Gevonden op /a, /b?x=1 en https://elders.nl/c",
    );
    expect(issuePagesText(at("/1", "/2", "/3", "/4", "/5", "/6", "/7"), site)).toBe(
      "Gevonden op /1, /2, /3, /4, /5 en 2 andere",
    );
  });
});

import { describe, expect, it } from "vitest";
import { dayAfter, normalizeKeyword } from "@/features/keyword-tool/model";
import { dutchIdeas } from "../../supabase/functions/_shared/keyword-data/dutch-ideas.ts";

describe("keyword tool model", () => {
  it("tidies whitespace of the typed word", () => {
    expect(normalizeKeyword("  two \t words ")).toBe("two words");
  });

  it("turns a period's last day into the exclusive end, across months and years", () => {
    expect(dayAfter("2026-11-23")).toBe("2026-11-24");
    expect(dayAfter("2026-12-31")).toBe("2027-01-01");
  });
});

describe("Dutch ideas without figures", () => {
  it("varies the keyword the Dutch way, with the region when the profile has one", () => {
    expect(dutchIdeas("desembrood", "Utrecht", [])).toEqual([
      "desembrood prijs",
      "desembrood bestellen",
      "desembrood in Utrecht",
      "desembrood in de buurt",
      "wat kost desembrood",
    ]);
    expect(dutchIdeas("taart", null, [])).toEqual([
      "taart prijs",
      "taart bestellen",
      "taart in de buurt",
      "wat kost taart",
    ]);
  });

  it("leaves out what is already listed (case-insensitively)", () => {
    expect(dutchIdeas("taart", "  ", ["Taart Prijs", "wat kost taart"])).toEqual([
      "taart bestellen",
      "taart in de buurt",
    ]);
  });
});

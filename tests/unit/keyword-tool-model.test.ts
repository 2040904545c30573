import { describe, expect, it } from "vitest";
import {
  difficultyTone,
  KEYWORD_SEARCH_DELAY_MS,
  keywordInsights,
  normalizeKeyword,
  trendTone,
} from "@/features/keyword-tool/model";

describe("keyword insights model", () => {
  it("builds the three variations with the spec's fixed volumes", () => {
    expect(keywordInsights("bakkerij")).toEqual([
      { keyword: "bakkerij tips", volume: 2500, difficulty: "low", trend: "up" },
      { keyword: "bakkerij guide", volume: 1800, difficulty: "medium", trend: "stable" },
      { keyword: "best bakkerij", volume: 3200, difficulty: "high", trend: "down" },
    ]);
  });

  it("has no minimum length and tidies whitespace", () => {
    expect(keywordInsights("a").map((row) => row.keyword)).toEqual(["a tips", "a guide", "best a"]);
    expect(keywordInsights("  seo   amsterdam ").map((row) => row.keyword)).toEqual([
      "seo amsterdam tips",
      "seo amsterdam guide",
      "best seo amsterdam",
    ]);
    expect(normalizeKeyword("  two \t words ")).toBe("two words");
  });

  it("finds nothing for input without a letter or digit", () => {
    expect(keywordInsights("?!")).toEqual([]);
    expect(keywordInsights("   ")).toEqual([]);
    expect(keywordInsights("é")).toHaveLength(3);
    expect(keywordInsights("3d")).toHaveLength(3);
  });

  it("simulates 1.5 seconds and maps every level to its colour", () => {
    expect(KEYWORD_SEARCH_DELAY_MS).toBe(1500);
    expect(difficultyTone).toEqual({ low: "success", medium: "warning", high: "danger" });
    expect(trendTone).toEqual({ up: "success", stable: "secondary", down: "danger" });
  });
});

import { describe, expect, it } from "vitest";
import { guideDifficultyTone } from "@/components/marketing/guide-difficulty";

describe("guideDifficultyTone", () => {
  it("is green (success) for exactly 'Beginner'", () => {
    expect(guideDifficultyTone("Beginner")).toBe("success");
  });

  it.each([
    "Gevorderd",
    "Expert",
    "Intermediate",
    "Advanced",
    "beginner",
    "Beginners",
    " Beginner",
    "",
  ])("is yellow (warning) for %j", (level) => {
    expect(guideDifficultyTone(level)).toBe("warning");
  });
});

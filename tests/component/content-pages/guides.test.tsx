import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { GuidesPage } from "@/pages/guides-page";
import { renderPage } from "./render-page";

describe("GuidesPage", () => {
  it("shows three guides with duration, difficulty and step count", () => {
    renderPage(<GuidesPage />, "/guides");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Stap voor stap beter vindbaar",
    );

    const cards = screen.getAllByRole("article");
    expect(cards).toHaveLength(3);

    const expected = [
      ["Je eerste zoekwoordonderzoek", "20 minuten", "Beginner", "5"],
      ["Lokale SEO en je Google Bedrijfsprofiel", "45 minuten", "Gevorderd", "7"],
      ["Een technische SEO-check van je website", "90 minuten", "Expert", "10"],
    ];
    expected.forEach(([title, duration, difficulty, steps], index) => {
      const card = within(cards[index]);
      expect(card.getByRole("heading", { level: 3 })).toHaveTextContent(title);
      const values = card.getAllByRole("definition").map((dd) => dd.textContent);
      expect(values).toEqual([duration, difficulty, steps]);
      expect(card.getAllByRole("term").map((dt) => dt.textContent)).toEqual([
        "Duur",
        "Niveau",
        "Stappen",
      ]);
    });
  });

  it("shows Beginner in green and every other level in yellow", () => {
    renderPage(<GuidesPage />, "/guides");
    const beginner = screen.getByText("Beginner");
    expect(beginner).toHaveClass("bg-green-100", "text-green-800");
    expect(beginner).not.toHaveClass("bg-yellow-100");

    for (const level of ["Gevorderd", "Expert"]) {
      const badge = screen.getByText(level);
      expect(badge).toHaveClass("bg-yellow-100", "text-yellow-900");
      expect(badge).not.toHaveClass("bg-green-100");
    }
  });
});

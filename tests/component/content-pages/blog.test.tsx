import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { BlogPage } from "@/pages/blog-page";
import { renderPage } from "./render-page";

describe("BlogPage", () => {
  it("shows three article cards with category, date, title, excerpt, author and read time", () => {
    renderPage(<BlogPage />, "/blog");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "SEO-tips voor ondernemers",
    );

    const cards = screen.getAllByRole("article");
    expect(cards).toHaveLength(3);

    const first = within(cards[0]);
    expect(first.getByText("Lokale SEO")).toBeInTheDocument();
    expect(first.getByText("20 mei 2025")).toHaveAttribute("datetime", "2025-05-20");
    expect(first.getByRole("heading", { level: 3 })).toHaveTextContent(
      "Lokale SEO: zo word je gevonden door klanten in je eigen regio",
    );
    expect(first.getByText(/Google Bedrijfsprofiel/)).toBeInTheDocument();
    expect(first.getByText("Fatima El Amrani")).toBeInTheDocument();
    expect(first.getByText("7 min leestijd")).toBeInTheDocument();

    expect(within(cards[1]).getByText("AI-content")).toBeInTheDocument();
    expect(within(cards[2]).getByRole("heading", { level: 3 })).toHaveTextContent(
      "Meta descriptions schrijven die klikken opleveren",
    );
  });

  it("links each card's title to its article page", () => {
    renderPage(<BlogPage />, "/blog");
    const links = screen
      .getAllByRole("article")
      .map((card) => within(card).getByRole("link").getAttribute("href"));
    expect(links).toEqual([
      "/blog/lokale-seo-gevonden-in-je-regio",
      "/blog/ai-content-die-wel-scoort",
      "/blog/meta-descriptions-die-klikken-opleveren",
    ]);
  });
});

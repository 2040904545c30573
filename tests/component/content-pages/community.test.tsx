import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CommunityPage } from "@/pages/community-page";
import { renderPage } from "./render-page";

describe("CommunityPage", () => {
  it("shows the four community stats in Dutch formatting", () => {
    renderPage(<CommunityPage />, "/community");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Leer SEO samen met andere ondernemers",
    );
    const stats = within(
      screen.getByRole("list", { name: "De community in cijfers" }),
    ).getAllByRole("listitem");
    expect(stats.map((stat) => stat.textContent)).toEqual([
      "5.000+ leden",
      "500+ discussies per maand",
      "50+ experts",
      "2 events per maand",
    ]);
  });

  it("shows three sample discussions with title, author, replies and category", () => {
    renderPage(<CommunityPage />, "/community");
    const discussions = screen.getAllByRole("article");
    expect(discussions).toHaveLength(3);
    const first = within(discussions[0]);
    expect(first.getByRole("heading", { level: 3 })).toHaveTextContent(
      "Hoe krijg ik meer reviews op mijn Google Bedrijfsprofiel zonder opdringerig te zijn?",
    );
    expect(first.getByText("Mark Jansen")).toBeInTheDocument();
    expect(first.getByText("24 reacties")).toBeInTheDocument();
    expect(first.getByText("Lokale SEO")).toBeInTheDocument();
    expect(within(discussions[2]).getByText("9 reacties")).toBeInTheDocument();
  });

  it("invites visitors to join through a descriptive link", () => {
    renderPage(<CommunityPage />, "/community");
    expect(screen.getByRole("link", { name: "Maak een account aan en word lid" })).toHaveAttribute(
      "href",
      "/login",
    );
  });
});

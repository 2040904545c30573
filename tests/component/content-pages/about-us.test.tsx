import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AboutUsPage } from "@/pages/about-us-page";
import { renderPage } from "./render-page";

describe("AboutUsPage", () => {
  it("has mission and story sections", () => {
    renderPage(<AboutUsPage />, "/about-us");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Wij maken SEO betaalbaar voor elk bedrijf",
    );
    expect(
      within(screen.getByRole("region", { name: "Onze missie" })).getAllByRole("paragraph").length,
    ).toBeGreaterThan(0);
    const story = screen.getByRole("region", { name: "Ons verhaal" });
    expect(
      within(story).getByText(/Inmiddels hebben we 500\+ bedrijven geholpen/),
    ).toBeInTheDocument();
  });

  it("shows four values", () => {
    renderPage(<AboutUsPage />, "/about-us");
    const values = screen.getByRole("region", { name: "Onze waarden" });
    expect(
      within(values)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Eenvoud", "Resultaatgericht", "Eerlijk en transparant", "Samen groeien"]);
  });

  it("shows a team of three with name, role, bio and an initials avatar", () => {
    renderPage(<AboutUsPage />, "/about-us");
    const team = within(screen.getByRole("region", { name: "Ons team" })).getAllByRole("article");
    expect(team).toHaveLength(3);
    expect(within(team[0]).getByRole("heading", { level: 3 })).toHaveTextContent("Sanne de Vries");
    expect(within(team[0]).getByText("Oprichter & CEO")).toBeInTheDocument();
    expect(within(team[0]).getByText("SV")).toHaveAttribute("aria-hidden", "true");
    expect(within(team[1]).getByText("DB")).toBeInTheDocument();
    expect(within(team[2]).getByText("FA")).toBeInTheDocument();
    expect(within(team[2]).getByText(/Bewaakt de kwaliteit van elke tekst/)).toBeInTheDocument();
    expect(screen.queryAllByRole("img")).toHaveLength(0);
  });
});

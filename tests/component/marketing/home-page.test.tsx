import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { features } from "@/content/features";
import { steps } from "@/content/steps";
import { testimonials } from "@/content/testimonials";
import { HomePage } from "@/pages/home-page";
import { renderWithRouter } from "./render-with-router";

function section(name: string) {
  return screen.getByRole("region", { name });
}

describe("home page", () => {
  it("has one h1 and hero links to /pricing and /demo", () => {
    renderWithRouter(<HomePage />, "/");
    const h1s = screen.getAllByRole("heading", { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveTextContent("Hoger in Google, zonder dat je er omkijken naar hebt");
    const hero = section("Hoger in Google, zonder dat je er omkijken naar hebt");
    expect(within(hero).getByRole("link", { name: "Begin Nu Direct" })).toHaveAttribute(
      "href",
      "/pricing",
    );
    expect(within(hero).getByRole("link", { name: "Bekijk Demo" })).toHaveAttribute(
      "href",
      "/demo",
    );
    expect(
      within(hero).getByRole("img", { name: /^Voorbeeld van het Vindbaar-dashboard/ }),
    ).toBeInTheDocument();
  });

  it("shows the social-proof claims from facts.ts", () => {
    renderWithRouter(<HomePage />, "/");
    const strip = section("Waarom ondernemers Vindbaar vertrouwen");
    expect(
      within(strip)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "500+ bedrijven geholpen",
      "4,9/5 beoordeling",
      "Resultaten binnen 30 dagen",
      "14 dagen gratis proberen, zonder creditcard",
      "14 dagen geld-terug-garantie",
    ]);
  });

  it("says 'no credit card' only where it is true: next to each plan's free trial", () => {
    renderWithRouter(<HomePage />, "/");
    const notes = screen.getAllByText("Geen creditcard nodig");
    expect(notes).toHaveLength(4);
    for (const note of notes) {
      expect(note.id).toMatch(/^plan-\w+-title-trial-note$/);
      expect(document.querySelector(`[aria-describedby="${note.id}"]`)).toHaveTextContent(
        "Probeer 14 dagen gratis",
      );
    }
  });

  it("shows 8 feature cards, 3 steps and 4 testimonials", () => {
    renderWithRouter(<HomePage />, "/");
    const featureSection = section("Alles wat je nodig hebt om gevonden te worden");
    expect(
      within(featureSection)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(features.map((feature) => feature.title));
    expect(features).toHaveLength(8);

    const stepSection = section("In drie stappen vindbaar");
    const stepItems = within(stepSection).getAllByRole("listitem");
    expect(stepItems).toHaveLength(3);
    expect(
      stepItems.map((item) => within(item).getByRole("heading", { level: 3 }).textContent),
    ).toEqual(steps.map((step, index) => `Stap ${index + 1}: ${step.title}`));

    const quotes = within(section("Ondernemers over Vindbaar")).getAllByRole("figure");
    expect(quotes).toHaveLength(4);
    testimonials.forEach((testimonial, index) => {
      expect(quotes[index]).toHaveTextContent(`“${testimonial.quote}”`);
      expect(quotes[index]).toHaveTextContent(testimonial.author);
      expect(quotes[index]).toHaveTextContent(`${testimonial.title}, ${testimonial.company}`);
    });
  });

  it("links the benefits section to /how-it-works and carries the plans, demo and CTA", () => {
    renderWithRouter(<HomePage />, "/");
    expect(
      within(section("Meer klanten, minder gedoe")).getByRole("link", {
        name: "Lees hoe Vindbaar werkt",
      }),
    ).toHaveAttribute("href", "/how-it-works");
    expect(
      within(document.getElementById("pricing") as HTMLElement).getAllByRole("article"),
    ).toHaveLength(4);
    expect(document.getElementById("cta")).not.toBeNull();
    expect(document.querySelectorAll("h1")).toHaveLength(1);
  });

  it("never skips a heading level", () => {
    const { container } = renderWithRouter(<HomePage />, "/");
    const levels = [...container.querySelectorAll("h1, h2, h3, h4, h5, h6")].map((el) =>
      Number(el.tagName[1]),
    );
    expect(levels[0]).toBe(1);
    levels.forEach((level, index) => {
      if (index > 0) expect(level - levels[index - 1]).toBeLessThanOrEqual(1);
    });
  });
});

import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ComponentType } from "react";
import { describe, expect, it, vi } from "vitest";
import { pageMeta } from "@/content/page-meta";
import { AdCampaignPage } from "@/pages/ad-campaign-page";
import { DemoPage } from "@/pages/demo-page";
import { FaqPage } from "@/pages/faq-page";
import { FeaturesPage } from "@/pages/features-page";
import { HomePage } from "@/pages/home-page";
import { HowItWorksPage } from "@/pages/how-it-works-page";
import { PricingPage } from "@/pages/pricing-page";
import { TestimonialsPage } from "@/pages/testimonials-page";
import { renderWithRouter } from "./render-with-router";

const pages: Array<[keyof typeof pageMeta, ComponentType, string]> = [
  ["/", HomePage, "Hoger in Google, zonder dat je er omkijken naar hebt"],
  ["/features", FeaturesPage, "Professionele SEO, volledig geautomatiseerd"],
  ["/how-it-works", HowItWorksPage, "Van aanmelden naar gevonden worden"],
  ["/demo", DemoPage, "Zie wat Vindbaar elke maand voor je maakt"],
  ["/testimonials", TestimonialsPage, "Wat klanten zeggen over Vindbaar"],
  ["/faq", FaqPage, "Veelgestelde vragen over Vindbaar"],
  ["/pricing", PricingPage, "Eerlijke prijzen, zonder verrassingen"],
  ["/ad-campagne", AdCampaignPage, "Meer klanten via Google, zonder er zelf uren in te steken"],
];

describe.each(pages)("%s", (path, Page, h1) => {
  it("has exactly one h1, no skipped heading levels and its metadata title", () => {
    const { container } = renderWithRouter(<Page />, path);
    const h1s = screen.getAllByRole("heading", { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveTextContent(h1);
    const levels = [...container.querySelectorAll("h1, h2, h3, h4, h5, h6")].map((el) =>
      Number(el.tagName[1]),
    );
    expect(levels[0]).toBe(1);
    levels.forEach((level, index) => {
      if (index > 0) expect(level - levels[index - 1]).toBeLessThanOrEqual(1);
    });
    expect(document.title).toBe(pageMeta[path].title);
  });
});

/** Section landmarks in document order, by their accessible names. */
function sectionNames(container: HTMLElement) {
  return [...container.querySelectorAll("section[aria-labelledby]")]
    .filter((el) => !el.parentElement?.closest("section"))
    .map((el) => document.getElementById(el.getAttribute("aria-labelledby") ?? "")?.textContent);
}

describe("features-type pages: hero, one section, then the call-to-action", () => {
  it.each([
    ["/features", FeaturesPage, "Acht manieren waarop Vindbaar je vindbaarder maakt"],
    ["/how-it-works", HowItWorksPage, "Zo regelt Vindbaar je SEO"],
    ["/testimonials", TestimonialsPage, "Echte ondernemers, echte resultaten"],
    ["/faq", FaqPage, "Heb je nog vragen?"],
  ] as const)("%s", (path, Page, sectionTitle) => {
    const { container } = renderWithRouter(<Page />, path);
    const names = sectionNames(container);
    expect(names).toHaveLength(2);
    expect(names[0]).toBe(sectionTitle);
    expect(container.querySelectorAll("section#cta")).toHaveLength(1);
  });

  it("/features shows the 8 feature cards", () => {
    renderWithRouter(<FeaturesPage />, "/features");
    const grid = screen.getByRole("region", {
      name: "Acht manieren waarop Vindbaar je vindbaarder maakt",
    });
    expect(within(grid).getAllByRole("heading", { level: 3 })).toHaveLength(8);
    expect(
      within(grid).getByText(/Lever met het Power-pakket content en rapporten onder je eigen merk/),
    ).toBeInTheDocument();
  });

  it("/how-it-works explains the three steps, with first content within 48 hours", () => {
    renderWithRouter(<HowItWorksPage />, "/how-it-works");
    const list = screen
      .getByRole("region", { name: "Zo regelt Vindbaar je SEO" })
      .querySelector("ol");
    expect(list?.children).toHaveLength(3);
    expect(
      screen.getByText(/wat je bedrijf doet, het adres van je website en de zoekwoorden/),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Je eerste blogpost en aanbevelingen heb je binnen 48 uur\./),
    ).toBeInTheDocument();
  });

  it("/testimonials shows the 4 testimonials with the rating summary", () => {
    renderWithRouter(<TestimonialsPage />, "/testimonials");
    expect(screen.getAllByRole("figure")).toHaveLength(4);
    expect(screen.getByText("4,9/5 gemiddelde beoordeling")).toBeInTheDocument();
  });
});

describe("/ad-campagne", () => {
  it("shows three benefit cards and the three results from facts.ts", () => {
    renderWithRouter(<AdCampaignPage />, "/ad-campagne");
    const benefits = screen.getByRole("region", { name: "SEO die gewoon gebeurt" });
    expect(within(benefits).getAllByRole("heading", { level: 3 })).toHaveLength(3);
    const results = screen.getByRole("region", { name: "Wat je van Vindbaar mag verwachten" });
    const figures = within(results)
      .getAllByRole("definition")
      .map((dd) => dd.textContent);
    expect(figures).toEqual(["Tot38%", "Ongeveer20 uur", "Binnen3 maanden"]);
    expect(
      within(results)
        .getAllByRole("term")
        .map((dt) => dt.textContent),
    ).toEqual(["meer organisch verkeer", "tijdwinst per maand", "zichtbare resultaten"]);
    expect(
      within(document.getElementById("pricing") as HTMLElement).getAllByRole("article"),
    ).toHaveLength(4);
  });

  it("scrolls to #pricing from both buttons and links to /demo", async () => {
    const user = userEvent.setup();
    const scrollIntoView = vi.spyOn(window.HTMLElement.prototype, "scrollIntoView");
    renderWithRouter(<AdCampaignPage />, "/ad-campagne");
    const pricing = document.getElementById("pricing");

    await user.click(screen.getByRole("button", { name: "Bekijk de pakketten" }));
    expect(scrollIntoView.mock.contexts).toEqual([pricing]);
    expect(within(pricing as HTMLElement).getByRole("heading", { level: 2 })).toHaveFocus();

    await user.click(screen.getByRole("button", { name: "Kies je pakket" }));
    expect(scrollIntoView.mock.contexts).toEqual([pricing, pricing]);

    expect(screen.getByRole("link", { name: "Bekijk Demo" })).toHaveAttribute("href", "/demo");
    expect(screen.getByRole("link", { name: "Bekijk eerst de demo" })).toHaveAttribute(
      "href",
      "/demo",
    );
  });

  it("sends a visitor choosing a plan to login with /ad-campagne as return address", async () => {
    const user = userEvent.setup();
    renderWithRouter(<AdCampaignPage />, "/ad-campagne");
    await user.click(screen.getByRole("button", { name: "Kies Basic" }));
    expect(screen.getByTestId("location")).toHaveTextContent(
      /^\/login\?returnUrl=%2Fad-campagne%3Fplan%3Dbasic#pricing$/,
    );
  });
});

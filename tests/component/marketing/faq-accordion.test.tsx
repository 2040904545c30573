import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { faqItems } from "@/content/faq";
import { plans } from "@/content/plans";
import { FaqPage } from "@/pages/faq-page";
import { renderWithRouter } from "./render-with-router";

function triggers() {
  return faqItems.map((item) => screen.getByRole("button", { name: item.question }));
}

/** The answer panel labelled by a trigger (force-mounted, so present even when closed). */
function panelOf(trigger: HTMLElement) {
  const panel = document.querySelector(`[role="region"][aria-labelledby="${trigger.id}"]`);
  if (!panel) throw new Error("trigger labels no panel");
  return panel;
}

function openStates() {
  return triggers().map((trigger) => trigger.getAttribute("aria-expanded"));
}

describe("FAQ accordion", () => {
  it("lists 8 questions as h3 buttons, all closed, with every answer already in the HTML", () => {
    renderWithRouter(<FaqPage />, "/faq");
    expect(faqItems).toHaveLength(8);
    const section = screen.getByRole("region", { name: "Heb je nog vragen?" });
    expect(within(section).getAllByRole("heading", { level: 3 })).toHaveLength(8);
    expect(openStates()).toEqual(Array(8).fill("false"));
    for (const [index, trigger] of triggers().entries()) {
      const panel = panelOf(trigger);
      expect(panel).toHaveTextContent(faqItems[index].answer);
      expect(panel).toHaveAttribute("data-state", "closed");
      // Hidden through the data-state class while closed (display: none in the browser).
      expect(panel.className).toContain("data-[state=closed]:hidden");
    }
  });

  it("opens one item at a time and collapses the open one when clicked again", async () => {
    const user = userEvent.setup();
    renderWithRouter(<FaqPage />, "/faq");
    const [first, second] = triggers();

    await user.click(first);
    expect(openStates()).toEqual(["true", ...Array(7).fill("false")]);
    expect(panelOf(first)).toHaveAttribute("data-state", "open");

    await user.click(second);
    expect(openStates()).toEqual(["false", "true", ...Array(6).fill("false")]);
    expect(panelOf(first)).toHaveAttribute("data-state", "closed");
    expect(panelOf(second)).toHaveAttribute("data-state", "open");

    await user.click(second);
    expect(openStates()).toEqual(Array(8).fill("false"));
    expect(panelOf(second)).toHaveAttribute("data-state", "closed");
  });

  it("toggles with Enter and Space from the keyboard", async () => {
    const user = userEvent.setup();
    renderWithRouter(<FaqPage />, "/faq");
    const [first, second] = triggers();

    first.focus();
    await user.keyboard("{Enter}");
    expect(first).toHaveAttribute("aria-expanded", "true");
    await user.keyboard("{Enter}");
    expect(first).toHaveAttribute("aria-expanded", "false");

    second.focus();
    await user.keyboard(" ");
    expect(second).toHaveAttribute("aria-expanded", "true");
    expect(first).toHaveAttribute("aria-expanded", "false");
    await user.keyboard(" ");
    expect(second).toHaveAttribute("aria-expanded", "false");
  });

  it("derives plan facts from the catalogue: Basic's 1 article and reports from Ultimate up", () => {
    renderWithRouter(<FaqPage />, "/faq");
    expect(
      screen.getByText(
        /Het Basic-pakket geeft je 1 artikel per maand\. Daarna loopt het op: 3 bij Pro, 9 bij Ultimate en 30 bij Power\./,
      ),
    ).toBeInTheDocument();
    const reportPlans = plans
      .filter((plan) =>
        plan.features.some((f) => f.included && f.text.startsWith("Maandelijks SEO-rapport")),
      )
      .map((plan) => plan.name);
    expect(reportPlans).toEqual(["Ultimate", "Power"]);
    expect(
      screen.getByText(/bij de pakketten Ultimate en Power ontvang je elke maand een SEO-rapport/),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/14 dagen geld-terug-garantie/, { selector: "div" }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Binnen 48 uur nadat je/)).toBeInTheDocument();
    expect(screen.getByText(/reken .* op 3-6 maanden/)).toBeInTheDocument();
    expect(
      screen.getByText(/De wijziging gaat in vanaf de volgende factuurperiode/),
    ).toBeInTheDocument();
  });
});

import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { PricingSection } from "@/components/marketing/pricing-section";
import { planCardLabels, planCards, pricingSection } from "@/content/pricing";
import { PricingPage } from "@/pages/pricing-page";
import { renderWithRouter } from "./render-with-router";

function card(name: string) {
  return screen.getByRole("article", { name });
}

function renderSection(props: Partial<Parameters<typeof PricingSection>[0]> = {}) {
  const onChoose = vi.fn();
  renderWithRouter(
    <PricingSection
      {...pricingSection}
      plans={planCards}
      labels={planCardLabels}
      onChoose={onChoose}
      {...props}
    />,
  );
  return onChoose;
}

describe("plan cards", () => {
  it("shows the 4 plans from the catalogue with exact prices per month", () => {
    renderSection();
    const cards = screen.getAllByRole("article");
    expect(cards).toHaveLength(4);
    expect(cards.map((el) => within(el).getByRole("heading", { level: 3 }).textContent)).toEqual([
      "Basic",
      "Pro",
      "Ultimate",
      "Power",
    ]);
    const prices: Array<[string, string]> = [
      ["Basic", "€ 19"],
      ["Pro", "€ 49"],
      ["Ultimate", "€ 99"],
      ["Power", "€ 199"],
    ];
    for (const [name, price] of prices) {
      expect(within(card(name)).getByText(price)).toBeInTheDocument();
      expect(within(card(name)).getByText("/maand")).toBeInTheDocument();
    }
    expect(within(card("Basic")).getByText("1 blogpost per maand")).toBeInTheDocument();
    // The blog count has its own row; the catalogue's blog line is not repeated in the list.
    expect(within(card("Basic")).queryByText("1 AI-blogpost per maand")).not.toBeInTheDocument();
    expect(within(card("Basic")).getAllByRole("listitem")).toHaveLength(12);
    expect(within(card("Power")).getByText("30 blogposts per maand")).toBeInTheDocument();
    expect(within(card("Basic")).getByText("Ideaal voor zzp'ers en starters")).toBeInTheDocument();
  });

  it("marks only Pro as 'Meest gekozen'", () => {
    renderSection();
    expect(screen.getAllByText("Meest gekozen")).toHaveLength(1);
    expect(within(card("Pro")).getByText("Meest gekozen")).toBeInTheDocument();
  });

  it("includes white label only on Power and marks excluded features for screen readers", () => {
    renderSection();
    const whiteLabelLine = (name: string) =>
      within(card(name)).getByText("White label voor resellers").closest("li") as HTMLElement;
    expect(whiteLabelLine("Power")).toHaveAttribute("data-included", "true");
    for (const name of ["Basic", "Pro", "Ultimate"]) {
      expect(whiteLabelLine(name)).toHaveAttribute("data-included", "false");
      expect(whiteLabelLine(name)).toHaveTextContent(
        "White label voor resellers (niet inbegrepen)",
      );
      expect(
        within(card(name)).queryByText("White label", { exact: true }),
      ).not.toBeInTheDocument();
    }
    expect(within(card("Power")).getByText("White label", { exact: true })).toBeInTheDocument();
    expect(
      within(card("Power")).queryByText("(niet inbegrepen)", { exact: false }),
    ).not.toBeInTheDocument();
  });

  it("includes API access from Ultimate up, as the api-keys function grants it", () => {
    renderSection();
    const apiLine = (name: string) =>
      within(card(name)).getByText("Toegang tot de Vindbaar API").closest("li") as HTMLElement;
    const included = ["Basic", "Pro", "Ultimate", "Power"].map((name) => [
      name,
      apiLine(name).getAttribute("data-included"),
    ]);
    expect(included).toEqual([
      ["Basic", "false"],
      ["Pro", "false"],
      ["Ultimate", "true"],
      ["Power", "true"],
    ]);
  });

  it("calls onChoose with the chosen plan", async () => {
    const user = userEvent.setup();
    const onChoose = renderSection();
    await user.click(screen.getByRole("button", { name: "Kies Ultimate" }));
    expect(onChoose).toHaveBeenCalledTimes(1);
    expect(onChoose.mock.calls[0][0]).toBe(planCards[2]);
  });

  it("shows 'JE HUIDIGE PLAN' and a disabled 'Je huidige plan' button on the current plan", async () => {
    const user = userEvent.setup();
    const onChoose = renderSection({ currentPlanId: "ultimate" });
    expect(screen.getAllByText("JE HUIDIGE PLAN")).toHaveLength(1);
    expect(within(card("Ultimate")).getByText("JE HUIDIGE PLAN")).toBeInTheDocument();
    const current = within(card("Ultimate")).getByRole("button", { name: "Je huidige plan" });
    expect(current).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Kies Ultimate" })).not.toBeInTheDocument();
    await user.click(current);
    expect(onChoose).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Kies Pro" })).toBeEnabled();
  });

  it("shows 'Verwerken...' on the plan being processed and blocks the other buttons", () => {
    renderSection({ processingPlanId: "pro" });
    const processing = within(card("Pro")).getByRole("button", { name: "Verwerken..." });
    expect(processing).toBeDisabled();
    expect(processing).toHaveAttribute("aria-busy", "true");
    expect(screen.getByRole("button", { name: "Kies Basic" })).toBeDisabled();
  });
});

describe("/pricing for a visitor", () => {
  it("sends a visitor who chooses a plan to login with a return address that keeps the plan", async () => {
    const user = userEvent.setup();
    renderWithRouter(<PricingPage />, "/pricing");
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/pricing$/);
    await user.click(screen.getByRole("button", { name: "Kies Pro" }));
    expect(screen.getByTestId("location")).toHaveTextContent(
      /^\/login\?returnUrl=%2Fpricing%3Fplan%3Dpro#pricing$/,
    );
  });

  it("has the pricing section with id pricing, the FAQ and the call-to-action", () => {
    renderWithRouter(<PricingPage />, "/pricing");
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(document.getElementById("pricing")).toContainElement(
      screen.getByRole("heading", { level: 2, name: "Kies het pakket dat bij je past" }),
    );
    expect(
      screen.getByRole("heading", { level: 2, name: "Heb je nog vragen?" }),
    ).toBeInTheDocument();
    expect(document.getElementById("cta")).not.toBeNull();
  });
});

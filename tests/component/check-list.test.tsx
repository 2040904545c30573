import { render, screen, within } from "@testing-library/react";
import { Lightbulb } from "lucide-react";
import { describe, expect, it } from "vitest";
import { CheckList } from "@/components/ui/check-list";
import { DemoReportExample } from "@/components/marketing/demo-report-example";
import { ctaContent } from "@/content/cta";
import { demoReport } from "@/content/demo";
import { CtaSection } from "@/features/cta-form";

describe("CheckList (one check list for the CTA, the exit offer and the demo report)", () => {
  it("renders each item after a decorative mark, wrapping long words", () => {
    render(<CheckList items={["Geen creditcard nodig", "x".repeat(300)]} />);
    const items = screen.getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "Geen creditcard nodig",
      "x".repeat(300),
    ]);
    for (const item of items) {
      expect(item.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
      expect(item.querySelector("span")?.className).toContain("[overflow-wrap:anywhere]");
    }
  });

  it("takes another mark", () => {
    render(<CheckList items={["Tip"]} icon={Lightbulb} />);
    expect(screen.getByRole("listitem").querySelector("svg")?.getAttribute("class")).toContain(
      "lucide-lightbulb",
    );
  });

  it("is what the CTA highlights and the demo report's recommendations render", () => {
    render(<CtaSection />);
    const highlights = screen.getByText(ctaContent.highlights[0]).closest("ul") as HTMLElement;
    expect(within(highlights).getAllByRole("listitem")).toHaveLength(ctaContent.highlights.length);
    expect(screen.getByText(ctaContent.highlights[0]).className).toContain(
      "[overflow-wrap:anywhere]",
    );

    render(<DemoReportExample data={demoReport} />);
    const tip = screen.getByText(demoReport.recommendations[0]);
    expect(tip.className).toContain("[overflow-wrap:anywhere]");
    expect(tip.closest("li")?.querySelector("svg")?.getAttribute("class")).toContain(
      "lucide-lightbulb",
    );
  });
});

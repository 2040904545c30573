import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { demoPage } from "@/content/demo";
import { DemoPage } from "@/pages/demo-page";
import { renderWithRouter } from "./render-with-router";

function tabs() {
  return {
    blog: screen.getByRole("tab", { name: "Blog Content" }),
    report: screen.getByRole("tab", { name: "SEO Rapport" }),
    dashboard: screen.getByRole("tab", { name: "Dashboard" }),
  };
}

function expectActive(tab: HTMLElement) {
  expect(tab).toHaveFocus();
  expect(tab).toHaveAttribute("aria-selected", "true");
  expect(screen.getAllByRole("tab", { selected: true })).toEqual([tab]);
  expect(screen.getByRole("tabpanel")).toHaveAttribute("aria-labelledby", tab.id);
}

describe("/demo tabs", () => {
  it("shows three tabs in order with Blog Content selected and its example visible", () => {
    renderWithRouter(<DemoPage />, "/demo");
    const list = screen.getByRole("tablist", { name: demoPage.tabsLabel });
    expect(list).toBeInTheDocument();
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
      "Blog Content",
      "SEO Rapport",
      "Dashboard",
    ]);
    expect(tabs().blog).toHaveAttribute("aria-selected", "true");
    expect(tabs().report).toHaveAttribute("aria-selected", "false");
    expect(
      screen.getByRole("heading", {
        level: 3,
        name: "Cv-ketel vervangen: 7 signalen dat het tijd is",
      }),
    ).toBeInTheDocument();
    // The other panels are in the markup (the prerendered page can switch tabs by itself) but
    // hidden, for the eye and for assistive technology.
    expect(screen.getByText("SEO-rapport mei 2025")).not.toBeVisible();
    expect(screen.queryByRole("heading", { name: "SEO-rapport mei 2025" })).toBeNull();
    expect(screen.getAllByRole("tabpanel")).toHaveLength(1);
  });

  it("moves focus and activates with ArrowRight, looping from the last tab to the first", async () => {
    const user = userEvent.setup();
    renderWithRouter(<DemoPage />, "/demo");
    await user.click(tabs().blog);
    expectActive(tabs().blog);

    await user.keyboard("{ArrowRight}");
    expectActive(tabs().report);
    expect(
      screen.getByRole("heading", { level: 3, name: "SEO-rapport mei 2025" }),
    ).toBeInTheDocument();

    await user.keyboard("{ArrowRight}");
    expectActive(tabs().dashboard);
    expect(screen.getByText("Ultimate Plan")).toBeInTheDocument();
    expect(screen.getByText("15 juni 2025")).toBeInTheDocument();

    await user.keyboard("{ArrowRight}");
    expectActive(tabs().blog);
  });

  it("moves focus and activates with ArrowLeft, looping from the first tab to the last", async () => {
    const user = userEvent.setup();
    renderWithRouter(<DemoPage />, "/demo");
    await user.click(tabs().blog);

    await user.keyboard("{ArrowLeft}");
    expectActive(tabs().dashboard);
    await user.keyboard("{ArrowLeft}");
    expectActive(tabs().report);
    await user.keyboard("{ArrowLeft}");
    expectActive(tabs().blog);
  });

  it("jumps to the last tab with End and to the first with Home", async () => {
    const user = userEvent.setup();
    renderWithRouter(<DemoPage />, "/demo");
    await user.click(tabs().blog);

    await user.keyboard("{End}");
    expectActive(tabs().dashboard);
    await user.keyboard("{Home}");
    expectActive(tabs().blog);
  });

  it("reaches the selected tab with Tab and then its panel", async () => {
    const user = userEvent.setup();
    renderWithRouter(<DemoPage />, "/demo");
    await user.click(tabs().report);
    await user.tab();
    expect(screen.getByRole("tabpanel")).toHaveFocus();
  });

  it("scrolls to the call-to-action section and focuses its heading", async () => {
    const user = userEvent.setup();
    const scrollIntoView = vi.spyOn(window.HTMLElement.prototype, "scrollIntoView");
    renderWithRouter(<DemoPage />, "/demo");
    await user.click(screen.getByRole("button", { name: demoPage.cta.button }));

    const cta = document.getElementById("cta");
    expect(cta).not.toBeNull();
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(cta);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: "smooth", block: "start" });
    expect(cta?.querySelector("h2")).toHaveFocus();
  });
});

import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { AccountNav } from "@/components/layout/account-nav";

const LINKS = [
  { label: "Dashboard", href: "/dashboard" },
  { label: "Rapporten", href: "/dashboard/reports" },
] as const;

function renderNav(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <AccountNav label="Klantomgeving" menuLabel="Menu" links={LINKS} />
      <Routes>
        <Route path="/dashboard" element={<h1>Dashboard page</h1>} />
        <Route path="/dashboard/reports" element={<h1>Reports page</h1>} />
        <Route path="*" element={<h1>Other page</h1>} />
      </Routes>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

/** The disclosure's state as the list shows it: hidden (a class, no CSS in jsdom) or not. */
const navHidden = () =>
  screen
    .getByRole("navigation", { name: "Klantomgeving", hidden: true })
    .classList.contains("hidden");

describe("the customer area's navigation on a phone", () => {
  it("is a button naming the current page that opens and closes the list", async () => {
    const user = renderNav("/dashboard");
    const toggle = screen.getByRole("button", { name: "Menu: Dashboard" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveAttribute(
      "aria-controls",
      screen.getByRole("navigation", { hidden: true }).id,
    );
    expect(navHidden()).toBe(true);
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(navHidden()).toBe(false);
    await user.click(toggle);
    expect(navHidden()).toBe(true);
  });

  it("closes on Escape and gives the focus back to the button", async () => {
    const user = renderNav("/dashboard");
    const toggle = screen.getByRole("button", { name: "Menu: Dashboard" });
    await user.click(toggle);
    await user.tab();
    expect(screen.getByRole("link", { name: "Dashboard" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveFocus();
  });

  it("closes once a page is chosen, the button naming that page and keeping the focus", async () => {
    const user = renderNav("/dashboard");
    await user.click(screen.getByRole("button", { name: "Menu: Dashboard" }));
    await user.click(screen.getByRole("link", { name: "Rapporten" }));
    expect(screen.getByRole("heading", { name: "Reports page" })).toBeInTheDocument();
    const toggle = screen.getByRole("button", { name: "Menu: Rapporten" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveFocus();
    expect(navHidden()).toBe(true);
  });

  it("says only 'Menu' on a page that is not in the list", () => {
    renderNav("/onboarding");
    expect(screen.getByRole("button", { name: "Menu" })).toBeInTheDocument();
  });
});

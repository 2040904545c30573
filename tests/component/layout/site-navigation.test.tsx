import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { Footer } from "@/components/layout/footer";
import { Header } from "@/components/layout/header";
import { paths } from "@/config/paths";
import { footerColumns, headerActions, headerLinks } from "@/content/navigation";

function renderHeader() {
  return render(
    <MemoryRouter>
      <Header
        brandName="Vindbaar"
        links={headerLinks}
        visitorActions={{ signIn: headerActions.signIn, getStarted: headerActions.getStarted }}
        memberAction={headerActions.dashboard}
        signedIn={false}
      />
      <main>
        <a href="#behind">Link achter het menu</a>
      </main>
    </MemoryRouter>,
  );
}

describe("mobile menu keyboard (issue 8 #5)", () => {
  it("closes on Escape and returns focus to the toggle", async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole("button", { name: "Menu openen" }));
    const menu = screen.getByRole("navigation", { name: "Mobiel menu" });
    await user.tab();
    expect(menu).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("navigation", { name: "Mobiel menu" })).not.toBeInTheDocument();
    const toggle = screen.getByRole("button", { name: "Menu openen" });
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  it("keeps Tab and Shift+Tab inside the open menu", async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole("button", { name: "Menu openen" }));
    const toggle = screen.getByRole("button", { name: "Menu sluiten" });
    const menu = screen.getByRole("navigation", { name: "Mobiel menu" });
    const menuLinks = within(menu).getAllByRole("link");
    const behind = screen.getByRole("link", { name: "Link achter het menu" });

    // Forward through every menu link and around to the toggle, never into the page.
    for (const link of menuLinks) {
      await user.tab();
      expect(link).toHaveFocus();
    }
    await user.tab();
    expect(toggle).toHaveFocus();
    await user.tab({ shift: true });
    expect(menuLinks[menuLinks.length - 1]).toHaveFocus();
    for (let i = 0; i < menuLinks.length * 2; i += 1) {
      await user.tab({ shift: true });
      expect(behind).not.toHaveFocus();
    }
  });
});

function renderFooter() {
  render(
    <MemoryRouter>
      <Footer brandName="Vindbaar" about="" columns={footerColumns} copyright="" bottomNote="" />
    </MemoryRouter>,
  );
  return screen.getByRole("contentinfo");
}

describe("footer links (issue 8 #12)", () => {
  it("links /faq and /testimonials", () => {
    const footer = renderFooter();
    expect(within(footer).getByRole("link", { name: "Veelgestelde vragen" })).toHaveAttribute(
      "href",
      paths.faq,
    );
    expect(within(footer).getByRole("link", { name: "Klantverhalen" })).toHaveAttribute(
      "href",
      paths.testimonials,
    );
  });

  it("speaks Dutch like the rest of the public site (issue 22)", () => {
    const footer = renderFooter();
    expect(within(footer).getByRole("link", { name: "Inloggen" })).toHaveAttribute(
      "href",
      paths.login,
    );
    expect(within(footer).getByRole("link", { name: "Account aanmaken" })).toHaveAttribute(
      "href",
      `${paths.login}?mode=signup`,
    );
    expect(
      within(footer)
        .getAllByRole("heading")
        .map((heading) => heading.textContent),
    ).toEqual(["Product", "Bronnen", "Bedrijf", "Juridisch"]);
    for (const english of ["Login", "Sign Up", "Resources"]) {
      expect(within(footer).queryByText(english)).toBeNull();
    }
  });
});

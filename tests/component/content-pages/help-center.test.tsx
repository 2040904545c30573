import { createEvent, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { HelpCenterPage } from "@/pages/help-center-page";
import { renderPage } from "./render-page";

describe("HelpCenterPage", () => {
  it("has a labelled search box whose submit does nothing", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    renderPage(<HelpCenterPage />, "/help-center");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Hoe kunnen we je helpen?");

    const search = screen.getByRole("searchbox", { name: "Zoek in het helpcentrum" });
    await userEvent.type(search, "factuur");
    const form = screen.getByRole("search");
    const submit = createEvent.submit(form);
    fireEvent(form, submit);

    expect(submit.defaultPrevented).toBe(true);
    expect(search).toHaveValue("factuur");
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("lists the three categories with their article counts", () => {
    renderPage(<HelpCenterPage />, "/help-center");
    const section = screen.getByRole("region", { name: "Blader per onderwerp" });
    // The category cards (each card lists its articles in a list of its own).
    const items = within(section)
      .getAllByRole("listitem")
      .filter((item) => within(item).queryByRole("heading", { level: 3 }));
    expect(items).toHaveLength(3);

    const expected = [
      ["Getting Started", "12 artikelen"],
      ["Account en facturering", "8 artikelen"],
      ["Features & Tools", "15 artikelen"],
    ];
    expected.forEach(([title, count], index) => {
      expect(within(items[index]).getByRole("heading", { level: 3 })).toHaveTextContent(title);
      expect(within(items[index]).getByText(count)).toBeInTheDocument();
    });
  });

  it("lists each category's articles, in their order, as links to their pages", () => {
    renderPage(<HelpCenterPage />, "/help-center");
    const card = screen
      .getByRole("heading", { level: 3, name: "Account en facturering" })
      .closest("li") as HTMLElement;
    const links = within(card).getAllByRole("link");
    expect(links).toHaveLength(8);
    expect(links[0]).toHaveTextContent("De pakketten en wat erin zit");
    expect(links[0]).toHaveAttribute("href", "/help-center/pakketten-vergelijken");
  });

  it("has a contact button that leads to /contact", () => {
    renderPage(<HelpCenterPage />, "/help-center");
    expect(screen.getByRole("link", { name: "Neem contact op met support" })).toHaveAttribute(
      "href",
      "/contact",
    );
  });
});

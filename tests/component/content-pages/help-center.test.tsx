import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { HelpCenterPage } from "@/pages/help-center-page";
import { serializeHelpSearchIndex } from "../../../scripts/content/help-search-index";
import { renderPage } from "./render-page";

describe("HelpCenterPage", () => {
  it("has a labelled search box that searches the help articles", async () => {
    // The page's own search loads the index the build wrote; here the network answers with the
    // index built from the real articles.
    const fetchSpy = vi
      .spyOn(globalThis, "fetch")
      .mockImplementation(async () => new Response(serializeHelpSearchIndex().json));
    renderPage(<HelpCenterPage />, "/help-center");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Hoe kunnen we je helpen?");

    const search = screen.getByRole("searchbox", { name: "Zoek in het helpcentrum" });
    expect(search).toHaveAccessibleDescription(
      "Typ een vraag of een paar woorden: de artikelen verschijnen terwijl je typt.",
    );
    expect(fetchSpy).not.toHaveBeenCalled();
    await userEvent.type(search, "factuur");
    expect(
      await screen.findByRole("link", { name: "Facturen downloaden en je betaalmethode wijzigen" }),
    ).toBeVisible();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it("opens the chat when the search found nothing and the visitor asks for it", async () => {
    vi.spyOn(globalThis, "fetch").mockImplementation(
      async () => new Response(serializeHelpSearchIndex().json),
    );
    renderPage(<HelpCenterPage />, "/help-center");
    // The help centre has no chat until it is asked for.
    expect(screen.queryByRole("button", { name: "Open de chatassistent" })).toBeNull();

    await userEvent.type(screen.getByRole("searchbox"), "qqqxxzz");
    await userEvent.click(await screen.findByRole("button", { name: "Stel je vraag in de chat" }));
    expect(await screen.findByRole("dialog", { name: "Vindbaar-assistent" })).toBeVisible();

    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await userEvent.click(screen.getByRole("button", { name: "Stel je vraag in de chat" }));
    expect(await screen.findByRole("dialog", { name: "Vindbaar-assistent" })).toBeVisible();
  });

  it("lists the three categories with their article counts", () => {
    renderPage(<HelpCenterPage />, "/help-center");
    const section = screen.getByRole("region", { name: "Blader per onderwerp" });
    const items = within(section).getAllByRole("listitem");
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

  it("has a contact button that leads to /contact", () => {
    renderPage(<HelpCenterPage />, "/help-center");
    expect(screen.getByRole("link", { name: "Neem contact op met support" })).toHaveAttribute(
      "href",
      "/contact",
    );
  });
});

import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { HelpCenterPage } from "@/pages/help-center-page";
import { serializeHelpSearchIndex } from "../../../scripts/content/help-search-index";
import { renderPage } from "./render-page";

/** The index the build would write, from the real help articles. */
const INDEX = serializeHelpSearchIndex().json;

// The search's and the chat's chunks, compiled once up front: on a busy machine their first
// import alone can outlast a findBy's wait.
beforeAll(async () => {
  await import("@/features/help-search/components/help-search-panel");
  await import("@/features/chat/components/chat-assistant");
  await import("@/features/chat/components/chat-window");
});

describe("HelpCenterPage", () => {
  it("has a labelled search box that searches the help articles", async () => {
    // The page's own search loads the index the build wrote; here the network answers with the
    // index built from the real articles.
    const fetchSpy = vi
      .spyOn(globalThis, "fetch")
      .mockImplementation(async () => new Response(INDEX));
    renderPage(<HelpCenterPage />, "/help-center");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Hoe kunnen we je helpen?");

    const search = screen.getByRole("searchbox", { name: "Zoek in het helpcentrum" });
    expect(search).toHaveAccessibleDescription(
      "Typ een vraag of een paar woorden: de artikelen verschijnen terwijl je typt.",
    );
    expect(fetchSpy).not.toHaveBeenCalled();
    await userEvent.type(search, "factuur");
    // The categories list the same article; the search's own list is meant here.
    const results = await screen.findByRole("list", { name: "Gevonden artikelen" });
    expect(
      within(results).getByRole("link", {
        name: "Facturen downloaden en je betaalmethode wijzigen",
      }),
    ).toBeVisible();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it("opens the chat when the search found nothing and the visitor asks for it", async () => {
    vi.spyOn(globalThis, "fetch").mockImplementation(async () => new Response(INDEX));
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

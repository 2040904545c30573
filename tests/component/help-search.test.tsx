import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import { serializeHelpSearchIndex } from "../../scripts/content/help-search-index";
import { helpCenterPage } from "@/content/help-center";
import { HelpSearch } from "@/features/help-search";
import { createHelpSearchLoader } from "@/features/help-search/load-help-search";

/** The index built from the real help articles, as the build writes it. */
const index = serializeHelpSearchIndex().json;
const FACTUREN_TITLE = "Facturen downloaden en je betaalmethode wijzigen";

function Address() {
  const location = useLocation();
  return <p data-testid="address">{`${location.pathname}${location.search}`}</p>;
}

function setup(fetchIndex: () => Promise<string> = async () => index) {
  const user = userEvent.setup();
  const onOpenChat = vi.fn();
  const loader = createHelpSearchLoader(fetchIndex);
  render(
    <MemoryRouter initialEntries={["/help-center"]}>
      <Routes>
        <Route
          path="/help-center"
          element={
            <HelpSearch {...helpCenterPage.search} onOpenChat={onOpenChat} loader={loader} />
          }
        />
        <Route path="*" element={<Address />} />
      </Routes>
    </MemoryRouter>,
  );
  const box = screen.getByRole("searchbox", { name: "Zoek in het helpcentrum" });
  return { user, box, onOpenChat };
}

const LIST = { name: "Gevonden artikelen" };
/** The result links, once the list is there. */
const hits = async () => within(await screen.findByRole("list", LIST)).getAllByRole("link");
const status = (text: string) =>
  screen.getAllByRole("status").find((element) => element.textContent === text);

// The search's chunk, compiled once up front: under a busy machine its first import alone can
// outlast a findBy's wait.
beforeAll(async () => {
  await import("@/features/help-search/components/help-search-panel");
});

describe("HelpSearch", () => {
  it("lists matching articles with the typed words marked in title and snippet", async () => {
    const { user, box } = setup();
    await user.type(box, "facturen");

    const list = await screen.findByRole("list", { name: "Gevonden artikelen" });
    const link = within(list).getByRole("link", { name: FACTUREN_TITLE });
    expect(link).toHaveAttribute("href", "/help-center/facturen-en-betaalmethode");
    expect(within(list).getAllByRole("link")).toHaveLength(1);
    const marks = [...link.querySelectorAll("mark")].map((mark) => mark.textContent);
    // The title's "Facturen" and the snippet's "factuur"/"facturen": one term, every form marked.
    expect(marks[0]).toBe("Facturen");
    expect(marks.slice(1).length).toBeGreaterThan(0);
    expect(marks.slice(1).every((word) => /^factu/i.test(word ?? ""))).toBe(true);
    expect(link).toHaveAccessibleDescription(/^Account en facturering · /);
    expect(status("1 resultaat")).toBeDefined();
  });

  it("announces the number of results", async () => {
    const { user, box } = setup();
    await user.type(box, "scan mislukt");
    const count = (await hits()).length;
    expect(count).toBeGreaterThan(1);
    expect(status(`${count} resultaten`)).toBeDefined();
  });

  it("moves through the results with the arrow keys and clears with Escape", async () => {
    const { user, box } = setup();
    await user.type(box, "scan mislukt");
    const links = await hits();
    expect(links.length).toBeGreaterThan(1);

    await user.keyboard("{ArrowDown}");
    expect(links[0]).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(links[1]).toHaveFocus();
    await user.keyboard("{ArrowUp}{ArrowUp}");
    expect(box).toHaveFocus();

    await user.keyboard("{ArrowDown}{Escape}");
    expect(box).toHaveFocus();
    expect(box).toHaveValue("");
    expect(screen.queryByRole("list", LIST)).toBeNull();

    await user.type(box, "api");
    await screen.findByRole("link", { name: "API-sleutels aanmaken en intrekken" });
    await user.keyboard("{Escape}");
    expect(box).toHaveValue("");
  });

  it("opens the focused result with Enter", async () => {
    const { user, box } = setup();
    await user.type(box, "wachtwoord vergeten");
    await hits();
    await user.keyboard("{ArrowDown}{Enter}");
    expect(screen.getByTestId("address")).toHaveTextContent(
      "/help-center/wachtwoord-herstellen-of-wijzigen",
    );
  });

  it("opens the first result when the form is submitted from the field", async () => {
    const { user, box } = setup();
    await user.type(box, "geld terug");
    await hits();
    await user.keyboard("{Enter}");
    expect(screen.getByTestId("address")).toHaveTextContent("/help-center/geld-terug-garantie");
  });

  it("says 'Geen resultaat' and offers the chat and the contact form with the question", async () => {
    const { user, box, onOpenChat } = setup();
    await user.type(box, "qqqxxzz wqzv?");

    expect(await screen.findByText("Geen resultaat", { selector: "p:not([role])" })).toBeVisible();
    expect(status("Geen resultaat")).toBeDefined();
    await user.click(screen.getByRole("button", { name: "Stel je vraag in de chat" }));
    expect(onOpenChat).toHaveBeenCalledTimes(1);

    const contact = screen.getByRole("link", { name: "Stuur je vraag via het contactformulier" });
    expect(contact).toHaveAttribute("href", "/contact?vraag=qqqxxzz%20wqzv%3F");
    await user.click(contact);
    expect(screen.getByTestId("address")).toHaveTextContent("/contact?vraag=qqqxxzz%20wqzv%3F");
  });

  it("loads nothing until the box is used, then fetches the index once", async () => {
    const fetchIndex = vi.fn(async () => index);
    const { user, box } = setup(fetchIndex);
    expect(fetchIndex).not.toHaveBeenCalled();

    await user.hover(box);
    await waitFor(() => expect(fetchIndex).toHaveBeenCalledTimes(1));
    await user.type(box, "factuur");
    await user.clear(box);
    await user.type(box, "btw");
    await screen.findByRole("link", { name: FACTUREN_TITLE });
    expect(fetchIndex).toHaveBeenCalledTimes(1);
  });

  it("keeps what was typed while loading, says so after 300 ms, and searches it when ready", async () => {
    let deliver: (json: string) => void = () => {};
    const { user, box } = setup(() => new Promise((resolve) => (deliver = resolve)));
    await user.type(box, "facturen");

    expect(screen.queryByText("De zoekfunctie wordt geladen…")).toBeNull();
    expect(await screen.findByText("De zoekfunctie wordt geladen…")).toBeVisible();
    expect(box).toHaveValue("facturen");

    await act(async () => deliver(index));
    expect(await screen.findByRole("link", { name: FACTUREN_TITLE })).toBeVisible();
    expect(screen.queryByText("De zoekfunctie wordt geladen…")).toBeNull();
  });

  it("carries out a submit sent before the search had loaded", async () => {
    let deliver: (json: string) => void = () => {};
    const { user, box } = setup(() => new Promise((resolve) => (deliver = resolve)));
    await user.type(box, "api sleutel{Enter}");
    await act(async () => deliver(index));
    await waitFor(() =>
      expect(screen.getByTestId("address")).toHaveTextContent("/help-center/api-sleutels"),
    );
  });

  it("offers a retry when the search could not load", async () => {
    let online = false;
    const fetchIndex = vi.fn(async () => {
      if (!online) throw new TypeError("Failed to fetch");
      return index;
    });
    const { user, box } = setup(fetchIndex);
    await user.type(box, "factuur");

    expect(
      await screen.findByText(
        "De zoekfunctie kon niet laden. Controleer je internetverbinding en probeer het opnieuw.",
      ),
    ).toBeVisible();
    online = true;
    await user.click(screen.getByRole("button", { name: "Opnieuw proberen" }));
    expect(await screen.findByRole("link", { name: FACTUREN_TITLE })).toBeVisible();
    expect(box).toHaveValue("factuur");
  });
});

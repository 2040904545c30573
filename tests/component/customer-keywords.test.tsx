import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { CustomerKeywords } from "@/features/keyword-tool/customer-area";
import { FunctionCallError } from "@/lib/invoke-function";

const invoke = vi.hoisted(() => ({ fn: vi.fn() }));
vi.mock("@/lib/invoke-function", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/invoke-function")>()),
  invokeFunction: invoke.fn,
}));

const KEYWORD = {
  keyword: "cv-ketel vervangen",
  sources: ["profile", "post"],
  inTitle: true,
  inHeading: false,
  inUrl: null,
  posts: 2,
  volume: null,
  position: null,
};

function renderList() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <CustomerKeywords />
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

beforeEach(() => invoke.fn.mockReset());

describe("/seo-helper: Jouw zoekwoorden", () => {
  it("shows what was measured and says volume and position are not available", async () => {
    invoke.fn.mockResolvedValue({ keywords: [KEYWORD], reportDate: null });
    renderList();
    const table = await screen.findByTestId("customer-keywords");
    const row = within(table).getByRole("row", { name: /cv-ketel vervangen/ });
    expect(
      within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual([
      "Bedrijfsprofiel, Artikel",
      "Ja",
      "Nee",
      "Niet gemeten",
      "2",
      "Zoekvolume: niet beschikbaar",
      "Positie: niet gemeten",
    ]);
    expect(
      screen.getByText(
        "Nog geen rapport: zodra je eerste scan klaar is, zie je hier waar je zoekwoorden staan.",
      ),
    ).toBeTruthy();
    expect(invoke.fn).toHaveBeenCalledWith("content?view=keywords", undefined, { method: "GET" });
  });

  it("points to the business profile when there are no keywords yet", async () => {
    invoke.fn.mockResolvedValue({ keywords: [], reportDate: null });
    renderList();
    expect(
      await screen.findByText("Je hebt nog geen zoekwoorden. Voeg ze toe in je bedrijfsprofiel."),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Naar bedrijfsprofiel" })).toHaveAttribute(
      "href",
      "/dashboard/profile",
    );
  });

  it("says so when loading failed, and retries", async () => {
    invoke.fn.mockRejectedValueOnce(new FunctionCallError("Unexpected answer", 400, false));
    invoke.fn.mockResolvedValueOnce({ keywords: [KEYWORD], reportDate: null });
    renderList();
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Je zoekwoorden konden niet worden geladen.",
    );
    await userEvent.click(screen.getByRole("button", { name: "Opnieuw proberen" }));
    await waitFor(() => expect(screen.getByTestId("customer-keywords")).toBeTruthy());
  });
});

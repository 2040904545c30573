import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { SearchConsoleState } from "@contract/search-console";
import { SEARCH_CONSOLE_MESSAGES } from "@contract/search-console";
import { SearchConsoleCard } from "@/features/search-console/customer-area";

const invoke = vi.hoisted(() => ({ fn: vi.fn() }));
vi.mock("@/lib/call-function", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/call-function")>()),
  callFunction: invoke.fn,
}));

const PROPERTY = "https://www.bakkerijdevries.nl/";

function renderCard(state: SearchConsoleState) {
  invoke.fn.mockImplementation(async (name: string) => {
    if (name === "search-console") return state;
    throw new Error(`unexpected call ${name}`);
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SearchConsoleCard />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  invoke.fn.mockReset();
});

describe("the import on the Search Console card", () => {
  it("says the data is being fetched right after a property was chosen", async () => {
    renderCard({
      status: "connected",
      property: PROPERTY,
      connectedAt: "2026-11-26T10:00:00.000Z",
      import: null,
    });
    expect(
      await screen.findByText("We halen je gegevens op bij Google. Dat duurt een paar minuten."),
    ).toHaveAttribute("role", "status");
  });

  it("shows the backfill's progress and when it last imported", async () => {
    renderCard({
      status: "connected",
      property: PROPERTY,
      connectedAt: "2026-11-26T10:00:00.000Z",
      import: {
        lastImportAt: "2026-11-26T13:05:00.000Z",
        lastError: null,
        backfillComplete: false,
        backfillPercent: 41,
      },
    });
    const progress = await screen.findByRole("progressbar", { name: "Voortgang van het ophalen" });
    expect(progress).toHaveAttribute("aria-valuenow", "41");
    expect(
      screen.getByText("Gegevens van de afgelopen 16 maanden ophalen: 41%"),
    ).toBeInTheDocument();
    expect(screen.getByText("Laatst bijgewerkt: 26 nov, 14:05")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows 'Laatste import mislukt: …' with the reason, and no progress once complete", async () => {
    renderCard({
      status: "connected",
      property: PROPERTY,
      connectedAt: "2026-11-26T10:00:00.000Z",
      import: {
        lastImportAt: "2026-11-25T10:00:00.000Z",
        lastError: SEARCH_CONSOLE_MESSAGES.propertyAccessLost,
        backfillComplete: true,
        backfillPercent: 100,
      },
    });
    expect(await screen.findByRole("alert")).toHaveTextContent(
      `Laatste import mislukt: ${SEARCH_CONSOLE_MESSAGES.propertyAccessLost}`,
    );
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
  });
});

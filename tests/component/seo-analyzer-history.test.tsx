import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AnalysisHistory } from "@/features/seo-analyzer/customer-area";
import { changeLocale } from "@/i18n";
import { FunctionCallError } from "@/lib/call-function";

const invoke = vi.hoisted(() => ({ fn: vi.fn() }));
vi.mock("@/lib/call-function", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/call-function")>()),
  callFunction: invoke.fn,
}));

const ITEM = {
  id: "7c9e6679-7425-40de-944b-e07fc1f90ae7",
  url: "https://bakkerij.nl",
  finalUrl: "https://bakkerij.nl/",
  analyzedAt: "2026-11-24T10:00:00.000Z",
  overallScore: 75,
  seoScore: 75,
  pagespeedStatus: "unavailable",
};

function renderHistory() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AnalysisHistory />
    </QueryClientProvider>,
  );
}

beforeEach(() => invoke.fn.mockReset());
afterEach(() => vi.restoreAllMocks());

describe("/seo-helper: Jouw analyses", () => {
  it("shows loading, then the empty state", async () => {
    let release: (value: unknown) => void = () => {};
    invoke.fn.mockReturnValue(new Promise((resolve) => (release = resolve)));
    renderHistory();
    expect(screen.getByRole("status")).toHaveTextContent("Analyses laden…");
    release({ analyses: [] });
    expect(
      await screen.findByText(
        "Nog geen analyses. Analyseer hierboven je eerste pagina; het resultaat verschijnt hier.",
      ),
    ).toBeTruthy();
    expect(invoke.fn).toHaveBeenCalledWith("analyze-site", undefined, { method: "GET" });
  });

  it("lists the analyses with address and score", async () => {
    invoke.fn.mockResolvedValue({
      analyses: [
        ITEM,
        {
          ...ITEM,
          id: "9c9e6679-7425-40de-944b-e07fc1f90ae7",
          finalUrl: "https://loodgieter.nl/",
          overallScore: null,
        },
      ],
    });
    renderHistory();
    const list = await screen.findByTestId("analysis-history");
    expect(list.querySelectorAll("li")).toHaveLength(2);
    expect(list.children[0]).toHaveTextContent("https://bakkerij.nl/");
    expect(list.children[0]).toHaveTextContent("Score: 75");
    expect(list.children[1]).toHaveTextContent("Score: Niet gemeten");
  });

  it("says so when the list could not be loaded, and retries on request", async () => {
    invoke.fn.mockRejectedValueOnce(new FunctionCallError("Unexpected answer", 400, false));
    invoke.fn.mockResolvedValueOnce({ analyses: [ITEM] });
    renderHistory();
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Je analyses konden niet worden geladen.",
    );
    await userEvent.click(screen.getByRole("button", { name: "Opnieuw proberen" }));
    await waitFor(() => expect(screen.getByTestId("analysis-history")).toBeTruthy());
  });
});

describe("/seo-helper: Your analyses (English)", () => {
  afterEach(async () => {
    await act(() => changeLocale("nl"));
  });

  it("lists the analyses with the date and score in English", async () => {
    await act(() => changeLocale("en"));
    invoke.fn.mockResolvedValue({
      analyses: [ITEM, { ...ITEM, id: "9c9e6679-7425-40de-944b-e07fc1f90ae7", overallScore: null }],
    });
    renderHistory();
    expect(await screen.findByRole("heading", { name: "Your analyses" })).toBeTruthy();
    const list = await screen.findByTestId("analysis-history");
    expect(list.children[0]).toHaveTextContent("24 November 2026");
    expect(list.children[0]).toHaveTextContent("Score: 75");
    expect(list.children[1]).toHaveTextContent("Score: Not measured");
    expect(screen.getAllByRole("button", { name: "View" })).toHaveLength(2);
  });
});

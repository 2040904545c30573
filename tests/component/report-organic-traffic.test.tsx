import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import type { OrganicTraffic, ReadyOrganicTraffic } from "@contract/organic-traffic";
import { OrganicTrafficSection } from "@/features/reports/components/organic-traffic-section";
import { changeLocale } from "@/i18n";

const READY: ReadyOrganicTraffic = {
  status: "ready",
  period: { from: "2026-10-27", to: "2026-11-23" },
  previousPeriod: { from: "2026-09-29", to: "2026-10-26" },
  totals: { clicks: 2501, impressions: 15587, ctr: 2501 / 15587, position: 12.61 },
  previousTotals: { clicks: 2286, impressions: 15119, ctr: 2286 / 15119, position: 12.84 },
  change: { clicks: 9.405, impressions: 3.095 },
  months: [
    {
      month: "2026-10",
      from: "2026-10-01",
      to: "2026-10-31",
      clicks: 2587,
      impressions: 16744,
      partial: false,
    },
    {
      month: "2026-11",
      from: "2026-11-01",
      to: "2026-11-23",
      clicks: 2022,
      impressions: 12794,
      partial: true,
    },
  ],
  topQueries: [
    { key: "bakkerij de vries", clicks: 860, impressions: 2482, ctr: 860 / 2482, position: 1.74 },
  ],
  topPages: [
    {
      key: "https://www.bakkerij.nl/blog/desembrood-bakken-met-een-lange-rijstijd",
      clicks: 1191,
      impressions: 2875,
      ctr: 1191 / 2875,
      position: 3.82,
    },
  ],
  winners: [{ query: "bakkerij de vries adres", previousClicks: 207, clicks: 262, change: 55 }],
  losers: [],
};

function renderSection(organic: OrganicTraffic, name = "Organisch verkeer uit Google") {
  render(
    <MemoryRouter>
      <OrganicTrafficSection organic={organic} />
    </MemoryRouter>,
  );
  return screen.getByRole("region", { name });
}

/** A table row as its cells' texts, one space between cells. */
const rowText = (table: HTMLElement, index: number) =>
  Array.from((within(table).getAllByRole("row")[index] as HTMLTableRowElement).cells)
    .map((cell) => cell.textContent!.trim())
    .join(" ");

describe("Organisch verkeer uit Google on the report page", () => {
  it("without a connection says what connecting gives and links to the dashboard's card", () => {
    const section = renderSection({ status: "not-connected" });
    expect(section).toHaveTextContent(
      "Koppel Google Search Console om hier te zien hoe vaak je website in Google verschijnt en hoeveel mensen erop klikken",
    );
    expect(
      within(section).getByRole("link", {
        name: "Naar je dashboard om Search Console te koppelen",
      }),
    ).toHaveAttribute("href", "/dashboard");
    expect(within(section).queryByRole("table")).toBeNull();
  });

  it("connected without data for the period says the import is on its way", () => {
    const section = renderSection({ status: "no-data" });
    expect(section).toHaveTextContent(
      "Google Search Console is gekoppeld, maar voor de periode van dit rapport hebben we nog geen gegevens opgehaald.",
    );
    expect(
      within(section).getByRole("link", { name: "Bekijk de import op je dashboard" }),
    ).toHaveAttribute("href", "/dashboard");
  });

  it("with data states the period in Dutch dates and shows the figures nl-NL formatted", () => {
    const section = renderSection(READY);
    expect(within(section).getByTestId("organic-period")).toHaveTextContent(
      "Periode: 27 oktober t/m 23 november 2026, vergeleken met 29 september t/m 26 oktober 2026 (de laatste 28 dagen met cijfers van Google op de rapportdatum, en de 28 dagen daarvoor). Bron: Google Search Console.",
    );
    const totals = within(section).getByTestId("organic-totals");
    expect(totals).toHaveTextContent(
      "Klikken2.501+9,4% t.o.v. vorige periodevorige periode: 2.286" +
        "Vertoningen15.587+3,1% t.o.v. vorige periodevorige periode: 15.119" +
        "CTR16,0%vorige periode: 15,1%" +
        "Gem. positie12,6vorige periode: 12,8",
    );

    const months = within(section).getByRole("table", {
      name: "Klikken en vertoningen per kalendermaand, de oudste maand eerst",
    });
    expect(rowText(months, 1)).toBe("oktober 2026 2.587 16.744");
    expect(rowText(months, 2)).toBe(
      "november 2026deels: alleen 1 t/m 23 november 2026 2.022 12.794",
    );

    expect(rowText(within(section).getByTestId("organic-top-queries"), 1)).toBe(
      "bakkerij de vries 860 2.482 34,6% 1,7",
    );
    expect(rowText(within(section).getByTestId("organic-top-pages"), 1)).toBe(
      "https://www.bakkerij.nl/blog/desembrood-bakken-met-een-lange-rijstijd 1.191 2.875 41,4% 3,8",
    );
    expect(rowText(within(section).getByTestId("organic-winners"), 0)).toBe(
      "Zoekopdracht Vorige periode Deze periode Verschil",
    );
    expect(rowText(within(section).getByTestId("organic-winners"), 1)).toBe(
      "bakkerij de vries adres 207 262 +55",
    );
    // No losers: said in words, not an empty table.
    expect(within(section).queryByTestId("organic-losers")).toBeNull();
    expect(section).toHaveTextContent(
      "Geen zoekopdracht verloor klikken ten opzichte van de vorige periode.",
    );
  });
});

describe("Organic traffic from Google in English", () => {
  afterEach(() => changeLocale("nl"));

  it("states the period and the figures the English way", async () => {
    await changeLocale("en");
    const section = renderSection(READY, "Organic traffic from Google");
    expect(within(section).getByTestId("organic-period")).toHaveTextContent(
      "Period: 27 October to 23 November 2026, compared with 29 September to 26 October 2026 (the last 28 days with figures from Google on the report date, and the 28 days before). Source: Google Search Console.",
    );
    expect(within(section).getByTestId("organic-totals")).toHaveTextContent(
      "Clicks2,501+9.4% vs previous periodprevious period: 2,286" +
        "Impressions15,587+3.1% vs previous periodprevious period: 15,119" +
        "CTR16.0%previous period: 15.1%" +
        "Avg. position12.6previous period: 12.8",
    );
    const months = within(section).getByRole("table", {
      name: "Clicks and impressions per calendar month, oldest month first",
    });
    expect(rowText(months, 2)).toBe(
      "November 2026partial: only 1 to 23 November 2026 2,022 12,794",
    );
    expect(rowText(within(section).getByTestId("organic-top-queries"), 1)).toBe(
      "bakkerij de vries 860 2,482 34.6% 1.7",
    );
    expect(rowText(within(section).getByTestId("organic-winners"), 0)).toBe(
      "Search query Previous period This period Difference",
    );
    expect(section).toHaveTextContent(
      "No search query lost clicks compared with the previous period.",
    );
  });

  it("without a connection links to the dashboard in English", async () => {
    await changeLocale("en");
    const section = renderSection({ status: "not-connected" }, "Organic traffic from Google");
    expect(
      within(section).getByRole("link", { name: "Go to your dashboard to connect Search Console" }),
    ).toHaveAttribute("href", "/dashboard");
  });
});

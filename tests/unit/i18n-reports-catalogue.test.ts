// @vitest-environment jsdom
import { renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  changeNl,
  countNl,
  ctrNl,
  differenceNl,
  monthNl,
  periodNl,
  positionNl,
} from "@contract/dutch-figures";
import { ORGANIC_TRAFFIC_TEXT } from "@contract/organic-traffic";
import { useOrganicFigures } from "@/features/reports/components/use-organic-figures";
import { i18n } from "@/i18n/i18n";
import { nl } from "@/i18n/locales/nl";
import { ISSUE_CATALOGUE } from "../../supabase/functions/_shared/seo/issue-catalogue.ts";

/**
 * The report page speaks the catalogue, its PDF (always Dutch) the server's texts: in Dutch they
 * must read the same, word for word and figure for figure.
 */
describe("the Dutch report page says what its PDF says", () => {
  it("every audit's title and why, and no other", () => {
    expect(nl.audits.issues).toEqual(
      Object.fromEntries(
        Object.entries(ISSUE_CATALOGUE).map(([id, { title, why }]) => [id, { title, why }]),
      ),
    );
  });

  it("the organic-traffic words the page shares with the PDF", () => {
    const { organic } = nl.reports;
    for (const key of [
      "title",
      "notConnected",
      "noData",
      "monthsHeading",
      "topQueriesHeading",
      "topPagesHeading",
      "winnersHeading",
      "losersHeading",
      "noQueries",
      "noPages",
      "noWinners",
      "noLosers",
    ] as const) {
      expect({ key, text: organic[key] }).toEqual({ key, text: ORGANIC_TRAFFIC_TEXT[key] });
    }
    expect(organic.metrics).toEqual(ORGANIC_TRAFFIC_TEXT.metrics);
    for (const [key, text] of Object.entries(organic.columns)) {
      expect(text).toBe(ORGANIC_TRAFFIC_TEXT.columns[key as keyof typeof organic.columns]);
    }
    const t = i18n.getFixedT("nl", "reports");
    expect(t("organic.period", { current: "A", previous: "B" })).toBe(
      ORGANIC_TRAFFIC_TEXT.period("A", "B"),
    );
    expect(t("organic.partialMonth", { days: "1 t/m 3 mei" })).toBe(
      ORGANIC_TRAFFIC_TEXT.partialMonth("1 t/m 3 mei"),
    );
  });

  it("the figures, formatted for the page as the PDF formats them", () => {
    const { result } = renderHook(() => useOrganicFigures());
    const figures = result.current;
    for (const value of [0, 7, 1234, 1234567, 0.4]) {
      expect(figures.count(value)).toBe(countNl(value));
    }
    for (const value of [null, 0, 0.0342, 0.5, 1]) expect(figures.ctr(value)).toBe(ctrNl(value));
    for (const value of [null, 1, 7.23, 12.65]) {
      expect(figures.position(value)).toBe(positionNl(value));
    }
    for (const value of [null, 0, 12.5, -3, 0.04, -0.04, 1234.5]) {
      expect(figures.change(value)).toBe(changeNl(value));
    }
    for (const value of [0, 12, -3, 1500])
      expect(figures.difference(value)).toBe(differenceNl(value));
    for (const month of ["2026-01", "2026-11"]) expect(figures.month(month)).toBe(monthNl(month));
    for (const period of [
      { from: "2026-10-01", to: "2026-10-28" },
      { from: "2026-09-29", to: "2026-10-26" },
      { from: "2025-12-08", to: "2026-01-04" },
    ]) {
      expect(figures.period(period)).toBe(periodNl(period));
    }
  });
});

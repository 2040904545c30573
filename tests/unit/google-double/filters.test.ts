import { describe, expect, it } from "vitest";
import { GoogleApiError } from "../../../emulator/google/api-errors.ts";
import { PropertyData } from "../../../emulator/google/property-data.ts";
import {
  matches,
  parseSearchAnalyticsRequest,
  runSearchAnalytics,
  type Filter,
} from "../../../emulator/google/search-analytics.ts";

const NOW = Date.parse("2026-11-26T17:00:00Z");
const data = new PropertyData({
  siteUrl: "https://www.bakkerij-jansen.nl/",
  businessName: "Bakkerij Jansen",
  region: "Utrecht",
  keywords: ["desembrood", "taart bestellen", "bakkerij utrecht"],
  queryCount: 400,
});
const range = { startDate: "2026-10-01", endDate: "2026-10-28", rowLimit: 25000 };
const run = (body: Record<string, unknown>) =>
  runSearchAnalytics(data, parseSearchAnalyticsRequest({ ...range, ...body }), NOW);
const keysWith = (filters: unknown[], dimension = "query") =>
  (run({ dimensions: [dimension], dimensionFilterGroups: [{ filters }] }).rows ?? []).map(
    (row) => row.keys[0],
  );
const rejects = (body: Record<string, unknown>) => {
  try {
    parseSearchAnalyticsRequest(body);
  } catch (error) {
    expect(error).toBeInstanceOf(GoogleApiError);
    return (error as GoogleApiError).toJSON();
  }
  throw new Error("accepted");
};

describe("searchAnalytics.query filters, paging and validation", () => {
  it("applies each operator (contains ignores case, regexes as given)", () => {
    const f = (operator: Filter["operator"], expression: string): Filter => ({
      dimension: "query",
      operator,
      expression,
      ...(operator.endsWith("Regex") && { regex: new RegExp(expression) }),
    });
    expect(matches(f("equals", "Desembrood"), "desembrood")).toBe(true);
    expect(matches(f("notEquals", "desembrood"), "desembrood utrecht")).toBe(true);
    expect(matches(f("contains", "TAART"), "taart bestellen")).toBe(true);
    expect(matches(f("notContains", "taart"), "taart bestellen")).toBe(false);
    expect(matches(f("includingRegex", "^desem"), "desembrood prijs")).toBe(true);
    expect(matches(f("excludingRegex", "^desem"), "desembrood prijs")).toBe(false);

    const contains = keysWith([
      { dimension: "query", operator: "contains", expression: "desembrood" },
    ]);
    expect(contains.length).toBeGreaterThan(5);
    expect(contains.every((q) => q.includes("desembrood"))).toBe(true);
    const both = keysWith([
      { dimension: "query", operator: "contains", expression: "desembrood" },
      { dimension: "query", operator: "excludingRegex", expression: "prijs|kosten" },
    ]);
    expect(both.length).toBeGreaterThan(0);
    expect(both.every((q) => q.includes("desembrood") && !/prijs|kosten/.test(q))).toBe(true);
    expect(
      keysWith([{ dimension: "device", operator: "equals", expression: "mobile" }], "device"),
    ).toEqual(["MOBILE"]);
    expect(
      keysWith(
        [{ dimension: "country", operator: "notEquals", expression: "nld" }],
        "country",
      ).sort(),
    ).toEqual(["bel", "deu"]);
    const contact = keysWith(
      [{ dimension: "page", operator: "contains", expression: "/contact" }],
      "page",
    );
    expect(contact).toEqual(["https://www.bakkerij-jansen.nl/contact"]);
  });

  it("pages with startRow and rowLimit without overlap, and says how rows were aggregated", () => {
    const all = run({ dimensions: ["query"] }).rows!;
    const first = run({ dimensions: ["query"], rowLimit: 100 }).rows!;
    const second = run({ dimensions: ["query"], rowLimit: 100, startRow: 100 }).rows!;
    expect([...first, ...second]).toEqual(all.slice(0, 200));
    expect(run({ dimensions: ["query"], startRow: all.length })).toEqual({
      responseAggregationType: "byProperty",
    });
    expect(run({ dimensions: ["query"] }).responseAggregationType).toBe("byProperty");
    expect(run({ dimensions: ["page"] }).responseAggregationType).toBe("byPage");
    expect(run({ dimensions: ["query"], aggregationType: "byPage" }).responseAggregationType).toBe(
      "byPage",
    );
    expect(parseSearchAnalyticsRequest(range).rowLimit).toBe(25000);
    expect(
      parseSearchAnalyticsRequest({ startDate: "2026-10-01", endDate: "2026-10-01" }).rowLimit,
    ).toBe(1000);
  });

  it("has data for web and image search only", () => {
    expect(run({ type: "image" }).rows![0].impressions).toBeLessThan(
      run({}).rows![0].impressions / 5,
    );
    for (const type of ["video", "news", "discover", "googleNews"]) {
      expect(run({ type })).toEqual({ responseAggregationType: "byProperty" });
    }
  });

  it("rejects bad requests with Google's 400 shape", () => {
    expect(rejects({ startDate: "2026-10-01" })).toEqual({
      error: {
        code: 400,
        message: "Required field 'endDate' is missing.",
        errors: [
          {
            message: "Required field 'endDate' is missing.",
            domain: "global",
            reason: "badRequest",
          },
        ],
        status: "INVALID_ARGUMENT",
      },
    });
    expect(rejects({ startDate: "2026-10-02", endDate: "2026-10-01" }).error.message).toBe(
      "startDate must be earlier than or equal to endDate.",
    );
    expect(rejects({ ...range, rowLimit: 25001 }).error.message).toBe(
      "rowLimit must be between 1 and 25000, was 25001.",
    );
    expect(rejects({ ...range, startRow: -1 }).error.code).toBe(400);
    expect(rejects({ ...range, dimensions: ["hour"] }).error.status).toBe("INVALID_ARGUMENT");
    expect(rejects({ ...range, type: "shopping" }).error.code).toBe(400);
    expect(
      rejects({ ...range, dimensions: ["page"], aggregationType: "byProperty" }).error.message,
    ).toBe("Cannot group or filter by page when aggregating by property.");
    expect(
      rejects({
        ...range,
        dimensionFilterGroups: [
          { filters: [{ dimension: "query", operator: "includingRegex", expression: "(" }] },
        ],
      }).error.code,
    ).toBe(400);
    expect(rejects({ startDate: "2026-02-30", endDate: "2026-03-01" }).error.code).toBe(400);
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";
import { googleConfig } from "../../../supabase/functions/_shared/google/google-config.ts";
import { GoogleError } from "../../../supabase/functions/_shared/google/google-error.ts";
import {
  queryAllSearchAnalytics,
  querySearchAnalytics,
} from "../../../supabase/functions/_shared/google/search-analytics.ts";
import { topPerDay } from "../../../supabase/functions/_shared/search-console/fetch-import-batch.ts";

const config = googleConfig((name) =>
  name === "GOOGLE_OAUTH_CLIENT_ID"
    ? "id"
    : name === "GOOGLE_OAUTH_CLIENT_SECRET"
      ? "s"
      : undefined,
)!;

/** Google stands in as a fetch that answers each request from `reply` and remembers it. */
function google(reply: (body: Record<string, unknown>) => { status: number; body: unknown }) {
  const calls: { url: string; body: Record<string, unknown>; auth: string | null }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      calls.push({ url, body, auth: new Headers(init.headers).get("Authorization") });
      const answer = reply(body);
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }),
  );
  return calls;
}

const row = (keys: string[], clicks: number, impressions = clicks * 10) => ({
  keys,
  clicks,
  impressions,
  ctr: clicks / impressions,
  position: 4.5,
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("searchAnalytics.query", () => {
  it("posts web, final data to the property's escaped path with the bearer token", async () => {
    const calls = google(() => ({ status: 200, body: { rows: [row(["2026-11-20"], 3)] } }));
    const rows = await querySearchAnalytics(config, "ya29.token", "sc-domain:bakkerij.nl", {
      startDate: "2026-11-01",
      endDate: "2026-11-20",
      dimensions: ["date"],
    });
    expect(rows).toEqual([row(["2026-11-20"], 3)]);
    expect(calls).toEqual([
      {
        url: "https://www.googleapis.com/webmasters/v3/sites/sc-domain%3Abakkerij.nl/searchAnalytics/query",
        auth: "Bearer ya29.token",
        body: {
          type: "web",
          dataState: "final",
          startDate: "2026-11-01",
          endDate: "2026-11-20",
          dimensions: ["date"],
        },
      },
    ]);
  });

  it("answers no rows when Google leaves `rows` out", async () => {
    google(() => ({ status: 200, body: { responseAggregationType: "byProperty" } }));
    const period = { startDate: "2026-11-01", endDate: "2026-11-02", dimensions: [] };
    expect(await querySearchAnalytics(config, "t", "https://a.nl/", period)).toEqual([]);
  });

  it("turns Google's error object into a GoogleError with its status", async () => {
    google(() => ({
      status: 403,
      body: {
        error: {
          code: 403,
          message: "User does not have sufficient permission for site 'https://a.nl/'.",
          errors: [{ message: "…", domain: "global", reason: "forbidden" }],
          status: "PERMISSION_DENIED",
        },
      },
    }));
    const failure = querySearchAnalytics(config, "t", "https://a.nl/", {
      startDate: "2026-11-01",
      endDate: "2026-11-02",
      dimensions: ["date"],
    });
    await expect(failure).rejects.toBeInstanceOf(GoogleError);
    await expect(failure).rejects.toMatchObject({ code: "PERMISSION_DENIED", httpStatus: 403 });
  });

  it("refuses an answer of the wrong shape", async () => {
    google(() => ({ status: 200, body: { rows: [{ keys: ["x"], clicks: "veel" }] } }));
    await expect(
      querySearchAnalytics(config, "t", "https://a.nl/", {
        startDate: "2026-11-01",
        endDate: "2026-11-02",
        dimensions: ["query"],
      }),
    ).rejects.toMatchObject({ code: "malformed" });
  });

  it("pages with rowLimit and startRow until a short page", async () => {
    const all = Array.from({ length: 5 }, (_, index) =>
      row(["2026-11-01", `q${index}`], 5 - index),
    );
    const calls = google((body) => {
      const start = Number(body.startRow);
      return { status: 200, body: { rows: all.slice(start, start + Number(body.rowLimit)) } };
    });
    const rows = await queryAllSearchAnalytics(
      config,
      "t",
      "https://a.nl/",
      { startDate: "2026-11-01", endDate: "2026-11-01", dimensions: ["date", "query"] },
      2,
    );
    expect(rows).toEqual(all);
    expect(calls.map((call) => [call.body.startRow, call.body.rowLimit])).toEqual([
      [0, 2],
      [2, 2],
      [4, 2],
    ]);
  });
});

describe("topPerDay", () => {
  it("keeps each day's best rows by clicks, then impressions", () => {
    const rows = [
      row(["2026-11-01", "brood"], 1, 50),
      row(["2026-11-01", "taart"], 4),
      row(["2026-11-01", "desembrood"], 1, 90),
      row(["2026-11-02", "brood"], 2),
    ];
    expect(topPerDay(rows, 2).map((item) => [item.day, item.key, item.clicks])).toEqual([
      ["2026-11-01", "taart", 4],
      ["2026-11-01", "desembrood", 1],
      ["2026-11-02", "brood", 2],
    ]);
  });
});

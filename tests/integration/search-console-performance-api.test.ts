import { beforeAll, describe, expect, it, vi } from "vitest";
import {
  PERFORMANCE_CATALOGUE,
  PERFORMANCE_MESSAGES,
  performanceAnswerSchema,
  type PerformanceAnswer,
} from "../../supabase/functions/_shared/contract/performance-api.ts";
import {
  PUBLIC_API_CATALOGUE,
  PUBLIC_API_ERRORS,
} from "../../supabase/functions/_shared/contract/public-api.ts";
import {
  keywordListSchema,
  type KeywordList,
} from "../../supabase/functions/_shared/contract/keywords.ts";
import {
  addDays,
  historyStart,
  pacificToday,
} from "../../supabase/functions/_shared/search-console/import-window.ts";
import { invoke, signUpCustomer, subscribe, type Customer } from "./billing-support.ts";
import { useEmulator } from "./emulator-support.ts";
import {
  apiRows,
  connectWithProperty,
  giveProfile,
  runImports,
  type ApiRow,
} from "./search-console-support.ts";

vi.setConfig({ testTimeout: 120_000, hookTimeout: 300_000 });

/**
 * GET /api/v1/performance and the Search Console figures of 'Jouw zoekwoorden', from a customer
 * connected through the double's consent page and imported by the job, compared with what
 * Google's API (the official client against the double) answers for the same property and period.
 */
const emulator = useEmulator({ autoconfirm: true });
const SITE = "https://www.bakkerij-api-cijfers.nl/";
/**
 * In the profile, but the double's data is made from the other three keywords only, so Google
 * has no query for it: it must show no figures, not a zero or a guess.
 */
const UNSEEN = "fietsenmaker zeeland";

let anna: Customer;
let annaKey: string;

async function api(path: string, key: string | null, language?: string) {
  const response = await fetch(`${emulator().url}/functions/v1${path}`, {
    headers: {
      ...(key ? { Authorization: `Bearer ${key}` } : {}),
      ...(language ? { "Accept-Language": language } : {}),
    },
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  };
}

async function customerWithKey(prefix: string): Promise<[Customer, string]> {
  const customer = await signUpCustomer(emulator(), prefix);
  await subscribe(emulator(), customer, "price_ultimate");
  const created = await invoke(customer, "api-keys", { name: "Cijfers" });
  expect(created.status).toBe(201);
  return [customer, created.body.key as string];
}

/** Ours and Google's figures for the same key: counts exactly, CTR and position to 1e-9. */
function expectSameFigures(
  ours: { clicks: number; impressions: number; ctr: number | null; position: number | null },
  google: ApiRow,
) {
  expect(ours.clicks).toBe(google.clicks);
  expect(ours.impressions).toBe(google.impressions);
  expect(ours.ctr).toBeCloseTo(google.ctr, 9);
  expect(ours.position).toBeCloseTo(google.position, 9);
}

beforeAll(async () => {
  [anna, annaKey] = await customerWithKey("gsc-api");
  await giveProfile(emulator(), anna, "https://www.bakkerij-api-cijfers.nl");
  await emulator().db.query(
    `update public.business_profiles set keywords = keywords || $2::text[] where user_id = $1`,
    [anna.id, [UNSEEN]],
  );
  emulator().google.setAccount(anna.email, {
    siteUrl: "https://www.bakkerij-api-cijfers.nl",
    keywords: ["desembrood", "taart", "brood"],
  });
  await connectWithProperty(anna, SITE);
  await runImports(emulator());
});

describe("GET /api/v1/performance", () => {
  it("answers the last 28 days with data by default, per day, equal to Google's", async () => {
    const answer = await api("/api/v1/performance", annaKey);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("x-ratelimit-limit")).toBe("60");
    const body = answer.body as unknown as PerformanceAnswer;
    // Exactly the documented shape: nothing missing, nothing extra.
    expect(performanceAnswerSchema.parse(body)).toEqual(body);
    expect(body.dimension).toBe("date");
    // The newest imported day is the newest day Google has final data for (the 2–3-day lag).
    const recent = await apiRows(emulator(), anna.email, SITE, {
      startDate: addDays(pacificToday(new Date()), -10),
      endDate: pacificToday(new Date()),
      dimensions: ["date"],
      dataState: "final",
    });
    expect(body.dataThrough).toBe(recent.at(-1)!.keys[0]);
    expect(body.period).toEqual({ from: addDays(body.dataThrough, -27), to: body.dataThrough });

    const [totals] = await apiRows(emulator(), anna.email, SITE, {
      startDate: body.period.from,
      endDate: body.period.to,
    });
    expectSameFigures(body.totals, totals!);
    const days = await apiRows(emulator(), anna.email, SITE, {
      startDate: body.period.from,
      endDate: body.period.to,
      dimensions: ["date"],
    });
    expect(body.rows.map((row) => row.key)).toEqual(days.map((row) => row.keys[0]));
    body.rows.forEach((row, i) => expectSameFigures(row, days[i]!));
  });

  it("answers queries and pages for a chosen period, paged, equal to Google's", async () => {
    const { body: latest } = await api("/api/v1/performance", annaKey);
    const to = addDays((latest as unknown as PerformanceAnswer).dataThrough, -30);
    const from = addDays(to, -59);
    for (const dimension of ["query", "page"] as const) {
      const google = await apiRows(emulator(), anna.email, SITE, {
        startDate: from,
        endDate: to,
        dimensions: [dimension],
        rowLimit: 15,
      });
      // A bakery has fewer pages than queries: at least some rows after the offset.
      expect(google.length).toBeGreaterThan(8);
      const answer = await api(
        `/api/v1/performance?from=${from}&to=${to}&dimension=${dimension}&limit=10&offset=5`,
        annaKey,
      );
      expect(answer.status).toBe(200);
      const body = answer.body as unknown as PerformanceAnswer;
      expect(performanceAnswerSchema.parse(body)).toEqual(body);
      expect(body.period).toEqual({ from, to });
      expect(body.dimension).toBe(dimension);
      expect(body.rows.map((row) => row.key)).toEqual(google.slice(5).map((row) => row.keys[0]));
      body.rows.forEach((row, i) => expectSameFigures(row, google[5 + i]!));
      const [totals] = await apiRows(emulator(), anna.email, SITE, {
        startDate: from,
        endDate: to,
      });
      expectSameFigures(body.totals, totals!);
    }
  });

  it("answers 422 with a code and the message per parameter for bad input", async () => {
    const today = pacificToday(new Date());
    const earliest = historyStart(today);
    type Messages = (typeof PERFORMANCE_CATALOGUE)["en"];
    const cases: Array<[string, (m: Messages) => Record<string, string>]> = [
      ["from=2026-02-30&to=2026-03-05", (m) => ({ from: m.day })],
      ["from=1-1-2026&to=2026-03-05", (m) => ({ from: m.day })],
      [`from=${addDays(today, -10)}`, (m) => ({ to: m.pair })],
      [`from=${addDays(today, -3)}&to=${addDays(today, -9)}`, (m) => ({ from: m.order })],
      [
        `from=${addDays(earliest, -1)}&to=${addDays(today, -5)}`,
        (m) => ({ from: m.tooOld(earliest) }),
      ],
      [`from=${addDays(today, -5)}&to=${addDays(today, 1)}`, (m) => ({ to: m.future(today) })],
      ["dimension=device", (m) => ({ dimension: m.dimension })],
      ["dimension=query&limit=0", (m) => ({ limit: m.limit })],
      ["dimension=query&limit=501", (m) => ({ limit: m.limit })],
      ["dimension=page&limit=tien", (m) => ({ limit: m.limit })],
      ["dimension=page&offset=-1", (m) => ({ offset: m.offset })],
      ["dimension=page&offset=25001", (m) => ({ offset: m.offset })],
      ["limit=5", (m) => ({ limit: m.pagingForDate })],
    ];
    // Dutch without Accept-Language, English with it; the code is the same in both.
    for (const [language, locale] of [
      [undefined, "nl"],
      ["en", "en"],
    ] as const) {
      for (const [query, fields] of cases) {
        const answer = await api(`/api/v1/performance?${query}`, annaKey, language);
        expect({ query, status: answer.status, body: answer.body }).toEqual({
          query,
          status: 422,
          body: {
            error: PUBLIC_API_CATALOGUE[locale].invalid,
            code: "invalid_query",
            fields: fields(PERFORMANCE_CATALOGUE[locale]),
          },
        });
      }
    }
    expect(PERFORMANCE_MESSAGES.tooOld("2025-07-26")).toBe(
      "Search Console bewaart 16 maanden: kies from op of na 2025-07-26.",
    );
    const english = await api("/api/v1/performance?dimension=device", annaKey, "en");
    expect(english.body).toEqual({
      error: "The input is invalid.",
      code: "invalid_query",
      fields: { dimension: "Choose dimension date, query or page." },
    });
    // The oldest day Search Console keeps and today are both allowed.
    const widest = await api(`/api/v1/performance?from=${earliest}&to=${today}`, annaKey);
    expect(widest.status).toBe(200);
  });

  it("answers 409 with a code while Search Console is not connected or not imported yet", async () => {
    const [bram, bramKey] = await customerWithKey("gsc-api-los");
    expect(await api("/api/v1/performance", bramKey)).toMatchObject({
      status: 409,
      body: {
        error:
          "Google Search Console is niet gekoppeld. Koppel Search Console in je dashboard en kies je website.",
        code: "search_console_not_connected",
      },
    });
    expect(await api("/api/v1/performance", bramKey, "en")).toMatchObject({
      status: 409,
      body: {
        error:
          "Google Search Console is not connected. Connect Search Console in your dashboard and choose your website.",
        code: "search_console_not_connected",
      },
    });
    await giveProfile(emulator(), bram, "https://www.bakkerij-api-cijfers.nl");
    await connectWithProperty(bram, SITE);
    expect(await api("/api/v1/performance?dimension=query", bramKey)).toMatchObject({
      status: 409,
      body: {
        error:
          "De gegevens uit Google Search Console worden nog geïmporteerd. Probeer het over een paar minuten opnieuw.",
        code: "search_console_no_data",
      },
    });
    expect(await api("/api/v1/performance?dimension=query", bramKey, "en")).toMatchObject({
      status: 409,
      body: {
        error:
          "The data from Google Search Console is still being imported. Try again in a few minutes.",
        code: "search_console_no_data",
      },
    });
    const keywords = await invoke(bram, "content?view=keywords", undefined, "GET");
    expect(keywords.body).toMatchObject({ searchConsole: "importing", period: null });
    expect(await api("/api/v1/performance", null)).toMatchObject({
      status: 401,
      body: { error: PUBLIC_API_ERRORS.missingKey, code: "missing_api_key" },
    });
  });
});

describe("'Jouw zoekwoorden' with Search Console", () => {
  it("gives each keyword Google's figures for the query equal to it over the last 28 days", async () => {
    const dashboard = await invoke(anna, "content?view=keywords", undefined, "GET");
    expect(dashboard.status).toBe(200);
    const list = dashboard.body as unknown as KeywordList;
    expect(keywordListSchema.parse(list)).toEqual(list);
    const { body: performance } = await api("/api/v1/performance", annaKey);
    const period = (performance as unknown as PerformanceAnswer).period;
    expect(list.searchConsole).toBe("connected");
    expect(list.period).toEqual(period);
    expect(list.keywords.map((keyword) => keyword.keyword)).toEqual([
      "desembrood",
      "taart",
      "brood",
      UNSEEN,
    ]);
    let measured = 0;
    for (const keyword of list.keywords) {
      const google = await apiRows(emulator(), anna.email, SITE, {
        startDate: period.from,
        endDate: period.to,
        dimensions: ["query"],
        dimensionFilterGroups: [
          { filters: [{ dimension: "query", operator: "equals", expression: keyword.keyword }] },
        ],
      });
      if (google.length === 0) {
        expect(keyword.searchConsole).toBeNull();
        continue;
      }
      measured += 1;
      expect(google).toHaveLength(1);
      expectSameFigures(keyword.searchConsole!, google[0]!);
    }
    expect(measured).toBe(3);
    expect(list.keywords.at(-1)!.searchConsole).toBeNull();
    // The public API answers the very same list.
    expect((await api("/api/v1/keywords", annaKey)).body).toEqual(list);
  });
});

import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  keywordDataAnswerSchema,
  type KeywordDataAnswer,
} from "../../supabase/functions/_shared/contract/keyword-data.ts";
import { periodEndingAt } from "../../supabase/functions/_shared/search-console/performance/period.ts";
import {
  readKeyed,
  readLastDataDay,
} from "../../supabase/functions/_shared/search-console/performance/read-metrics.ts";
import {
  EMULATOR_KEYWORD_DATA_LOGIN,
  EMULATOR_KEYWORD_DATA_PASSWORD,
  LIVE_REQUESTS_PER_MINUTE,
} from "../../emulator/keyword-data/index.ts";
import { describeEmulator } from "../../emulator/banner.ts";
import { invoke, signUpCustomer, type Customer } from "./billing-support.ts";
import { useEmulator } from "./emulator-support.ts";
import { apiRows, connectWithProperty, giveProfile, runImports } from "./search-console-support.ts";

vi.setConfig({ testTimeout: 120_000, hookTimeout: 240_000 });

/**
 * The keyword tool's function (`keyword-data`) answers only measured figures: the customer's own
 * Search Console figures, equal to what Google's API answers for the same property, query and
 * period, and the keyword-data provider's Google Ads figures, equal to what the provider answers.
 */
const emulator = useEmulator({ autoconfirm: true });
const SITE = "https://www.bakkerij-zoekwoord.nl/";

async function lookUp(customer: Customer, keyword: string) {
  const answer = await invoke(customer, "keyword-data", { keyword });
  expect(answer.status).toBe(200);
  return keywordDataAnswerSchema.parse(answer.body);
}

interface ProviderItem {
  keyword: string;
  search_volume: number | null;
  competition: string | null;
}
interface ProviderEnvelope {
  status_code: number;
  tasks: { result: ProviderItem[] }[] | null;
}

/** The provider's own answer (DataForSEO's envelope) for a live Google Ads endpoint. */
async function providerAnswer(path: string, keywords: string[]) {
  const response = await fetch(
    `${emulator().url}/keyword-data/v3/keywords_data/google_ads/${path}`,
    {
      method: "POST",
      headers: {
        Authorization: `Basic ${Buffer.from(`${EMULATOR_KEYWORD_DATA_LOGIN}:${EMULATOR_KEYWORD_DATA_PASSWORD}`).toString("base64")}`,
        "Content-Type": "application/json",
      },
      body: JSON.stringify([{ keywords, location_code: 2528, language_code: "nl" }]),
    },
  );
  return { status: response.status, body: (await response.json()) as ProviderEnvelope };
}

describe("connected to Search Console, provider configured", () => {
  let anna: Customer;
  let sql: postgres.Sql;
  let topQuery: string;
  let answer: KeywordDataAnswer;

  beforeAll(async () => {
    anna = await signUpCustomer(emulator(), "kw-data");
    await giveProfile(emulator(), anna, "https://www.bakkerij-zoekwoord.nl");
    await connectWithProperty(anna, SITE);
    await runImports(emulator());
    sql = postgres(emulator().dbUrl, { max: 1, prepare: false, onnotice: () => {} });
    const period = periodEndingAt((await readLastDataDay(sql, anna.id))!);
    // The property's busiest query: in each day's top 500, so the import holds all its days.
    const [top] = await readKeyed(sql, anna.id, "query", period, { limit: 1 });
    topQuery = top!.key;
    // Typed with other capitals and spaces: the figures are the query's all the same.
    answer = await lookUp(anna, `  ${topQuery.toUpperCase()} `);
  });
  afterAll(() => sql?.end());

  it("shows the query's clicks, impressions, CTR and position over the last 28 days as Google answers them", async () => {
    expect(answer.searchConsole.status).toBe("measured");
    if (answer.searchConsole.status !== "measured") return;
    const lastDay = await readLastDataDay(sql, anna.id);
    expect(answer.searchConsole.period).toEqual(periodEndingAt(lastDay!));
    const [google] = await apiRows(emulator(), anna.email, SITE, {
      startDate: answer.searchConsole.period.from,
      endDate: answer.searchConsole.period.to,
      dimensions: ["query"],
      dimensionFilterGroups: [
        { filters: [{ dimension: "query", operator: "equals", expression: topQuery }] },
      ],
    });
    expect(google).toBeDefined();
    const ours = answer.searchConsole.query;
    expect(ours.clicks).toBe(google!.clicks);
    expect(ours.impressions).toBe(google!.impressions);
    expect(ours.ctr).toBeCloseTo(google!.ctr, 12);
    expect(ours.position).toBeCloseTo(google!.position, 9);
  });

  it("suggests the customer's own queries containing the keyword, with Google's figures", async () => {
    if (answer.searchConsole.status !== "measured") throw new Error("not measured");
    const word = topQuery.split(" ")[0]!;
    const result = await lookUp(anna, word);
    if (result.searchConsole.status !== "measured") throw new Error("not measured");
    const { period, related } = result.searchConsole;
    expect(related.length).toBeGreaterThan(0);
    const google = await apiRows(emulator(), anna.email, SITE, {
      startDate: period.from,
      endDate: period.to,
      dimensions: ["query"],
      dimensionFilterGroups: [
        { filters: [{ dimension: "query", operator: "contains", expression: word }] },
      ],
    });
    const byQuery = new Map(google.map((row) => [row.keys[0], row]));
    for (const row of related) {
      expect(row.key.toLowerCase()).toContain(word.toLowerCase());
      expect(row.key.toLowerCase()).not.toBe(word.toLowerCase());
      const match = byQuery.get(row.key);
      expect(match, row.key).toBeDefined();
      expect(row.impressions).toBeLessThanOrEqual(match!.impressions);
    }
    // The busiest related query is in every day's top 500: its figures are Google's exactly.
    const top = related[0]!;
    expect(top.clicks).toBe(byQuery.get(top.key)!.clicks);
    expect(top.impressions).toBe(byQuery.get(top.key)!.impressions);
  });

  it("shows the provider's search volume and competition for the keyword, exactly as it answers", async () => {
    expect(answer.keyword).toBe(topQuery.toUpperCase());
    expect(answer.provider.status).toBe("measured");
    if (answer.provider.status !== "measured") return;
    const { body } = await providerAnswer("search_volume/live", [topQuery]);
    expect(body.status_code).toBe(20000);
    const item = body.tasks![0]!.result[0]!;
    expect(answer.provider.volume).toEqual({
      keyword: topQuery.toUpperCase(),
      searchVolume: item.search_volume,
      competition: item.competition,
    });

    const ideas = await providerAnswer("keywords_for_keywords/live", [topQuery]);
    const expected = ideas.body
      .tasks![0]!.result.filter((idea) => idea.keyword !== topQuery.toLowerCase())
      .slice(0, 10)
      .map((idea) => ({
        keyword: idea.keyword,
        searchVolume: idea.search_volume,
        competition: idea.competition,
      }));
    expect(answer.provider.suggestions).toEqual(expected);
    expect(answer.provider.suggestions.length).toBeGreaterThan(0);
    // Measured suggestions exist, so no figure-less ideas are added.
    expect(answer.ideas).toEqual([]);
  });

  it("says 'unavailable' (not a number) while the provider refuses for its rate limit, and recovers", async () => {
    for (let call = 0; call < LIVE_REQUESTS_PER_MINUTE; call++) {
      await providerAnswer("search_volume/live", ["desembrood"]);
    }
    const limited = await providerAnswer("search_volume/live", ["desembrood"]);
    expect(limited.status).toBe(200);
    expect(limited.body.status_code).toBe(40202);
    expect(limited.body.tasks).toBeNull();

    const refused = await lookUp(anna, "desembrood");
    expect(refused.provider).toEqual({ status: "unavailable" });

    emulator().clock.advance(61_000);
    const again = await lookUp(anna, "desembrood");
    expect(again.provider.status).toBe("measured");
  });

  it("answers 400 with a Dutch message for a blank or too long keyword", async () => {
    const blank = await invoke(anna, "keyword-data", { keyword: "   " });
    expect(blank).toEqual({ status: 400, body: { error: "Zoekwoord: Vul een zoekwoord in." } });
    const long = await invoke(anna, "keyword-data", { keyword: "x".repeat(61) });
    expect(long).toEqual({
      status: 400,
      body: { error: "Zoekwoord: Een zoekwoord is hoogstens 60 tekens." },
    });
  });
});

describe("the start-up banner", () => {
  it("names the keyword-data double", () => {
    expect(describeEmulator(emulator())).toContain(
      `  Keyword data   ${emulator().url}/keyword-data/v3/keywords_data/google_ads/…   (DataForSEO-compatible double)`,
    );
  });
});

describe("not connected", () => {
  it("says so, and refuses the double's API without the right login (40100)", async () => {
    const bram = await signUpCustomer(emulator(), "kw-none");
    emulator().clock.advance(61_000);
    const answer = await lookUp(bram, "appeltaart");
    expect(answer.searchConsole).toEqual({ status: "not-connected" });
    expect(answer.provider.status).toBe("measured");

    const wrong = await fetch(
      `${emulator().url}/keyword-data/v3/keywords_data/google_ads/search_volume/live`,
      {
        method: "POST",
        headers: { Authorization: `Basic ${Buffer.from("iemand:fout").toString("base64")}` },
        body: JSON.stringify([{ keywords: ["appeltaart"] }]),
      },
    );
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ status_code: 40100, tasks: null });
  });
});

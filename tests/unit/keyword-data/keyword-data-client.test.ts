import { afterEach, describe, expect, it, vi } from "vitest";
import {
  keywordsForKeywords,
  NETHERLANDS,
  searchVolume,
} from "../../../supabase/functions/_shared/keyword-data/keyword-data-client.ts";
import { KeywordDataError } from "../../../supabase/functions/_shared/keyword-data/keyword-data-error.ts";
import { keywordDataConfig } from "../../../supabase/functions/_shared/keyword-data/provider-config.ts";
import { googleAdsKeywordSchema } from "../../../supabase/functions/_shared/keyword-data/provider-shapes.ts";
import { keywordFigures } from "../../../emulator/keyword-data/keyword-figures.ts";
import { keywordIdeas } from "../../../emulator/keyword-data/keyword-ideas.ts";

const CONFIG = {
  apiUrl: "https://api.dataforseo.test",
  login: "ik@bedrijf.nl",
  password: "geheim",
};

/** The provider stands in as a fetch that answers one request and remembers it. */
function answer(status: number, body: unknown) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(typeof body === "string" ? body : JSON.stringify(body), { status });
    }),
  );
  return calls;
}

/** A search_volume/live answer in the shape DataForSEO's documentation shows. */
const DOCUMENTED = {
  version: "0.1.20241101",
  status_code: 20000,
  status_message: "Ok.",
  time: "0.2147 sec.",
  cost: 0.075,
  tasks_count: 1,
  tasks_error: 0,
  tasks: [
    {
      id: "11261935-1535-0367-0000-6b2d1e4cbd43",
      status_code: 20000,
      status_message: "Ok.",
      time: "0.1843 sec.",
      cost: 0.075,
      result_count: 1,
      path: ["v3", "keywords_data", "google_ads", "search_volume", "live"],
      data: { api: "keywords_data", function: "search_volume", se: "google_ads" },
      result: [
        {
          keyword: "desembrood",
          spell: null,
          location_code: 2528,
          language_code: "nl",
          search_partners: false,
          competition: "LOW",
          competition_index: 12,
          search_volume: 2900,
          low_top_of_page_bid: 0.31,
          high_top_of_page_bid: 1.02,
          cpc: 0.55,
          monthly_searches: [{ year: 2026, month: 10, search_volume: 2400 }],
        },
      ],
    },
  ],
};

afterEach(() => vi.unstubAllGlobals());

describe("keyword-data provider client", () => {
  it("posts one Netherlands/Dutch task with Basic auth and reads the documented answer", async () => {
    const calls = answer(200, DOCUMENTED);
    const items = await searchVolume(CONFIG, ["desembrood"]);
    expect(items).toEqual([
      expect.objectContaining({ keyword: "desembrood", search_volume: 2900, competition: "LOW" }),
    ]);
    expect(calls[0]!.url).toBe(
      "https://api.dataforseo.test/v3/keywords_data/google_ads/search_volume/live",
    );
    expect(calls[0]!.init.method).toBe("POST");
    expect(JSON.parse(calls[0]!.init.body as string)).toEqual([
      { keywords: ["desembrood"], location_code: 2528, language_code: "nl" },
    ]);
    expect(NETHERLANDS).toEqual({ location_code: 2528, language_code: "nl" });
    expect((calls[0]!.init.headers as Record<string, string>).Authorization).toBe(
      `Basic ${Buffer.from("ik@bedrijf.nl:geheim").toString("base64")}`,
    );
  });

  it("asks keywords_for_keywords at its own path", async () => {
    const calls = answer(200, { ...DOCUMENTED, tasks: [{ ...DOCUMENTED.tasks[0], result: null }] });
    expect(await keywordsForKeywords(CONFIG, ["taart"])).toEqual([]);
    expect(calls[0]!.url).toBe(
      "https://api.dataforseo.test/v3/keywords_data/google_ads/keywords_for_keywords/live",
    );
  });

  it.each([
    [
      "a wrong login (HTTP 401, 40100)",
      401,
      {
        status_code: 40100,
        status_message: "You are not authorized to access this resource.",
        tasks: null,
      },
      40100,
    ],
    [
      "the rate limit (40202)",
      200,
      { status_code: 40202, status_message: "Rate limit per minute exceeded.", tasks: null },
      40202,
    ],
    [
      "a task refused (40501)",
      200,
      {
        status_code: 20000,
        status_message: "Ok.",
        tasks: [{ status_code: 40501, status_message: "Invalid Field: 'keywords'.", result: null }],
      },
      40501,
    ],
    ["an HTML error page", 502, "<html>Bad gateway</html>", 0],
    [
      "an item of the wrong shape",
      200,
      { ...DOCUMENTED, tasks: [{ ...DOCUMENTED.tasks[0], result: [{ keyword: 1 }] }] },
      0,
    ],
  ])(
    "turns %s into a KeywordDataError with the provider's code",
    async (_name, status, body, code) => {
      answer(status, body);
      const error = await searchVolume(CONFIG, ["x"]).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(KeywordDataError);
      expect((error as KeywordDataError).statusCode).toBe(code);
    },
  );

  it("reports an unreachable provider as code 0", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("fetch failed"))),
    );
    await expect(searchVolume(CONFIG, ["x"])).rejects.toMatchObject({ statusCode: 0 });
  });

  it("is configured only with all three secrets", () => {
    vi.stubEnv("KEYWORD_DATA_API_URL", "https://api.dataforseo.com/");
    vi.stubEnv("KEYWORD_DATA_LOGIN", "ik");
    vi.stubEnv("KEYWORD_DATA_PASSWORD", "");
    expect(keywordDataConfig()).toBeNull();
    vi.stubEnv("KEYWORD_DATA_PASSWORD", "geheim");
    expect(keywordDataConfig()).toEqual({
      apiUrl: "https://api.dataforseo.com",
      login: "ik",
      password: "geheim",
    });
    vi.unstubAllEnvs();
  });
});

describe("the emulator's keyword-data double", () => {
  const NOW = new Date("2026-11-26T12:00:00Z");

  it("answers items the client's schema accepts, the same for the same keyword", () => {
    for (const keyword of [
      "desembrood",
      "Taart Bestellen",
      "wat kost een bruidstaart in utrecht",
      "?!",
    ]) {
      const item = keywordFigures(keyword, NOW);
      expect(item).toMatchObject(googleAdsKeywordSchema.parse(item));
      expect(keywordFigures(keyword, NOW)).toEqual(item);
      expect(item.keyword).toBe(keyword.toLowerCase());
    }
    expect(keywordFigures("?!", NOW).search_volume).toBeNull();
    const months = keywordFigures("desembrood", NOW).monthly_searches!;
    expect(months).toHaveLength(12);
    expect(months[0]).toMatchObject({ year: 2026, month: 10 });
    expect(months[11]).toMatchObject({ year: 2025, month: 11 });
  });

  it("suggests Dutch ideas with their own figures, never English templates", () => {
    const ideas = keywordIdeas(["desembrood"], NOW);
    expect(ideas[0]!.keyword).toBe("desembrood");
    expect(ideas.length).toBe(13);
    for (const idea of ideas) {
      expect(idea.keyword).toContain("desembrood");
      expect(idea.keyword).not.toMatch(/\b(guide|best|how|cheap|near me)\b/);
      expect(idea).toEqual(keywordFigures(idea.keyword, NOW));
    }
  });
});

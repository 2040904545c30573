import { describe, expect, it, vi } from "vitest";
import { keywordDataAnswerSchema } from "../../supabase/functions/_shared/contract/keyword-data.ts";
import { describeEmulator } from "../../emulator/banner.ts";
import { invoke, signUpCustomer } from "./billing-support.ts";
import { useEmulator } from "./emulator-support.ts";
import { giveProfile } from "./search-console-support.ts";

vi.setConfig({ testTimeout: 120_000, hookTimeout: 240_000 });

/**
 * Without the KEYWORD_DATA_* secrets (the emulator's double off) there is no search volume: the
 * function says "not-configured" and the keyword tool shows "Zoekvolume: niet beschikbaar".
 */
const emulator = useEmulator({ autoconfirm: true, keywordData: false });

describe("keyword-data without a provider", () => {
  it("answers no volume, no suggestions with figures, and Dutch ideas with the profile's region", async () => {
    const anna = await signUpCustomer(emulator(), "kw-plain");
    await giveProfile(emulator(), anna, "https://www.bakkerij-zonder.nl");
    const answer = await invoke(anna, "keyword-data", { keyword: "Desembrood" });
    expect(answer.status).toBe(200);
    expect(keywordDataAnswerSchema.parse(answer.body)).toEqual({
      keyword: "Desembrood",
      searchConsole: { status: "not-connected" },
      provider: { status: "not-configured" },
      ideas: [
        "Desembrood prijs",
        "Desembrood bestellen",
        "Desembrood in Utrecht",
        "Desembrood in de buurt",
        "wat kost Desembrood",
      ],
    });
  });

  it("the double itself is not served, and the start-up banner says so", async () => {
    expect(describeEmulator(emulator())).toContain(
      "  Keyword data   off: search volume only with KEYWORD_DATA_* secrets",
    );
    const response = await fetch(
      `${emulator().url}/keyword-data/v3/keywords_data/google_ads/search_volume/live`,
      { method: "POST", body: "[]" },
    );
    expect(response.status).toBe(404);
  });
});

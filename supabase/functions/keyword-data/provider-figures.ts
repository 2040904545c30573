import {
  PROVIDER_SUGGESTION_LIMIT,
  type ProviderFigures,
  type ProviderKeyword,
} from "../_shared/contract/keyword-data.ts";
import { keywordsForKeywords, searchVolume } from "../_shared/keyword-data/keyword-data-client.ts";
import { KeywordDataError } from "../_shared/keyword-data/keyword-data-error.ts";
import { keywordDataConfig } from "../_shared/keyword-data/provider-config.ts";
import type { GoogleAdsKeyword } from "../_shared/keyword-data/provider-shapes.ts";

function toProviderKeyword(item: GoogleAdsKeyword): ProviderKeyword {
  return { keyword: item.keyword, searchVolume: item.search_volume, competition: item.competition };
}

/**
 * Google Ads' search volume for the keyword and its keyword ideas, from the configured provider.
 * Without configuration, or when the provider refuses (login, rate limit, outage), the answer
 * says so and the screen shows "niet beschikbaar" — never an estimate of our own.
 */
export async function providerFigures(keyword: string): Promise<ProviderFigures> {
  const config = keywordDataConfig();
  if (!config) return { status: "not-configured" };
  try {
    const [volumes, ideas] = await Promise.all([
      searchVolume(config, [keyword]),
      keywordsForKeywords(config, [keyword]),
    ]);
    // The provider lowercases keywords; the customer's own spelling stays in the answer.
    const own = volumes.find((item) => item.keyword === keyword.toLowerCase()) ?? volumes[0];
    const volume = own
      ? { ...toProviderKeyword(own), keyword }
      : { keyword, searchVolume: null, competition: null };
    const suggestions = ideas
      .filter((item) => item.keyword !== keyword.toLowerCase())
      .slice(0, PROVIDER_SUGGESTION_LIMIT)
      .map(toProviderKeyword);
    return { status: "measured", volume, suggestions };
  } catch (error) {
    if (!(error instanceof KeywordDataError)) throw error;
    console.error("keyword-data: provider refused", error.statusCode, error.message);
    return { status: "unavailable" };
  }
}

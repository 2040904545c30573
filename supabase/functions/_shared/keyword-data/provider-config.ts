/**
 * The keyword-data provider: a DataForSEO-compatible API (Google Ads search volume and keyword
 * ideas) behind three secrets. Without all three the keyword tool says "Zoekvolume: niet
 * beschikbaar" instead of showing a number.
 */
import { getEnv } from "../env.ts";

export interface KeywordDataConfig {
  /** The API's origin (and any prefix) before `/v3/…`, e.g. https://api.dataforseo.com. */
  apiUrl: string;
  login: string;
  password: string;
}

export function keywordDataConfig(): KeywordDataConfig | null {
  const apiUrl = getEnv("KEYWORD_DATA_API_URL");
  const login = getEnv("KEYWORD_DATA_LOGIN");
  const password = getEnv("KEYWORD_DATA_PASSWORD");
  if (!apiUrl || !login || !password) return null;
  return { apiUrl: apiUrl.replace(/\/+$/, ""), login, password };
}

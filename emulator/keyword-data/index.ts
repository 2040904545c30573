/**
 * The keyword-data double: a DataForSEO-compatible API (v3, Google Ads) at `<emulator>/keyword-data`,
 * so the functions' KEYWORD_DATA_API_URL points at it and the very client that talks to
 * api.dataforseo.com talks to it. It answers `POST /v3/keywords_data/google_ads/search_volume/live`
 * and `…/keywords_for_keywords/live` with deterministic figures per keyword, checks HTTP Basic
 * auth (40100), the live endpoints' rate limit of 12 requests a minute (40202) and each
 * task's fields (40501), in DataForSEO's envelope.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Clock } from "../clock.ts";
import { readBody, sendJson } from "../http/json.ts";
import {
  answered,
  NOT_AUTHORIZED,
  NOT_FOUND,
  OK,
  RATE_LIMITED,
  refusal,
  type TaskAnswer,
} from "./envelope.ts";
import { keywordFigures } from "./keyword-figures.ts";
import { keywordIdeas } from "./keyword-ideas.ts";

export const KEYWORD_DATA_PREFIX = "/keyword-data";
export const EMULATOR_KEYWORD_DATA_LOGIN = "emulator@vindbaar.test";
export const EMULATOR_KEYWORD_DATA_PASSWORD = "emulator-keyword-data-password";

/** DataForSEO's limit for the Live Google Ads endpoints. */
export const LIVE_REQUESTS_PER_MINUTE = 12;

const ENDPOINTS = {
  "/v3/keywords_data/google_ads/search_volume/live": { fn: "search_volume", maxKeywords: 1000 },
  "/v3/keywords_data/google_ads/keywords_for_keywords/live": {
    fn: "keywords_for_keywords",
    maxKeywords: 20,
  },
} as const;
type Endpoint = (typeof ENDPOINTS)[keyof typeof ENDPOINTS];

export interface KeywordDataDouble {
  readonly login: string;
  readonly password: string;
  /** `/keyword-data/*`. */
  handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void>;
}

function authorized(req: IncomingMessage): boolean {
  const header = req.headers.authorization ?? "";
  const match = /^Basic\s+(.+)$/i.exec(header);
  if (!match) return false;
  const decoded = Buffer.from(match[1]!, "base64").toString("utf8");
  return decoded === `${EMULATOR_KEYWORD_DATA_LOGIN}:${EMULATOR_KEYWORD_DATA_PASSWORD}`;
}

function invalidField(field: string, data: Record<string, unknown>): TaskAnswer {
  return { status: { code: 40501, message: `Invalid Field: '${field}'.` }, data, result: null };
}

/** One task of the POST array: its keywords checked as DataForSEO checks them. */
function answerTask(endpoint: Endpoint, task: unknown, now: Date): TaskAnswer {
  const data: Record<string, unknown> = {
    api: "keywords_data",
    function: endpoint.fn,
    se: "google_ads",
    ...(task && typeof task === "object" ? (task as Record<string, unknown>) : {}),
  };
  const keywords = (task as { keywords?: unknown } | null)?.keywords;
  if (
    !Array.isArray(keywords) ||
    keywords.length === 0 ||
    keywords.length > endpoint.maxKeywords ||
    keywords.some((keyword) => typeof keyword !== "string" || keyword.trim() === "")
  ) {
    return invalidField("keywords", data);
  }
  const words = keywords as string[];
  if (words.some((keyword) => keyword.length > 80)) return invalidField("keywords", data);
  const result =
    endpoint.fn === "search_volume"
      ? words.map((keyword) => keywordFigures(keyword, now))
      : keywordIdeas(words, now);
  const location = (task as { location_code?: unknown }).location_code ?? null;
  const language = (task as { language_code?: unknown }).language_code ?? null;
  return {
    status: OK,
    data,
    result: result.map((item) => ({
      ...item,
      spell: null,
      location_code: location,
      language_code: language,
      search_partners: false,
    })),
  };
}

export function createKeywordDataDouble(options: {
  clock: Clock;
  /** Default LIVE_REQUESTS_PER_MINUTE, DataForSEO's own limit. */
  requestsPerMinute?: number;
}): KeywordDataDouble {
  const limit = options.requestsPerMinute ?? LIVE_REQUESTS_PER_MINUTE;
  const requests: number[] = [];

  function rateLimited(): boolean {
    const now = options.clock.now();
    while (requests.length > 0 && requests[0]! <= now - 60_000) requests.shift();
    if (requests.length >= limit) return true;
    requests.push(now);
    return false;
  }

  return {
    login: EMULATOR_KEYWORD_DATA_LOGIN,
    password: EMULATOR_KEYWORD_DATA_PASSWORD,
    async handle(req, res, url) {
      const path = url.pathname.slice(KEYWORD_DATA_PREFIX.length);
      const endpoint = ENDPOINTS[path as keyof typeof ENDPOINTS];
      if (!endpoint || req.method !== "POST") return sendJson(res, 404, refusal(NOT_FOUND));
      if (!authorized(req)) return sendJson(res, 401, refusal(NOT_AUTHORIZED));
      if (rateLimited()) return sendJson(res, 200, refusal(RATE_LIMITED));
      let tasks: unknown;
      try {
        tasks = JSON.parse((await readBody(req)).toString("utf8"));
      } catch {
        tasks = null;
      }
      const list = Array.isArray(tasks) ? tasks : [tasks];
      const now = options.clock.date();
      const answers = list.map((task) => answerTask(endpoint, task, now));
      sendJson(res, 200, answered(path.split("/").filter(Boolean), answers));
    },
  };
}

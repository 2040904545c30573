/**
 * The PageSpeed Insights v5 stand-in: `GET /pagespeedonline/v5/runPagespeed`, answered by running
 * the real Lighthouse locally (lighthouse-runner.ts) and wrapping its result the way PSI does
 * (PagespeedApiPagespeedResponseV5), so the analyzer's PSI client runs unchanged offline.
 * Errors use Google's API error envelope. See docs/decisions/016-pagespeed-stand-in.md.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Result } from "lighthouse";
import { sendJson } from "../http/json.ts";
import { ChromiumMissingError, type LighthouseRunOptions } from "./lighthouse-runner.ts";

export const PAGESPEED_PATH = "/pagespeedonline/v5/runPagespeed";
export const EMULATOR_PAGESPEED_KEY = "emulator-pagespeed-key";

/** PSI's category enum → Lighthouse's category ids. */
const CATEGORIES: Record<string, string> = {
  PERFORMANCE: "performance",
  ACCESSIBILITY: "accessibility",
  BEST_PRACTICES: "best-practices",
  SEO: "seo",
};

export interface PageSpeedRequest {
  url: string;
  strategy: "mobile" | "desktop";
  categories: string[];
  locale: string | undefined;
}

export class PageSpeedRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly reason: string,
  ) {
    super(message);
  }
}

/** Validates the query as PSI does: url required (http/https), strategy and category enums. */
export function parsePageSpeedQuery(query: URLSearchParams, apiKey: string): PageSpeedRequest {
  if (query.get("key") !== apiKey) {
    throw new PageSpeedRequestError(
      400,
      "API key not valid. Please pass a valid API key.",
      "badRequest",
    );
  }
  const url = query.get("url");
  if (!url || !/^(url:|origin:)?https?:\/\/.+/i.test(url)) {
    throw new PageSpeedRequestError(400, "Invalid value at 'url'", "badRequest");
  }
  const strategy = (query.get("strategy") ?? "DESKTOP").toUpperCase();
  if (strategy !== "MOBILE" && strategy !== "DESKTOP") {
    throw new PageSpeedRequestError(400, `Invalid value at 'strategy' (${strategy})`, "badRequest");
  }
  const requested = query.getAll("category").map((value) => value.toUpperCase().replace(/-/g, "_"));
  const categories = requested.length === 0 ? ["PERFORMANCE"] : requested;
  for (const category of categories) {
    if (!CATEGORIES[category]) {
      throw new PageSpeedRequestError(
        400,
        `Invalid value at 'category' (${category})`,
        "badRequest",
      );
    }
  }
  return {
    url: url.replace(/^(url:|origin:)/i, ""),
    strategy: strategy === "MOBILE" ? "mobile" : "desktop",
    categories: [...new Set(categories.map((category) => CATEGORIES[category]!))],
    locale: query.get("locale") ?? undefined,
  };
}

/** Google's API error envelope, as PSI answers every error. */
function sendError(res: ServerResponse, status: number, message: string, reason: string) {
  const statusText = { 400: "INVALID_ARGUMENT", 500: "INTERNAL", 503: "UNAVAILABLE" }[status];
  sendJson(res, status, {
    error: {
      code: status,
      message,
      errors: [{ message, domain: "global", reason }],
      ...(statusText && { status: statusText }),
    },
  });
}

export type RunLighthouse = (url: string, options: LighthouseRunOptions) => Promise<Result>;

export async function handlePageSpeed(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  deps: { apiKey: string; run: RunLighthouse; timeoutMs?: number },
): Promise<void> {
  if (url.pathname !== PAGESPEED_PATH || req.method !== "GET") {
    return sendError(res, 404, `Not emulated: ${req.method} ${url.pathname}`, "notFound");
  }
  let request: PageSpeedRequest;
  try {
    request = parsePageSpeedQuery(url.searchParams, deps.apiKey);
  } catch (error) {
    if (!(error instanceof PageSpeedRequestError)) throw error;
    return sendError(res, error.status, error.message, error.reason);
  }
  const timeoutMs = deps.timeoutMs ?? 90_000;
  let timer: NodeJS.Timeout | undefined;
  try {
    const lhr = await Promise.race([
      deps.run(request.url, {
        categories: request.categories,
        formFactor: request.strategy,
        locale: request.locale,
      }),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error("timeout")), timeoutMs);
      }),
    ]);
    if (lhr.runtimeError) {
      return sendError(
        res,
        400,
        `Lighthouse returned error: ${lhr.runtimeError.code}. ${lhr.runtimeError.message}`,
        "lighthouseError",
      );
    }
    sendJson(res, 200, {
      captchaResult: "CAPTCHA_NOT_NEEDED",
      kind: "pagespeedonline#result",
      id: lhr.finalDisplayedUrl,
      loadingExperience: { initial_url: request.url },
      lighthouseResult: lhr,
      analysisUTCTimestamp: new Date().toISOString(),
      version: { major: 1, minor: 0 },
    });
  } catch (error) {
    if (error instanceof ChromiumMissingError)
      return sendError(res, 503, error.message, "backendError");
    const message =
      error instanceof Error && error.message === "timeout"
        ? "Lighthouse did not finish in time."
        : `Lighthouse failed: ${error instanceof Error ? error.message : String(error)}`;
    return sendError(res, 500, message, "backendError");
  } finally {
    clearTimeout(timer);
  }
}

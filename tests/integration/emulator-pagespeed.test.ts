import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { EMULATOR_PAGESPEED_KEY, PAGESPEED_PATH } from "../../emulator/pagespeed/pagespeed-api.ts";
import { startServer, type LocalServer } from "../unit/seo/local-server.ts";
import { callAnalyzer, fixtureSite } from "./analyzer-support.ts";
import { useEmulator } from "./emulator-support.ts";

/**
 * The emulator's PageSpeed Insights stand-in runs the real Lighthouse in the local Chromium. One
 * end-to-end run through analyze-site (slow: Lighthouse on a 2-core machine takes 10–40 s), and
 * the request errors, which answer without starting Chromium.
 */
vi.setConfig({ testTimeout: 150_000, hookTimeout: 120_000 });

let site: LocalServer;
beforeAll(async () => {
  site = await startServer(fixtureSite);
});
afterAll(async () => {
  await site.close();
});
const emulator = useEmulator(() => ({ analyzerAllow: [site.host], pagespeed: true }));

const psi = (query: string) => fetch(`${emulator().url}${PAGESPEED_PATH}?${query}`);

describe("the PageSpeed Insights stand-in", () => {
  it("answers bad requests with Google's error envelope", async () => {
    const noKey = await psi(`url=${encodeURIComponent(`${site.origin}/goed`)}`);
    expect(noKey.status).toBe(400);
    expect(await noKey.json()).toEqual({
      error: {
        code: 400,
        message: "API key not valid. Please pass a valid API key.",
        errors: [
          {
            message: "API key not valid. Please pass a valid API key.",
            domain: "global",
            reason: "badRequest",
          },
        ],
        status: "INVALID_ARGUMENT",
      },
    });
    const noUrl = await psi(`key=${EMULATOR_PAGESPEED_KEY}`);
    expect(noUrl.status).toBe(400);
    expect(((await noUrl.json()) as { error: { message: string } }).error.message).toBe(
      "Invalid value at 'url'",
    );
    const badCategory = await psi(
      `key=${EMULATOR_PAGESPEED_KEY}&url=https%3A%2F%2Fa.nl&category=PWA_PLUS`,
    );
    expect(badCategory.status).toBe(400);
  });

  it("enriches an analysis with the four Lighthouse categories, measured locally", async () => {
    const fast = await callAnalyzer(emulator(), "POST", { url: `${site.origin}/goed` });
    expect(fast.body).toMatchObject({ pagespeed: { status: "pending" } });
    let settled: Record<string, unknown> = fast.body;
    for (let attempt = 0; attempt < 120; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      settled = (
        await callAnalyzer(emulator(), "GET", undefined, {
          query: `id=${fast.body.id as string}`,
          // A visitor's analysis is read back with the token its POST answered.
          readToken: fast.body.readToken as string,
        })
      ).body;
      if ((settled.pagespeed as { status: string }).status !== "pending") break;
    }
    expect(settled.pagespeed).toEqual({ status: "done", error: null });
    expect(settled.source).toEqual({
      seo: "pagespeed",
      performance: "pagespeed",
      accessibility: "pagespeed",
      bestPractices: "pagespeed",
    });
    const metrics = settled.metrics as Record<string, unknown>;
    for (const key of [
      "seoScore",
      "performanceScore",
      "accessibilityScore",
      "bestPracticesScore",
    ]) {
      expect(metrics[key]).toEqual(expect.any(Number));
    }
    expect(metrics.pageSpeed).toMatch(/^\d+(,\d)?\ss$/);
    expect(settled).toMatchObject({ loadTimeSource: "speed-index", pageSizeSource: "total" });
  });
});

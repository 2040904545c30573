import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { PAGE_SPEED_RECOMMENDATION } from "../../supabase/functions/_shared/analyzer/analysis-result.ts";
import { startServer, type LocalServer } from "../unit/seo/local-server.ts";
import { callAnalyzer, fixtureSite } from "./analyzer-support.ts";
import { useEmulator } from "./emulator-support.ts";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

/** A PageSpeed Insights v5 answer with only what matters here (the real one is a full LHR). */
const psiAnswer = (performance: number) => ({
  kind: "pagespeedonline#result",
  lighthouseResult: {
    lighthouseVersion: "13.5.0",
    categories: {
      performance: { score: performance },
      accessibility: { score: 0.91 },
      "best-practices": { score: 1 },
      seo: { score: 0.83 },
    },
    audits: {
      "speed-index": { numericValue: 2412.6, displayValue: "2,4 s" },
      "total-byte-weight": { numericValue: 523_411 },
    },
  },
});

let site: LocalServer;
let psi: LocalServer;
const psiQueries: URLSearchParams[] = [];
beforeAll(async () => {
  site = await startServer(fixtureSite);
  // Stands in for Google: answers /goed's run, fails the run of anything else like PSI does.
  psi = await startServer((req, res) => {
    const query = new URL(req.url ?? "/", "http://psi").searchParams;
    psiQueries.push(query);
    res.setHeader("content-type", "application/json");
    if (query.get("url")?.endsWith("/goed")) {
      res.end(JSON.stringify(psiAnswer(0.62)));
    } else if (query.get("url")?.endsWith("/goed?traag")) {
      // A slow run, so a second caller arrives while it is still pending.
      setTimeout(() => res.end(JSON.stringify(psiAnswer(0.62))), 1_000);
    } else {
      res.statusCode = 500;
      res.end(
        JSON.stringify({ error: { code: 500, message: "Lighthouse returned error: NO_FCP." } }),
      );
    }
  });
});
afterAll(async () => {
  await Promise.all([site.close(), psi.close()]);
});
const emulator = useEmulator(() => ({
  analyzerAllow: [site.host],
  functionEnv: { PAGESPEED_API_KEY: "test-key", PAGESPEED_API_BASE: psi.origin },
}));

async function pollUntilSettled({ id, readToken }: Record<string, unknown>) {
  for (let attempt = 0; attempt < 50; attempt++) {
    const { body } = await callAnalyzer(emulator(), "GET", undefined, {
      query: `id=${String(id)}`,
      readToken: readToken as string,
    });
    if ((body.pagespeed as { status: string }).status !== "pending") return body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("PageSpeed never settled");
}

describe("analyze-site with PageSpeed Insights configured", () => {
  it("answers the fast result as pending, then the four Lighthouse categories", async () => {
    const fast = await callAnalyzer(emulator(), "POST", { url: `${site.origin}/goed` });
    expect(fast.status).toBe(200);
    expect(fast.body).toMatchObject({
      overallScore: 100,
      metrics: { seoScore: 100, performanceScore: null },
      pagespeed: { status: "pending", error: null },
    });

    const done = await pollUntilSettled(fast.body);
    expect(done).toMatchObject({
      // (83 + 62 + 91 + 100) / 4 = 84
      overallScore: 84,
      metrics: {
        seoScore: 83,
        performanceScore: 62,
        accessibilityScore: 91,
        bestPracticesScore: 100,
        pageSpeed: "2,4 s",
      },
      source: {
        seo: "pagespeed",
        performance: "pagespeed",
        accessibility: "pagespeed",
        bestPractices: "pagespeed",
      },
      loadTime: 2413,
      loadTimeSource: "speed-index",
      pageSize: 523_411,
      pageSizeSource: "total",
      recommendations: [PAGE_SPEED_RECOMMENDATION],
      pagespeed: { status: "done", error: null },
    });

    const query = psiQueries.find((q) => q.get("url") === `${site.origin}/goed`);
    expect(query?.get("key")).toBe("test-key");
    expect(query?.get("strategy")).toBe("mobile");
    expect(query?.get("locale")).toBe("nl");
    expect(query?.getAll("category")).toEqual([
      "performance",
      "accessibility",
      "best-practices",
      "seo",
    ]);
  });

  it("keeps the fast result and says why when PageSpeed fails", async () => {
    const fast = await callAnalyzer(emulator(), "POST", { url: `${site.origin}/zwak` });
    const settled = await pollUntilSettled(fast.body);
    expect(settled).toMatchObject({
      overallScore: 75,
      metrics: { seoScore: 75, performanceScore: null },
      source: { seo: "vindbaar", performance: null },
      pagespeed: {
        status: "failed",
        error:
          "PageSpeed Insights kon deze pagina niet meten (Lighthouse returned error: NO_FCP.).",
      },
    });
  });

  it("a visitor's cached copy of a pending run is completed too, under its own id", async () => {
    const url = `${site.origin}/goed?traag`;
    const first = await callAnalyzer(emulator(), "POST", { url }, { ip: "127.0.0.201" });
    const copy = await callAnalyzer(emulator(), "POST", { url }, { ip: "127.0.0.202" });
    expect(copy.body).toMatchObject({ cached: true, pagespeed: { status: "pending" } });
    expect(copy.body.id).not.toBe(first.body.id);
    const [original, settled] = await Promise.all([
      pollUntilSettled(first.body),
      pollUntilSettled(copy.body),
    ]);
    expect(original).toMatchObject({ id: first.body.id, metrics: { performanceScore: 62 } });
    expect(settled).toMatchObject({
      id: copy.body.id,
      overallScore: 84,
      metrics: { performanceScore: 62 },
      pagespeed: { status: "done", error: null },
    });
  });
});

import { describe, expect, it } from "vitest";
import { meanScore } from "../../../supabase/functions/_shared/analyzer/analysis-result.ts";
import { normalizeAnalysisUrl } from "../../../supabase/functions/_shared/analyzer/normalize-url.ts";
import {
  PageSpeedError,
  runPageSpeed,
} from "../../../supabase/functions/_shared/analyzer/pagespeed.ts";
import { testAllowHosts } from "../../../supabase/functions/_shared/net/test-allow-hosts.ts";
import { startServer } from "../seo/local-server.ts";

describe("normalizeAnalysisUrl", () => {
  it.each([
    ["bakkerij.nl", "https://bakkerij.nl/"],
    ["  www.bakkerij.nl/brood  ", "https://www.bakkerij.nl/brood"],
    ["//bakkerij.nl", "https://bakkerij.nl/"],
    ["localhost:8080", "https://localhost:8080/"],
    ["http://bakkerij.nl/#contact", "http://bakkerij.nl/"],
    ["HTTPS://Bakkerij.NL/a?b=1", "https://bakkerij.nl/a?b=1"],
    ["ftp://bakkerij.nl/", "ftp://bakkerij.nl/"],
  ])("%s → %s", (input, expected) => {
    expect(normalizeAnalysisUrl(input)).toBe(expected);
  });

  it("refuses what does not parse", () => {
    expect(() => normalizeAnalysisUrl("https://")).toThrow("Dit is geen geldige URL.");
    expect(() => normalizeAnalysisUrl("bak kerij")).toThrow("Dit is geen geldige URL.");
  });
});

describe("testAllowHosts", () => {
  const env = (vars: Record<string, string>) => (name: string) => vars[name];
  it("honours the list only when SUPABASE_URL is loopback", () => {
    const list = "127.0.0.1:4599, localhost:8080";
    expect(
      testAllowHosts(env({ SUPABASE_URL: "http://127.0.0.1:54321", ANALYZER_ALLOW_HOSTS: list })),
    ).toEqual(["127.0.0.1:4599", "localhost:8080"]);
    expect(
      testAllowHosts(env({ SUPABASE_URL: "http://localhost:54321", ANALYZER_ALLOW_HOSTS: list })),
    ).toHaveLength(2);
    expect(
      testAllowHosts(env({ SUPABASE_URL: "https://abc.supabase.co", ANALYZER_ALLOW_HOSTS: list })),
    ).toEqual([]);
    expect(testAllowHosts(env({ ANALYZER_ALLOW_HOSTS: list }))).toEqual([]);
  });

  it("drops entries that are not host:port", () => {
    expect(
      testAllowHosts(
        env({ SUPABASE_URL: "http://127.0.0.1:54321", ANALYZER_ALLOW_HOSTS: "10.0.0.1,*,a b:1" }),
      ),
    ).toEqual([]);
  });
});

describe("meanScore", () => {
  it("is the rounded mean of the measured scores, null when none was measured", () => {
    expect(meanScore([80, null, null, null])).toBe(80);
    expect(meanScore([83, 62, 91, 100])).toBe(84);
    expect(meanScore([1, 2])).toBe(2);
    expect(meanScore([null, null])).toBeNull();
  });
});

describe("runPageSpeed", () => {
  const config = (apiBase: string, timeoutMs = 2_000) => ({ apiKey: "k", apiBase, timeoutMs });

  it("explains a malformed answer and a timeout in Dutch", async () => {
    const malformed = await startServer((_req, res) => {
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify({ lighthouseResult: { categories: { seo: { score: 7 } } } }));
    });
    const silent = await startServer(() => {
      // Never answers.
    });
    try {
      await expect(runPageSpeed("https://a.nl/", config(malformed.origin))).rejects.toThrow(
        new PageSpeedError("PageSpeed Insights gaf een onverwacht antwoord."),
      );
      await expect(runPageSpeed("https://a.nl/", config(silent.origin, 300))).rejects.toThrow(
        "PageSpeed Insights gaf binnen 0 seconden geen antwoord.",
      );
    } finally {
      await Promise.all([malformed.close(), silent.close()]);
    }
  });

  it("names PSI's quota refusal", async () => {
    const busy = await startServer((_req, res) => {
      res.writeHead(429, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { code: 429, message: "Quota exceeded" } }));
    });
    try {
      await expect(runPageSpeed("https://a.nl/", config(busy.origin))).rejects.toThrow(
        "PageSpeed Insights is tijdelijk overbelast; probeer het later.",
      );
    } finally {
      await busy.close();
    }
  });
});

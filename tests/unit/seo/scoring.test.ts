import { describe, expect, it } from "vitest";
import {
  auditPage,
  computeSeoScore,
  SEO_CATEGORY_WEIGHTS,
} from "../../../supabase/functions/_shared/seo/index.ts";
import type { AuditMap, AuditResult } from "../../../supabase/functions/_shared/seo/types.ts";
import { GOOD_HEAD, html, input } from "./page-fixture.ts";

describe("SEO category score (Lighthouse core/scoring.js)", () => {
  it("weighs is-crawlable 93/23 and every other scored audit 1", () => {
    expect(SEO_CATEGORY_WEIGHTS["is-crawlable"]).toBeCloseTo(93 / 23, 12);
    expect(Object.values(SEO_CATEGORY_WEIGHTS).reduce((a, b) => a + b, 0)).toBeCloseTo(
      9 + 93 / 23,
      12,
    );
  });

  it("caps a page blocked from indexing at 69 when everything else passes", () => {
    // All ten scored audits apply (an image with alt, a canonical); only is-crawlable fails.
    // 9 / (9 + 93/23) = 207/300 = 0.69.
    const { audits, seoScore } = auditPage(
      input({
        html: html(
          GOOD_HEAD + '<meta name="robots" content="noindex">',
          '<img src="a.png" alt="Logo">',
        ),
      }),
    );
    expect(audits["image-alt"].scoreDisplayMode).toBe("binary");
    expect(audits["canonical"].scoreDisplayMode).toBe("binary");
    expect(seoScore).toEqual({ fraction: 0.69, percent: 69 });
  });

  it("drops not-applicable and informative audits from the mean", () => {
    // Scored: is-crawlable 0 (93/23), meta-description 0, and six passing audits of weight 1;
    // image-alt and canonical are not applicable, structured-data informative.
    // Weights 93/23 + 7 = 254/23, passing weight 6: 6 / (254/23) = 138/254 = 0.5433 → 0.54.
    const head = GOOD_HEAD.replace(/<meta name="description"[^>]*>/, "").replace(
      /<link rel="canonical"[^>]*>/,
      "",
    );
    const { audits, seoScore } = auditPage(
      input({
        html: html(
          head + '<meta name="robots" content="noindex">',
          '<script type="application/ld+json">{}</script>',
        ),
      }),
    );
    const scored = Object.values(audits)
      .filter((a) => SEO_CATEGORY_WEIGHTS[a.id] && a.scoreDisplayMode === "binary")
      .map((a) => `${a.id}:${a.score}`);
    expect(scored.sort()).toEqual([
      "crawlable-anchors:1",
      "document-title:1",
      "hreflang:1",
      "http-status-code:1",
      "is-crawlable:0",
      "link-text:1",
      "meta-description:0",
      "robots-txt:1",
    ]);
    expect(audits["structured-data"].scoreDisplayMode).toBe("informative");
    expect(seoScore).toEqual({ fraction: 0.54, percent: 54 });
  });

  it("is null when a scored audit has no score, and 0 when nothing counts", () => {
    const binary = (id: AuditResult["id"], score: 1 | 0 | null): AuditResult => ({
      id,
      title: "",
      score,
      scoreDisplayMode: "binary",
      details: { items: [] },
      recommendation: null,
    });
    const withNull: Partial<AuditMap> = {
      "document-title": binary("document-title", 1),
      "meta-description": binary("meta-description", null),
    };
    expect(computeSeoScore(withNull)).toEqual({ fraction: null, percent: null });
    expect(computeSeoScore({})).toEqual({ fraction: 0, percent: 0 });
  });

  it("rounds to two decimals like Lighthouse: one failing weight-1 audit of ten", () => {
    // (93/23 + 8) / (93/23 + 9) = 277/300 = 0.92333… → 0.92.
    const { seoScore } = auditPage(
      input({
        html: html(GOOD_HEAD, '<img src="a.png" alt="Logo"><a href="/x">klik hier</a>'),
      }),
    );
    expect(seoScore).toEqual({ fraction: 0.92, percent: 92 });
  });
});

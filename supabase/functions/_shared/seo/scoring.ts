/**
 * The SEO category score, computed as Lighthouse's core/scoring.js does for the `seo` category
 * of core/config/default-config.js (v13.4.1): a weighted mean of the binary audits, where
 * not-applicable, informative and manual audits get weight 0 and drop out, a null score among the
 * rest makes the category null, and the result is rounded to two decimals (0 when nothing counts).
 */
import type { AuditId, AuditMap, SeoScore } from "./types.ts";

/** Lighthouse's auditRefs for the SEO category. structured-data is manual there: weight 0. */
export const SEO_CATEGORY_WEIGHTS: Readonly<Partial<Record<AuditId, number>>> = {
  // "Should be at least 31% of the score, such that this audit failing results in the SEO
  // category failing" (Lighthouse's config comment): failing it caps the score at 0.69.
  "is-crawlable": 4.043478260869565,
  "document-title": 1,
  "meta-description": 1,
  "http-status-code": 1,
  "link-text": 1,
  "crawlable-anchors": 1,
  "robots-txt": 1,
  "image-alt": 1,
  hreflang: 1,
  canonical: 1,
  "structured-data": 0,
};

const clampTo2Decimals = (value: number): number => Math.round(value * 100) / 100;

export function computeSeoScore(audits: Partial<AuditMap>): SeoScore {
  let weightSum = 0;
  let sum = 0;
  for (const [id, configured] of Object.entries(SEO_CATEGORY_WEIGHTS) as [AuditId, number][]) {
    const audit = audits[id];
    if (!audit) continue;
    const weight = audit.scoreDisplayMode === "binary" ? configured : 0;
    if (weight <= 0) continue;
    if (audit.score === null) return { fraction: null, percent: null };
    weightSum += weight;
    sum += audit.score * weight;
  }
  const fraction = clampTo2Decimals(sum / weightSum || 0);
  return { fraction, percent: Math.round(fraction * 100) };
}

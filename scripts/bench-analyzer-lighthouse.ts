/**
 * Lighthouse's side of `npm run bench:analyzer`: the SEO category only, on Lighthouse's default
 * (mobile) config. The SEO audits have not depended on the form factor since v12 moved viewport,
 * font-size and tap-targets out of the category, so the preset changes no verdict; mobile is
 * Lighthouse's default, what Google indexes with, and what `bench:lighthouse` runs.
 */
import lighthouse from "lighthouse";
import type { PageOutcome } from "../tests/fixtures/seo-corpus/verdicts.ts";
import { verdictsOf } from "../tests/fixtures/seo-corpus/verdicts.ts";

export interface LighthouseOutcome extends PageOutcome {
  ms: number;
  version: string;
  formFactor: string;
}

export async function lighthouseSeo(url: string, port: number): Promise<LighthouseOutcome> {
  const started = performance.now();
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["seo"],
    // Without it a 4xx/5xx document is a page-load error and every audit errors, so the
    // http-status-code audit could never fail; this is the setting that lets it.
    ignoreStatusCode: true,
  });
  const ms = performance.now() - started;
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) {
    console.error(`Lighthouse runtime error on ${url}: ${lhr.runtimeError.message}`);
  }
  const score = lhr.categories["seo"]?.score;
  return {
    verdicts: verdictsOf(lhr.audits),
    seoScore: typeof score === "number" ? Math.round(score * 100) : null,
    ms,
    version: lhr.lighthouseVersion,
    formFactor: lhr.configSettings.formFactor,
  };
}

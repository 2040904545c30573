// @vitest-environment node
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchPageInput } from "../../../supabase/functions/_shared/net/fetch-page-input.ts";
import { auditPage } from "../../../supabase/functions/_shared/seo/index.ts";
import { CORPUS } from "../../fixtures/seo-corpus/corpus.ts";
import { startCorpusServer, type CorpusServer } from "../../fixtures/seo-corpus/corpus-server.ts";
import {
  SHARED_AUDITS,
  verdictsOf,
  type PageVerdicts,
} from "../../fixtures/seo-corpus/verdicts.ts";

/**
 * Our engine against Lighthouse 13's verdicts on the corpus, recorded by
 * `npm run bench:analyzer -- --record` (Lighthouse needs Chromium and minutes; this needs neither).
 * Every shared audit and the SEO score must agree on every page Lighthouse audits.
 */
const LIGHTHOUSE = JSON.parse(
  readFileSync(
    new URL("../../fixtures/seo-corpus/lighthouse-verdicts.json", import.meta.url),
    "utf8",
  ),
) as Record<string, PageVerdicts>;

let server: CorpusServer;
beforeAll(async () => {
  server = await startCorpusServer();
});
afterAll(async () => {
  await server.close();
});

describe("agreement with Lighthouse on the corpus", () => {
  it("has a recorded verdict for every page of the corpus (at least 30)", () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(30);
    expect(Object.keys(LIGHTHOUSE).sort()).toEqual(CORPUS.map((page) => page.path).sort());
  });

  it.each(CORPUS.map((page) => [page.path, page] as const))("%s", async (_path, page) => {
    const input = await fetchPageInput(server.urls.get(page)!, { allowHosts: server.hosts });
    const result = auditPage(input, { dutchLinkTexts: false });
    const ours = verdictsOf(result.audits, result.seoScore.percent);
    const theirs = LIGHTHOUSE[page.path]!;
    // Lighthouse does not audit a document that answered 4xx/5xx (every audit "error"); ours
    // still does, and says the status is the problem.
    if (SHARED_AUDITS.every((audit) => theirs.audits[audit] === "error")) {
      expect(ours.audits["http-status-code"]).toBe("0");
      return;
    }
    for (const audit of SHARED_AUDITS) {
      expect({ audit, verdict: ours.audits[audit] }).toEqual({
        audit,
        verdict: theirs.audits[audit],
      });
    }
    expect(ours.seoScore).toBe(theirs.seoScore);
  });
});

/**
 * Lighthouse parity as a CI check without a browser: our engine, run over the benchmark corpus the
 * way production runs it (corpus server → fetchPageInput → auditPage in parity mode), must reach
 * Lighthouse's recorded verdict on every shared audit of every page, except the deviations each
 * page lists with its reason in corpus.ts. Re-record with `npm run bench:analyzer -- --record`.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGES } from "../../fixtures/seo-corpus/corpus.ts";
import { type CorpusServer, startCorpusServer } from "../../fixtures/seo-corpus/corpus-server.ts";
import { readRecorded } from "../../fixtures/seo-corpus/recorded.ts";
import { runEngine } from "../../fixtures/seo-corpus/run-engine.ts";
import {
  type Agreement,
  compareOutcomes,
  type PageOutcome,
  SHARED_AUDIT_IDS,
} from "../../fixtures/seo-corpus/verdicts.ts";

const recorded = readRecorded();
let server: CorpusServer | undefined;
let agreement: Agreement;

beforeAll(async () => {
  server = await startCorpusServer();
  const ours = new Map<string, PageOutcome>();
  for (const page of PAGES) ours.set(page.id, await runEngine(server.urlOf(page), server.hosts));
  agreement = compareOutcomes(PAGES, ours, new Map(Object.entries(recorded.pages)));
});

afterAll(async () => {
  await server?.close();
});

const listed = (audit: string) =>
  PAGES.flatMap((page) => (page.deviations && audit in page.deviations ? [page.id] : []));

describe("the SEO engine against Lighthouse's recorded verdicts on the corpus", () => {
  it("has a recorded verdict for every page of the corpus, and at least 30 pages", () => {
    expect(PAGES.length).toBeGreaterThanOrEqual(30);
    expect(Object.keys(recorded.pages).sort()).toEqual(PAGES.map((page) => page.id).sort());
  });

  it.each(SHARED_AUDIT_IDS)("%s: disagrees only on the listed deviations", (audit) => {
    const pages = agreement.disagreements.filter((d) => d.audit === audit).map((d) => d.page);
    expect(pages).toEqual(listed(audit));
  });

  it("matches Lighthouse's SEO category score on every page without a listed deviation", () => {
    const withDeviations = PAGES.filter((page) => page.deviations).map((page) => page.id);
    expect(agreement.scoreMismatches).toEqual(withDeviations);
  });

  it("reaches the issue's 98% agreement target", () => {
    expect(agreement.agree / agreement.total).toBeGreaterThanOrEqual(0.98);
  });
});

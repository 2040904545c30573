import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { checkMonth } from "../../scripts/bench-content-checks.ts";
import { writeBuiltInChecked } from "../../supabase/functions/_shared/content/writing/built-in-attempts.ts";
import {
  countWords,
  normalizeSentence,
  repeatableFingerprints,
  splitSentences,
} from "../../supabase/functions/_shared/text/sentences.ts";
import { planTopics } from "../../supabase/functions/_shared/content/planning/topic-planner.ts";
import type { DraftResult, WriterProfile } from "../../supabase/functions/_shared/content/types.ts";
import { BUSINESS_SITES } from "../fixtures/business-sites/sites.ts";
import { scanBusinessSite } from "../fixtures/business-sites/scan-business-site.ts";
import { startBusinessSites, type ServedBusinessSite } from "../fixtures/business-sites/serve.ts";

/**
 * What the customer receives in a month, per kind of business: each fixture site is crawled and
 * its facts read as a scan does, nine posts are planned and written by the built-in writer with
 * the checker in the loop, each against the sentences of the posts before it — and every post
 * is publishable: no 'Controle nodig', no sentence of 8+ words from another post, three or more
 * of the site's facts, nothing specific the site does not say.
 */
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let served: Awaited<ReturnType<typeof startBusinessSites>>;
beforeAll(async () => {
  served = await startBusinessSites();
});
afterAll(() => served.close());

async function month(site: ServedBusinessSite) {
  const owner = site.site.profile;
  const scanned = await scanBusinessSite(site, owner);
  const profile: WriterProfile = {
    ...owner,
    websiteUrl: `${site.origin}/`,
    description: scanned.description ?? "",
    offerings: scanned.offerings,
    archetype: scanned.archetype,
  };
  const plan = planTopics({
    profile,
    facts: scanned.facts,
    gaps: [],
    quota: 9,
    periodStart: "2026-12-01",
    periodEnd: "2027-01-01",
    existingTopics: [],
  });
  const earlierSentences = new Set<string>();
  const posts: { draft: DraftResult; brief: (typeof plan)[number] }[] = [];
  for (const [index, brief] of plan.entries()) {
    const { draft } = await writeBuiltInChecked({
      brief,
      profile,
      facts: scanned.facts,
      links: [],
      earlierSentences,
      seed: index + 1,
    });
    posts.push({ draft, brief });
    for (const print of repeatableFingerprints(draft.markdown)) earlierSentences.add(print);
  }
  return { posts, findings: checkMonth(posts, profile, scanned.facts) };
}

describe("a month of posts per kind of business, from its scanned site", () => {
  for (const [index, site] of BUSINESS_SITES.entries()) {
    it(`${site.id}: nine publishable posts`, async () => {
      const { posts, findings } = await month(served.sites[index]!);
      expect(posts).toHaveLength(9);
      expect(findings.map((finding) => finding.passed)).toEqual(Array(9).fill(true));
      expect(findings.map((finding) => finding.sharedSentences)).toEqual(Array(9).fill(0));
      expect(findings.flatMap((finding) => finding.unsupported)).toEqual([]);
      for (const finding of findings) expect(finding.factsUsed).toBeGreaterThanOrEqual(3);
      const titles = new Set(posts.map(({ draft }) => draft.title.toLocaleLowerCase("nl")));
      expect(titles.size).toBe(9);
      // A size or a count ("Appeltaart (8 personen)") is not something people search for.
      expect(posts.map(({ brief }) => brief.focusKeyword).filter((k) => /[\d()]/.test(k))).toEqual(
        [],
      );
      // Not even a short sentence twice in one post ("Al 25 jaar persoonlijk. Al 25 jaar …").
      for (const { draft } of posts) {
        const sentences = splitSentences(draft.markdown)
          .filter((sentence) => countWords(sentence) >= 4)
          .map(normalizeSentence);
        expect(sentences.filter((sentence, i) => sentences.indexOf(sentence) !== i)).toEqual([]);
      }
    });
  }
});

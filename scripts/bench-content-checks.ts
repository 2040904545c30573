/**
 * The checker's side of `npm run bench:content`: one customer's month of drafts checked in
 * writing order, each against the sentences of the posts before it (as the write job does), with
 * the figures issue 20 measures per post: sentences shared with the earlier posts, unsupported
 * specifics, Flesch-Douma reading ease, site facts used and whether every quality check passes.
 */
import { readDraft } from "../supabase/functions/_shared/content/checking/draft-text";
import { readabilityOf } from "../supabase/functions/_shared/content/checking/readability";
import type { CheckerProfile } from "../supabase/functions/_shared/content/checking/types";
import { unsupportedSpecifics } from "../supabase/functions/_shared/content/checking/unsupported-specifics";
import {
  checkDraft,
  type CheckedDraft,
} from "../supabase/functions/_shared/content/checking/draft-check";
import {
  repeatableFingerprints,
  sentencesSeenBefore,
} from "../supabase/functions/_shared/text/sentences";
import type { PostBrief } from "../supabase/functions/_shared/content/types";
import type { SiteFact } from "../supabase/functions/_shared/contract/site-facts";

export interface MonthPost {
  draft: CheckedDraft;
  brief: PostBrief;
}

export interface PostFindings {
  /** Every quality check passed: a concept, not 'Controle nodig'. */
  passed: boolean;
  score: number;
  /** Sentences of 8+ words that an earlier post of the month already has. */
  sharedSentences: number;
  unsupported: string[];
  readability: number | null;
  factsUsed: number;
  checkMs: number;
}

export function checkMonth(
  posts: readonly MonthPost[],
  profile: CheckerProfile,
  facts: readonly SiteFact[] = [],
): PostFindings[] {
  const earlier = new Set<string>();
  return posts.map(({ draft, brief }) => {
    const started = performance.now();
    const check = checkDraft(draft, brief, { profile, facts, earlierFingerprints: earlier });
    const checkMs = performance.now() - started;
    const findings: PostFindings = {
      passed: !check.needsReview,
      score: check.score,
      sharedSentences: new Set(sentencesSeenBefore(draft.markdown, earlier)).size,
      unsupported: unsupportedSpecifics({
        draft,
        text: readDraft(draft.markdown),
        brief,
        profile,
        facts,
        earlierFingerprints: earlier,
      }),
      readability: readabilityOf(draft.markdown)?.score ?? null,
      factsUsed: check.factsUsed.length,
      checkMs,
    };
    for (const print of repeatableFingerprints(draft.markdown)) earlier.add(print);
    return findings;
  });
}

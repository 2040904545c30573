/**
 * Writes one planned post (issue 12): through the configured AI provider when the function
 * secrets name one (AI_API_BASE, AI_API_KEY, AI_MODEL), otherwise with the built-in Dutch writer;
 * then checks the draft with the analyzer's on-page rules and stores it with its score. Ultimate
 * and Power also get short business-profile posts derived from it.
 */
import { currentSubscription, subscriptionRows } from "../billing/subscription-state.ts";
import { planByPriceId, type PlanFacts } from "../contract/plans.ts";
import type { Sql } from "../db.ts";
import { getEnv } from "../env.ts";
import { aiWriterConfig, writeAiDraft } from "./ai-writer.ts";
import { writeBuiltInDraft } from "./built-in-writer.ts";
import { postById, type PostRow } from "./content-store.ts";
import { checkDraft } from "./draft-check.ts";
import { profilePostsFrom } from "./profile-posts.ts";
import type { DraftSource, InternalLink, PostBrief, WriterProfile, WrittenDraft } from "./types.ts";
import { storePostSentences, withCustomerSentences } from "./variety/sentence-store.ts";
import { internalLinks, loadWriterProfile } from "./writer-profile.ts";

const AI_LIMITS = { timeoutMs: 45_000, retries: 1 } as const;

export class MissingProfileError extends Error {
  override readonly name = "MissingProfileError";
}

/** Which writer drafts are written with, as the dashboard shows it. */
export function configuredWriter(): DraftSource {
  return aiWriterConfig(getEnv) ? "ai" : "builtin";
}

/** A stable seed per post, so the built-in writer's wording varies between posts. */
function seedOf(id: string): number {
  let hash = 2166136261;
  for (const char of id) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

/**
 * The AI writer's draft (fetched before the variety lock), or null for the built-in writer,
 * which writes inside it (writePost) so it sees the customer's other posts' sentences.
 */
async function aiDraftFor(
  brief: PostBrief,
  profile: WriterProfile,
  links: InternalLink[],
): Promise<WrittenDraft | null> {
  const ai = aiWriterConfig(getEnv);
  if (!ai) return null;
  // Two attempts of 45 s stay inside an Edge Function's wall-clock limit; the job's own
  // back-off takes over after that.
  return await writeAiDraft(brief, profile, links, ai, AI_LIMITS);
}

export function profilePostsIncluded(plan: PlanFacts | undefined | null): boolean {
  return plan?.businessProfilePosts ?? false;
}

/**
 * Writes the post and stores the draft; the row must be in status 'writing' (the caller claims
 * it). Throws on a writer failure and leaves the status to the caller.
 */
export async function writePost(sql: Sql, post: PostRow): Promise<PostRow> {
  const profile = await loadWriterProfile(sql, post.user_id);
  if (!profile) throw new MissingProfileError("Het bedrijfsprofiel ontbreekt.");
  const brief: PostBrief = {
    topic: post.topic,
    focusKeyword: post.focus_keyword,
    secondaryKeywords: post.secondary_keywords,
  };
  const links = await internalLinks(sql, post.user_id);
  const aiDraft = await aiDraftFor(brief, profile, links);
  const source: DraftSource = aiDraft ? "ai" : "builtin";
  const plan = planByPriceId(
    currentSubscription(await subscriptionRows(sql, post.user_id))?.price_lookup_key,
  );
  await withCustomerSentences(sql, post.user_id, post.id, async (tx, earlierSentences) => {
    const draft =
      aiDraft ??
      writeBuiltInDraft({
        brief,
        profile,
        facts: [],
        links,
        earlierSentences,
        seed: seedOf(post.id),
      });
    const check = checkDraft(draft, brief, { siteUrl: profile.websiteUrl });
    const profilePosts = profilePostsIncluded(plan) ? profilePostsFrom(draft, brief, profile) : [];
    await tx`
      update public.content_posts
      set status = 'draft', source = ${source}, title = ${draft.title},
          meta_title = ${draft.metaTitle}, meta_description = ${draft.metaDescription},
          markdown = ${draft.markdown}, score = ${check.score},
          checks = ${tx.json({ wordCount: check.wordCount, items: check.checks } as never)},
          profile_posts = ${tx.json(profilePosts as never)}, error = null,
          written_at = now(), updated_at = now()
      where id = ${post.id}`;
    await storePostSentences(tx, post.user_id, post.id, draft.markdown);
  });
  return (await postById(sql, post.user_id, post.id))!;
}

/** Marks a planned (or failed) post as being written; null when someone else already did. */
export async function claimForWriting(sql: Sql, postId: string): Promise<PostRow | null> {
  const [claimed] = await sql<{ user_id: string }[]>`
    update public.content_posts set status = 'writing', updated_at = now()
    where id = ${postId} and status in ('planned', 'failed')
    returning user_id`;
  if (!claimed) return null;
  return (await postById(sql, claimed.user_id, postId)) ?? null;
}

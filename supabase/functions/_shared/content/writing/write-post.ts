/**
 * Writes one planned post (issues 12 and 20): through the configured AI provider when the
 * function secrets name one (AI_API_BASE, AI_API_KEY, AI_MODEL), otherwise with the built-in
 * Dutch writer; checks every draft with the draft checker and, while a quality check fails,
 * writes it again — the built-in writer with another seed (up to BUILTIN_ATTEMPTS drafts), the
 * AI writer once more with the failed checks fed back. The best draft is stored with its score:
 * as 'draft' when it passes every quality check, as 'review' ("Controle nodig", with the reasons
 * in `checks`) when none did, together with the fingerprints of its sentences (the variety
 * store, under a per-customer lock). Ultimate and Power also get short business-profile posts.
 */
import type { PlanFacts } from "../../contract/plans.ts";
import type { Sql } from "../../db.ts";
import { getEnv } from "../../env.ts";
import { outlineOf } from "./ai-prompt.ts";
import { type AiDraft, aiWriterConfig, type AiWriterConfig, writeAiDraft } from "./ai-writer.ts";
import { type Attempt, bestAttempt } from "./best-attempt.ts";
import {
  builtInAttempt,
  type CheckedWriteInput,
  draftChecker,
  writeBuiltInChecked,
} from "./built-in-attempts.ts";
import { postColumns, type PostRow, storedChecks } from "../content-store.ts";
import { checkDraft, type CheckedDraft } from "../checking/draft-check.ts";
import { loadPostContext, type PostContext } from "./post-context.ts";
import { profilePostsFrom } from "./profile-posts.ts";
import { withSupportedPage } from "../planning/search-topics/supported-page.ts";
import type { DraftSource, InternalLink, PostBrief } from "../types.ts";
import { storePostSentences, withCustomerSentences } from "../variety/sentence-store.ts";
import { internalLinks, type WriterKnowledge } from "../writer-profile.ts";

export { BUILTIN_ATTEMPTS } from "./built-in-attempts.ts";
/** The AI writer's first draft and one rewrite with the failed checks fed back. */
export const AI_ATTEMPTS = 2;
/**
 * The first AI draft may take two requests of 40 s (one retry), the rewrite one more: about two
 * minutes at worst, inside an Edge Function's wall-clock limit; the job's own back-off takes
 * over after that.
 */
const AI_LIMITS = { timeoutMs: 40_000, retries: 1 } as const;
const AI_REWRITE_LIMITS = { timeoutMs: 40_000, retries: 0 } as const;

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

/** Everything a post is written and checked against. */
interface WriteContext extends PostContext {
  post: PostRow;
  brief: PostBrief;
  links: InternalLink[];
}

interface Written {
  draft: CheckedDraft & { unplacedKeywords?: readonly string[] };
  check: ReturnType<typeof checkDraft>;
  attempts: number;
  source: DraftSource;
}

/** The writer's input for this post, with the sentences of the customer's other posts. */
function writerInput(context: WriteContext): CheckedWriteInput {
  return {
    brief: context.brief,
    profile: context.profile,
    facts: context.facts,
    links: context.links,
    earlierSentences: context.earlier.fingerprints,
    seed: seedOf(context.post.id),
  };
}

async function writeBuiltIn(context: WriteContext): Promise<Written> {
  return { ...(await writeBuiltInChecked(writerInput(context))), source: "builtin" };
}

async function writeWithAi(context: WriteContext, config: AiWriterConfig): Promise<Written> {
  const request = {
    brief: context.brief,
    profile: context.profile,
    links: context.links,
    facts: context.facts,
    // The built-in writer's plan for this post: the sections a post of this kind needs.
    outline: outlineOf(builtInAttempt(writerInput(context), 1).markdown),
    otherTitles: context.earlier.titles,
  };
  const check = draftChecker(writerInput(context));
  const best = await bestAttempt<AiDraft>(
    AI_ATTEMPTS,
    async (_attempt, previous: Attempt<AiDraft> | null) => {
      if (!previous) return writeAiDraft(request, config, AI_LIMITS);
      const failed = previous.check.checks.filter((item) => !item.passed);
      try {
        return await writeAiDraft(request, config, {
          ...AI_REWRITE_LIMITS,
          rewrite: { reply: previous.draft.reply, failed },
        });
      } catch {
        // The first draft is kept ('Controle nodig', with its reasons) rather than lost.
        return null;
      }
    },
    check,
  );
  const { reply: _reply, ...draft } = best.draft;
  return { draft, check: best.check, attempts: best.attempts, source: "ai" };
}

export function profilePostsIncluded(plan: PlanFacts | undefined | null): boolean {
  return plan?.businessProfilePosts ?? false;
}

/**
 * Writes the post and stores the draft; the row must be in status 'writing' (the caller claims
 * it). `plan` is the customer's live plan, as the caller read it (live-subscription.ts);
 * `knowledge` their profile and facts when the caller read them already. Throws on a writer
 * failure and leaves the status to the caller.
 */
export async function writePost(
  sql: Sql,
  post: PostRow,
  plan: PlanFacts | null,
  knowledge?: WriterKnowledge,
): Promise<PostRow> {
  const loaded = await loadPostContext(sql, post.user_id, post.id, knowledge);
  if (!loaded) throw new MissingProfileError("Het bedrijfsprofiel ontbreekt.");
  const context: WriteContext = {
    ...loaded,
    post,
    brief: {
      topic: post.topic,
      focusKeyword: post.focus_keyword,
      secondaryKeywords: post.secondary_keywords,
    },
    links: withSupportedPage(await internalLinks(sql, post.user_id), post.topic_reason),
  };
  const ai = aiWriterConfig(getEnv);
  // The AI provider is asked before the variety lock: a lock is never held across the network.
  const aiWritten = ai ? await writeWithAi(context, ai) : null;
  return withCustomerSentences(sql, post.user_id, post.id, async (tx, earlierSentences) => {
    // The built-in writer writes inside the lock, so it sees the sentences of a post of the same
    // customer that was stored a moment ago by a job running beside this one.
    const written =
      aiWritten ??
      (await writeBuiltIn({
        ...context,
        earlier: { ...context.earlier, fingerprints: earlierSentences },
      }));
    const { draft, check, attempts, source } = written;
    const profilePosts = profilePostsIncluded(plan)
      ? profilePostsFrom(draft, context.brief, context.profile)
      : [];
    const checks = storedChecks(check, { unplacedKeywords: draft.unplacedKeywords, attempts });
    const [updated] = await tx<PostRow[]>`
      update public.content_posts
      set status = ${check.needsReview ? "review" : "draft"}, source = ${source},
          title = ${draft.title}, meta_title = ${draft.metaTitle},
          meta_description = ${draft.metaDescription}, markdown = ${draft.markdown},
          score = ${check.score}, checks = ${tx.json(checks as never)},
          profile_posts = ${tx.json(profilePosts as never)}, error = null,
          written_at = now(), updated_at = now()
      where id = ${post.id}
      returning ${postColumns(tx)}`;
    await storePostSentences(tx, post.user_id, post.id, draft.markdown);
    return updated!;
  });
}

/** Marks a planned (or failed) post as being written; null when someone else already did. */
export async function claimForWriting(sql: Sql, postId: string): Promise<PostRow | null> {
  const [claimed] = await sql<PostRow[]>`
    update public.content_posts set status = 'writing', updated_at = now()
    where id = ${postId} and status in ('planned', 'failed')
    returning ${postColumns(sql)}`;
  return claimed ?? null;
}

import {
  articleMarkdown,
  CONTENT_CATALOGUE,
  type ContentMessages,
  type contentActionSchema,
  type ContentActionResponse,
} from "../_shared/contract/content.ts";
import type { z } from "zod";
import { accessOfUser } from "../_shared/billing/entitlements.ts";
import type { Sql } from "../_shared/db.ts";
import type { Locale } from "../_shared/contract/locale.ts";
import { errorResponse, json } from "../_shared/http.ts";
import { addDays } from "../_shared/content/planning/content-period.ts";
import {
  postById,
  postColumns,
  storedChecks,
  toContentPost,
  type PostRow,
} from "../_shared/content/content-store.ts";
import { checkDraft } from "../_shared/content/checking/draft-check.ts";
import { enqueueWrite } from "../_shared/content/planning/plan-period.ts";
import { replacementTopic } from "../_shared/content/planning/topic-planner.ts";
import { storePostSentences } from "../_shared/content/variety/sentence-store.ts";
import { loadPostContext } from "../_shared/content/writing/post-context.ts";
import { loadWriterKnowledge } from "../_shared/content/writer-profile.ts";
import { connectWordPress, disconnectWordPress, publishPost } from "./wordpress-actions.ts";

type Action = z.output<typeof contentActionSchema>;
type PostAction = Exclude<Action, { action: "connect-wordpress" | "disconnect-wordpress" }>;

/** The post as it is now: re-read after a change that returned no row of it (write-now). */
const answerPost = async (sql: Sql, row: PostRow): Promise<Response> =>
  answerWith((await postById(sql, row.user_id, row.id)) ?? row);

/** The post as its update returned it, or as read at the start when the update changed nothing. */
const answerWith = (row: PostRow): Response =>
  json({ post: toContentPost(row) } satisfies ContentActionResponse);

/**
 * POST /content: every change needs a live plan (after the end the posts are read-only); each
 * action checks the post's status. Removing the stored WordPress password is always allowed.
 */
export async function runPostAction(
  sql: Sql,
  userId: string,
  action: Action,
  locale: Locale,
): Promise<Response> {
  const messages = CONTENT_CATALOGUE[locale];
  if (action.action === "disconnect-wordpress") return disconnectWordPress(sql, userId);
  const access = await accessOfUser(sql, userId);
  if (!access.writeAccess) {
    return errorResponse(403, access.ended ? messages.readOnly : messages.needsPlan);
  }
  if (action.action === "connect-wordpress") return connectWordPress(sql, userId, action, locale);
  const post = await postById(sql, userId, action.id);
  if (!post) return errorResponse(404, messages.notFound);
  return runOnPost(sql, post, action, messages, locale);
}

async function runOnPost(
  sql: Sql,
  post: PostRow,
  action: PostAction,
  messages: ContentMessages,
  locale: Locale,
): Promise<Response> {
  switch (action.action) {
    case "update-topic":
    case "swap-topic": {
      if (post.status !== "planned" && post.status !== "failed") {
        return errorResponse(409, messages.notPlanned);
      }
      const brief = action.action === "update-topic" ? action : await otherTopic(sql, post);
      if (!brief) return errorResponse(409, messages.needsProfile);
      // A topic swapped away is remembered, so no later swap or plan offers it again.
      const skipped = action.action === "swap-topic" ? [post.topic] : [];
      const reason = "reason" in brief ? brief.reason : reasonAfterEdit(post, brief.focusKeyword);
      const [updated] = await sql<PostRow[]>`
        update public.content_posts
        set topic = ${brief.topic}, focus_keyword = ${brief.focusKeyword},
            secondary_keywords = ${brief.secondaryKeywords},
            skipped_topics = skipped_topics || ${skipped}::text[],
            topic_reason = ${reason === null ? null : sql.json(reason as never)}, updated_at = now()
        where id = ${post.id}
        returning ${postColumns(sql)}`;
      return answerWith(updated ?? post);
    }
    case "write-now": {
      if (post.status !== "planned" && post.status !== "failed") {
        return errorResponse(409, messages.notPlanned);
      }
      await sql.begin(async (tx) => {
        await tx`
          update public.content_posts set status = 'planned', error = null, updated_at = now()
          where id = ${post.id}`;
        const moved = await tx`
          update public.jobs set run_at = now(), updated_at = now()
          where dedupe_key = ${`content-write:${post.id}`} and status = 'queued'`;
        if (moved.count === 0) await enqueueWrite(tx, post.user_id, post.id, new Date());
      });
      return answerPost(sql, post);
    }
    case "save-draft": {
      if (post.status === "published") return errorResponse(409, messages.alreadyPublished);
      if (post.markdown === null) return errorResponse(409, messages.notWritten);
      const context = await loadPostContext(sql, post.user_id, post.id);
      if (!context) return errorResponse(409, messages.needsProfile);
      const markdown = articleMarkdown(action.title, action.markdown);
      // Checked like a new draft; the facts its writer said it used still count as used.
      const check = checkDraft(
        {
          ...action,
          markdown,
          usedFactIds: (post.checks?.factsUsed ?? []).map((fact) => fact.id),
        },
        {
          topic: post.topic,
          focusKeyword: post.focus_keyword,
          secondaryKeywords: post.secondary_keywords,
        },
        {
          profile: context.profile,
          facts: context.facts,
          earlierFingerprints: context.earlier.fingerprints,
        },
      );
      const checks = storedChecks(check, {
        unplacedKeywords: post.checks?.unplacedKeywords,
        attempts: post.checks?.attempts,
      });
      // An edit after approval needs a new approval: what is published must be what was
      // approved. A draft that still fails a quality check stays 'Controle nodig'.
      const [updated] = await sql<PostRow[]>`
        update public.content_posts
        set title = ${action.title}, meta_title = ${action.metaTitle},
            meta_description = ${action.metaDescription}, markdown = ${markdown},
            score = ${check.score}, checks = ${sql.json(checks as never)},
            status = ${check.needsReview ? "review" : "draft"}, approved_at = null,
            updated_at = now()
        where id = ${post.id}
        returning ${postColumns(sql)}`;
      await storePostSentences(sql, post.user_id, post.id, markdown);
      return answerWith(updated ?? post);
    }
    case "approve": {
      if (post.status === "published") return errorResponse(409, messages.alreadyPublished);
      // 'Controle nodig' can be approved too: the customer has read the reasons and decides.
      if (post.status !== "draft" && post.status !== "review" && post.status !== "approved") {
        return errorResponse(409, messages.notWritten);
      }
      // Approving an approved post again changes nothing: it answers the post as read.
      const [updated] = await sql<PostRow[]>`
        update public.content_posts set status = 'approved', approved_at = now(),
          updated_at = now()
        where id = ${post.id} and status in ('draft', 'review')
        returning ${postColumns(sql)}`;
      return answerWith(updated ?? post);
    }
    case "publish-wordpress":
      return publishPost(sql, post, messages, locale);
  }
}

/**
 * The planner's reason holds while the customer keeps its focus keyword (a new title or extra
 * keywords); another keyword is the customer's own choice, and no figure speaks for it.
 */
function reasonAfterEdit(post: PostRow, focusKeyword: string): unknown {
  const same = (keyword: string) => keyword.replace(/\s+/g, " ").trim().toLocaleLowerCase("nl");
  return same(post.focus_keyword) === same(focusKeyword) ? post.topic_reason : null;
}

/**
 * 'Ander onderwerp': one fresh brief on the same day, with another focus keyword while the
 * period has one to spare, else another angle on the same keyword; never a topic or title the
 * customer already has or swapped away before.
 */
async function otherTopic(sql: Sql, post: PostRow) {
  const knowledge = await loadWriterKnowledge(sql, post.user_id);
  if (!knowledge) return null;
  const { profile, facts } = knowledge;
  const posts = await sql<{ topic: string; title: string | null; skipped_topics: string[] }[]>`
    select topic, title, skipped_topics from public.content_posts where user_id = ${post.user_id}`;
  const period = await sql<{ focus_keyword: string }[]>`
    select focus_keyword from public.content_posts
    where user_id = ${post.user_id} and period_start = ${post.period_start} and id <> ${post.id}`;
  const [quota] = await sql<{ quota: number }[]>`
    select quota from public.content_periods
    where user_id = ${post.user_id} and period_start = ${post.period_start}`;
  return replacementTopic(
    {
      profile,
      facts,
      gaps: [],
      quota: 1,
      periodStart: post.planned_for,
      periodEnd: addDays(post.planned_for, 1),
      existingTopics: posts.flatMap((row) => [
        row.topic,
        ...(row.title ? [row.title] : []),
        ...row.skipped_topics,
      ]),
      periodFocusKeywords: period.map((row) => row.focus_keyword),
      periodQuota: quota?.quota ?? 1,
    },
    { focusKeyword: post.focus_keyword, topic: post.topic },
  );
}

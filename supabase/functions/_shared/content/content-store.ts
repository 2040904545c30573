/**
 * public.content_posts rows and their contract shape (contract/content.ts). One place maps
 * snake_case rows to the JSON the dashboard and the public API answer.
 */
import type { ContentPost, PostStatus } from "../contract/content.ts";
import { topicReasonSchema, type TopicReason } from "../contract/topic-reason.ts";
import type { SqlRunner } from "../jobs/enqueue.ts";
import { groupOfCheck } from "./checking/draft-check.ts";
import type { DraftCheck, DraftCheckItem, DraftSource, UsedFact } from "./types.ts";

/**
 * The `checks` column: the checker's items and what the panel shows with them. Rows written
 * before issue 20 have only `wordCount` and items without `group` and `detail`.
 */
export interface StoredChecks {
  wordCount: number;
  items: Array<Omit<DraftCheckItem, "group" | "detail"> & Partial<DraftCheckItem>>;
  factsUsed?: UsedFact[];
  unplacedKeywords?: string[];
  attempts?: number;
}

/** What is stored for a checked draft. */
export function storedChecks(
  check: DraftCheck,
  extra: { unplacedKeywords?: readonly string[]; attempts?: number } = {},
): StoredChecks {
  return {
    wordCount: check.wordCount,
    items: check.checks,
    factsUsed: check.factsUsed,
    unplacedKeywords: [...(extra.unplacedKeywords ?? [])],
    ...(extra.attempts === undefined ? {} : { attempts: extra.attempts }),
  };
}

export interface PostRow {
  id: string;
  user_id: string;
  period_start: string;
  planned_for: string;
  origin: "plan" | "api";
  status: PostStatus;
  topic: string;
  focus_keyword: string;
  secondary_keywords: string[];
  source: DraftSource | null;
  title: string | null;
  meta_title: string | null;
  meta_description: string | null;
  markdown: string | null;
  score: number | null;
  checks: StoredChecks | null;
  profile_posts: string[];
  wordpress_link: string | null;
  error: string | null;
  /** Why the planner chose the topic (contract/topic-reason.ts); null when it did not. */
  topic_reason: unknown;
  updated_at: Date;
  /** A `content-write` job for this post is due (queued with run_at in the past). */
  write_due: boolean;
}

/** Dates come back as text so no time zone shifts a calendar day. */
export const POST_COLUMNS = `id, user_id, period_start::text as period_start,
  planned_for::text as planned_for, origin, status, topic, focus_keyword, secondary_keywords,
  source, title, meta_title, meta_description, markdown, score, checks, profile_posts,
  wordpress_link, error, topic_reason, updated_at,
  exists (select 1 from public.jobs
          where jobs.dedupe_key = 'content-write:' || content_posts.id::text
            and jobs.status = 'queued' and jobs.run_at <= now()) as write_due`;

/** The columns of a PostRow as a fragment, for `returning` them from the update of a post. */
export const postColumns = (sql: SqlRunner) => sql.unsafe(POST_COLUMNS);

/** A stored reason in the shape the browser reads; anything else (a future kind) is not shown. */
function topicReasonOf(stored: unknown): TopicReason | null {
  const parsed = topicReasonSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

export function toContentPost(row: PostRow): ContentPost {
  return {
    id: row.id,
    // A planned post whose write job is due is being written: the job runner takes it within a
    // minute. Said here, every tab and a reload show it (not only the tab that pressed 'Nu
    // schrijven'), and the dashboard keeps polling until the draft is there.
    status: row.status === "planned" && row.write_due ? "writing" : row.status,
    origin: row.origin,
    plannedFor: row.planned_for,
    topic: row.topic,
    focusKeyword: row.focus_keyword,
    secondaryKeywords: row.secondary_keywords,
    source: row.source,
    title: row.title,
    metaTitle: row.meta_title,
    metaDescription: row.meta_description,
    markdown: row.markdown,
    score: row.score,
    checks:
      row.checks?.items.map((item) => ({
        ...item,
        detail: item.detail ?? null,
        group: item.group ?? groupOfCheck(item.id),
      })) ?? null,
    wordCount: row.checks?.wordCount ?? null,
    factsUsed: row.checks?.factsUsed ?? [],
    unplacedKeywords: row.checks?.unplacedKeywords ?? [],
    writeAttempts: row.checks?.attempts ?? null,
    profilePosts: row.profile_posts,
    wordpressLink: row.wordpress_link,
    error: row.error,
    topicReason: topicReasonOf(row.topic_reason),
    updatedAt: row.updated_at.toISOString(),
  };
}

export async function postById(
  sql: SqlRunner,
  userId: string,
  id: string,
): Promise<PostRow | undefined> {
  const [row] = await sql.unsafe<PostRow[]>(
    `select ${POST_COLUMNS} from public.content_posts where id = $1 and user_id = $2`,
    [id, userId],
  );
  return row;
}

/** The caller's posts, the current period first, each period in calendar order. */
export async function listPosts(sql: SqlRunner, userId: string, limit = 200): Promise<PostRow[]> {
  return sql.unsafe<PostRow[]>(
    `select ${POST_COLUMNS} from public.content_posts where user_id = $1
     order by period_start desc, planned_for, created_at limit $2`,
    [userId, limit],
  );
}

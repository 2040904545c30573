/**
 * Plans a subscription period's posts (issue 12): the plan's quota of topics from the business
 * profile and the latest report's gaps, spread over the period, each with a `content-write` job
 * due on its day. Idempotent and safe to call from the dashboard, the monthly job and an upgrade
 * alike: the period row is upserted first and stays locked for the transaction, so two callers
 * never plan the same slots twice; the quota only grows (an upgrade adds the difference).
 */
import type { Sql } from "../../db.ts";
import { enqueueJob, type SqlRunner } from "../../jobs/enqueue.ts";
import { addDays, isoDay, type ContentPeriod, type ContentSubscription } from "./content-period.ts";
import { readSearchTopics } from "./search-topics/read-search-topics.ts";
import { planTopics } from "./topic-planner.ts";
import { latestReportGaps, loadWriterKnowledge, type WriterKnowledge } from "../writer-profile.ts";

/**
 * Drafts are written early on their planned day (06:00 UTC), or now when that has passed. A new
 * customer's first post is written at once (`atOnce`): planned for today, 06:00 UTC would still
 * be hours away between midnight and 06:00.
 */
export function writeTimeFor(plannedFor: string, now = new Date(), atOnce = false): Date {
  if (atOnce) return now;
  const due = new Date(`${plannedFor}T06:00:00Z`);
  return due.getTime() > now.getTime() ? due : now;
}

export async function enqueueWrite(sql: SqlRunner, userId: string, postId: string, runAt: Date) {
  await enqueueJob(sql, {
    kind: "content-write",
    userId,
    payload: { postId },
    runAt,
    dedupeKey: `content-write:${postId}`,
  });
}

/** The next period is planned by a job at this period's end (once per customer). */
async function scheduleNextPlan(sql: SqlRunner, userId: string, period: ContentPeriod) {
  await enqueueJob(sql, {
    kind: "content-plan",
    userId,
    runAt: new Date(`${period.end}T00:05:00Z`),
    dedupeKey: `content-plan:${userId}`,
  });
}

async function periodFocusKeywords(sql: SqlRunner, userId: string, periodStart: string) {
  const rows = await sql<{ focus_keyword: string }[]>`
    select focus_keyword from public.content_posts
    where user_id = ${userId} and period_start = ${periodStart}`;
  return rows.map((row) => row.focus_keyword);
}

export interface PlanOutcome {
  quota: number;
  used: number;
  planned: number;
}

/**
 * Null when planning is due and the customer has no business profile. `known`: the profile and
 * facts when the caller read them already (content/generate writes with them right after).
 */
export async function ensurePeriodPlanned(
  sql: Sql,
  userId: string,
  { plan, period }: ContentSubscription,
  now = new Date(),
  known?: WriterKnowledge,
): Promise<PlanOutcome | null> {
  // Most calls (every dashboard visit) find the period fully planned: answer without writing.
  const [planned] = await sql<{ quota: number; used: number }[]>`
    select period.quota, (select count(*)::int from public.content_posts post
      where post.user_id = period.user_id and post.period_start = period.period_start) as used
    from public.content_periods period
    where period.user_id = ${userId} and period.period_start = ${period.start}`;
  if (planned && planned.quota >= plan.blogQuota && planned.used >= planned.quota) {
    return { quota: planned.quota, used: planned.used, planned: 0 };
  }
  return await sql.begin(async (tx) => {
    const knowledge = known ?? (await loadWriterKnowledge(tx, userId));
    if (!knowledge) return null;
    const { profile, facts } = knowledge;
    const [row] = await tx<{ quota: number }[]>`
      insert into public.content_periods (user_id, period_start, period_end, quota)
      values (${userId}, ${period.start}, ${period.end}, ${plan.blogQuota})
      on conflict (user_id, period_start) do update
        set quota = greatest(public.content_periods.quota, excluded.quota),
            period_end = excluded.period_end, updated_at = now()
      returning quota`;
    const quota = row!.quota;
    const [{ used }] = await tx<{ used: number }[]>`
      select count(*)::int as used from public.content_posts
      where user_id = ${userId} and period_start = ${period.start}`;
    const missing = quota - used;
    await scheduleNextPlan(tx, userId, period);
    if (missing <= 0) return { quota, used, planned: 0 };

    // Every topic, title and swapped-away topic so far: none is planned again.
    const earlier = await tx<{ topic: string; title: string | null; skipped_topics: string[] }[]>`
      select topic, title, skipped_topics from public.content_posts where user_id = ${userId}`;
    const today = isoDay(now);
    // With Search Console connected, its striking-distance queries and pages losing clicks lead.
    const searchTopics = await readSearchTopics(tx, userId, {
      profile,
      facts,
      quota: missing,
      today,
    });
    const posts = planTopics({
      profile,
      facts,
      gaps: await latestReportGaps(tx, userId),
      quota: missing,
      // An upgrade mid-period spreads the extra posts over the days that are left.
      periodStart: today > period.start ? today : period.start,
      periodEnd: period.end > today ? period.end : addDays(today, 1),
      existingTopics: earlier.flatMap((post) => [
        post.topic,
        ...(post.title ? [post.title] : []),
        ...post.skipped_topics,
      ]),
      // The keyword limit counts the posts already planned in this period too.
      periodFocusKeywords: await periodFocusKeywords(tx, userId, period.start),
      periodQuota: quota,
      searchTopics,
    });
    // A new customer's first post is written today, at once: "the first content within 48 hours".
    const firstEver = earlier.length === 0;
    if (firstEver && posts[0]) posts[0] = { ...posts[0], plannedFor: today };
    for (const [index, post] of posts.entries()) {
      const [inserted] = await tx<{ id: string }[]>`
        insert into public.content_posts
          (user_id, period_start, planned_for, topic, focus_keyword, secondary_keywords,
           topic_reason)
        values (${userId}, ${period.start}, ${post.plannedFor}, ${post.topic},
                ${post.focusKeyword}, ${post.secondaryKeywords}, ${tx.json(post.reason as never)})
        returning id`;
      const runAt = writeTimeFor(post.plannedFor, now, firstEver && index === 0);
      await enqueueWrite(tx, userId, inserted!.id, runAt);
    }
    return { quota, used: used + posts.length, planned: posts.length };
  });
}

import type { ContentOverview } from "../_shared/contract/content.ts";
import { accessOfUser } from "../_shared/billing/entitlements.ts";
import type { Sql } from "../_shared/db.ts";
import { contentSubscriptionOf } from "../_shared/content/planning/content-period.ts";
import { listPosts, toContentPost } from "../_shared/content/content-store.ts";
import { ensurePeriodPlanned } from "../_shared/content/planning/plan-period.ts";
import { configuredWriter, profilePostsIncluded } from "../_shared/content/writing/write-post.ts";
import { loadWriterProfile } from "../_shared/content/writer-profile.ts";
import { wordpressStatus } from "./wordpress-actions.ts";

/** The Contentkalender: plans the current period first when it is due, then lists the posts. */
export async function contentOverview(sql: Sql, userId: string): Promise<ContentOverview> {
  const access = await accessOfUser(sql, userId);
  const { plan } = access.subscription;
  const profileCompleted = (await loadWriterProfile(sql, userId)) !== null;
  let period: ContentOverview["period"] = null;
  const subscription = profileCompleted ? contentSubscriptionOf(access.subscription) : null;
  if (subscription) {
    const outcome = await ensurePeriodPlanned(sql, userId, subscription);
    if (outcome) {
      period = { ...subscription.period, quota: outcome.quota, used: outcome.used };
    }
  }
  return {
    plan: plan?.id ?? null,
    access: access.writeAccess ? "write" : access.ended ? "read-only" : "none",
    profileCompleted,
    period,
    profilePostsIncluded: profilePostsIncluded(plan),
    writer: configuredWriter(),
    posts: (await listPosts(sql, userId)).map(toContentPost),
    wordpress: await wordpressStatus(sql, userId),
  };
}

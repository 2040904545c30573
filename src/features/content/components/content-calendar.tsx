import type { ContentPost } from "@contract/content";
import { paths } from "@/config/paths";
import { useT } from "@/i18n";
import { useContentOverview } from "../api/get-content-overview";
import { serverMessage } from "../copy/server-message";
import { useWritePolling } from "../hooks/use-write-polling";
import { CalendarHeader } from "./calendar-header";
import { ContentBlocked, ContentError, ContentSkeleton } from "./content-states";
import { EarlierPeriods } from "./earlier-periods";
import { PostCard } from "./post-card";
import { ReadOnlyPosts } from "./read-only-posts";
import { WordPressCard } from "./wordpress-card";

/**
 * The current period's posts and the earlier ones. Days are compared as yyyy-mm-dd strings: the
 * server sends calendar days (UTC), and a Date would shift them by the browser's time zone.
 */
function splitByPeriod(posts: ContentPost[], periodStart: string) {
  const start = periodStart.slice(0, 10);
  const current = posts
    .filter((post) => post.plannedFor.slice(0, 10) >= start)
    .sort((a, b) => a.plannedFor.localeCompare(b.plannedFor));
  const earlier = posts.filter((post) => post.plannedFor.slice(0, 10) < start);
  return { current, earlier };
}

/** 'Content': the Contentkalender with its states, earlier periods and the WordPress connection. */
export function ContentCalendar() {
  const { t } = useT("content");
  const polling = useWritePolling();
  const overview = useContentOverview(polling.refetchInterval);

  if (overview.isPending) return <ContentSkeleton />;
  if (overview.isError) {
    return (
      <ContentError
        message={serverMessage(overview.error, t("error"))}
        onRetry={() => void overview.refetch()}
      />
    );
  }
  const data = overview.data;
  if (data.access === "read-only") return <ReadOnlyPosts posts={data.posts} />;
  if (data.access === "none" || !data.plan) {
    return (
      <ContentBlocked
        message={t("messages.needsPlan")}
        action={t("choosePlan")}
        href={paths.pricing}
      />
    );
  }
  if (!data.profileCompleted || !data.period) {
    return (
      <ContentBlocked
        message={t("messages.needsProfile")}
        action={t("completeProfile")}
        href={paths.onboarding}
      />
    );
  }
  const { current, earlier } = splitByPeriod(data.posts, data.period.start);
  return (
    <div className="flex flex-col gap-10">
      <section aria-labelledby="content-calendar-heading" className="flex flex-col gap-4">
        <CalendarHeader period={data.period} writer={data.writer} />
        {current.length === 0 ? (
          <p className="rounded-lg border p-6" data-testid="content-empty">
            {t("empty")}
          </p>
        ) : (
          <ul className="flex flex-col gap-3" data-testid="content-posts">
            {current.map((post) => (
              <PostCard
                key={post.id}
                post={post}
                queued={polling.queued.has(post.id)}
                onWriteQueued={polling.markQueued}
              />
            ))}
          </ul>
        )}
      </section>
      <EarlierPeriods posts={earlier} currentStart={data.period.start} />
      <WordPressCard wordpress={data.wordpress} />
    </div>
  );
}

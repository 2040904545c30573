import { Link } from "react-router-dom";
import type { ContentPost } from "@contract/content";
import { contentCalendarContent as copy } from "@/content/content-calendar";
import { formatDayShort, formatMonthYear } from "@/lib/format";
import { draftPath } from "./post-card";
import { ScoreBadge, StatusBadge } from "./status-badge";

/** Posts grouped by the month they were planned in, newest month first. */
export function groupByMonth(posts: ContentPost[]): { month: string; posts: ContentPost[] }[] {
  const sorted = [...posts].sort((a, b) => Date.parse(b.plannedFor) - Date.parse(a.plannedFor));
  const groups = new Map<string, ContentPost[]>();
  for (const post of sorted) {
    const month = formatMonthYear(post.plannedFor);
    groups.set(month, [...(groups.get(month) ?? []), post]);
  }
  return [...groups].map(([month, list]) => ({ month, posts: list }));
}

/**
 * Earlier periods' posts, one collapsed group per month (native <details>: keyboard and screen
 * reader support for free). Only written posts link to the editor.
 */
export function EarlierPeriods({ posts }: { posts: ContentPost[] }) {
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="content-earlier-heading" className="flex flex-col gap-3">
      <h2 id="content-earlier-heading" className="text-xl font-semibold">
        {copy.earlier.heading}
      </h2>
      {groupByMonth(posts).map((group) => (
        <details key={group.month} className="rounded-lg border">
          <summary className="cursor-pointer px-4 py-3 font-medium">
            {group.month} · {copy.earlier.count(group.posts.length)}
          </summary>
          <ul className="flex flex-col divide-y border-t">
            {group.posts.map((post) => (
              <li key={post.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3">
                <time dateTime={post.plannedFor} className="text-sm text-muted-foreground">
                  {formatDayShort(post.plannedFor)}
                </time>
                <span className="min-w-0 flex-1 [overflow-wrap:anywhere]">
                  {post.status === "draft" ||
                  post.status === "approved" ||
                  post.status === "published" ? (
                    <Link
                      to={draftPath(post.id)}
                      className="font-medium text-primary hover:underline"
                    >
                      {post.title ?? post.topic}
                    </Link>
                  ) : (
                    post.topic
                  )}
                </span>
                <StatusBadge status={post.status} />
                {post.score !== null && <ScoreBadge score={post.score} />}
              </li>
            ))}
          </ul>
        </details>
      ))}
    </section>
  );
}

import { Link } from "react-router-dom";
import { isWritten, type ContentPost } from "@contract/content";
import { formatNumber, intlLocale, useLocale, useT } from "@/i18n";
import { addMonthsToDay, formatDayRange, formatDayShort } from "@/lib/format";
import { draftPath } from "./post-card";
import { ScoreBadge, StatusBadge } from "./status-badge";

/** An earlier period: its first day and the next period's first day (exclusive). */
interface PeriodGroup {
  start: string;
  end: string;
  posts: ContentPost[];
}

/**
 * Posts grouped by the period they were planned in, newest period first. Periods are the months
 * that end where the next one starts (decision 023), so earlier ones step back a month at a time
 * from the current period's first day.
 */
export function groupByPeriod(posts: ContentPost[], currentStart: string): PeriodGroup[] {
  const groups = new Map<number, PeriodGroup>();
  for (const post of posts) {
    const day = post.plannedFor.slice(0, 10);
    let back = 1;
    // Bounded: ten years of monthly periods is far beyond any account's history.
    while (back < 120 && day < addMonthsToDay(currentStart, -back)) back += 1;
    const group = groups.get(back) ?? {
      start: addMonthsToDay(currentStart, -back),
      end: addMonthsToDay(currentStart, 1 - back),
      posts: [],
    };
    group.posts.push(post);
    groups.set(back, group);
  }
  return [...groups]
    .sort(([a], [b]) => a - b)
    .map(([, group]) => ({
      ...group,
      posts: group.posts.sort((a, b) => a.plannedFor.localeCompare(b.plannedFor)),
    }));
}

/**
 * Earlier periods' posts, one collapsed group per period (native <details>: keyboard and screen
 * reader support for free). Only written posts link to the editor.
 */
export function EarlierPeriods({
  posts,
  currentStart,
}: {
  posts: ContentPost[];
  currentStart: string;
}) {
  const { t } = useT("content");
  const locale = useLocale();
  const dateLocale = intlLocale(locale);
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="content-earlier-heading" className="flex flex-col gap-3">
      <h2 id="content-earlier-heading" className="text-xl font-semibold">
        {t("earlier.heading")}
      </h2>
      {groupByPeriod(posts, currentStart).map((group) => (
        <details key={group.start} className="rounded-lg border">
          <summary className="cursor-pointer px-4 py-3 font-medium">
            {formatDayRange(group.start, group.end, dateLocale)} ·{" "}
            {t("earlier.count", {
              count: group.posts.length,
              figure: formatNumber(group.posts.length, locale),
            })}
          </summary>
          <ul className="flex flex-col divide-y border-t">
            {group.posts.map((post) => (
              <li key={post.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3">
                <time dateTime={post.plannedFor} className="text-sm text-muted-foreground">
                  {formatDayShort(post.plannedFor, dateLocale)}
                </time>
                <span className="min-w-0 flex-1 [overflow-wrap:anywhere]">
                  {isWritten(post.status) ? (
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

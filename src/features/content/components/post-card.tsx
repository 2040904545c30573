import { Loader2 } from "lucide-react";
import { Link } from "react-router-dom";
import { isWritten, type ContentPost } from "@contract/content";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { intlLocale, useLocale, useT } from "@/i18n";
import { formatDayShort } from "@/lib/format";
import { PlannedActions } from "./planned-actions";
import { ScoreBadge, StatusBadge } from "./status-badge";

/** The editor of one post: /dashboard/content?id=… */
export function draftPath(id: string): string {
  return `${paths.content}?id=${encodeURIComponent(id)}`;
}

/**
 * One post of the calendar: planned day, topic, focus keyword, status and score, and what can be
 * done with it now. The status sits in a polite live region, so a screen reader hears the writer
 * finish while the overview is polled.
 */
export function PostCard({
  post,
  queued = false,
  onWriteQueued,
  readOnly = false,
}: {
  post: ContentPost;
  queued?: boolean;
  onWriteQueued?: (id: string) => void;
  /** After the subscription ended: the post can be opened, not changed. */
  readOnly?: boolean;
}) {
  const { t } = useT("content");
  const locale = useLocale();
  const writing = post.status === "writing" || (queued && post.status === "planned");
  const editable = !readOnly && (post.status === "planned" || post.status === "failed") && !writing;
  return (
    <li className="flex flex-col gap-3 rounded-lg border p-4" data-testid={`post-${post.id}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <p className="text-sm text-muted-foreground">
            <span className="sr-only">{t("plannedFor")} </span>
            <time dateTime={post.plannedFor}>
              {formatDayShort(post.plannedFor, intlLocale(locale))}
            </time>
          </p>
          <h3 className="font-semibold [overflow-wrap:anywhere]">{post.title ?? post.topic}</h3>
          <p className="text-sm [overflow-wrap:anywhere]">
            <span className="text-muted-foreground">{t("focusKeyword")}:</span> {post.focusKeyword}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2" aria-live="polite">
          <StatusBadge status={post.status} />
          {post.score !== null && isWritten(post.status) && <ScoreBadge score={post.score} />}
          {writing && (
            <span className="inline-flex items-center gap-1 text-sm text-muted-foreground">
              <Loader2 className="size-4 motion-safe:animate-spin" aria-hidden="true" />
              {/* Until the server's answer to 'Nu schrijven' arrives the post is still 'planned'. */}
              {post.status === "planned" && t("writingNow")}
            </span>
          )}
        </div>
      </div>
      {post.status === "failed" && post.error && (
        <p className="text-sm text-destructive">
          {t("failedPrefix")} {post.error}
        </p>
      )}
      {editable && onWriteQueued && (
        <div
          className="flex flex-wrap gap-2"
          role="group"
          aria-label={t("postActions", { topic: post.topic })}
        >
          <PlannedActions post={post} onWriteQueued={onWriteQueued} />
        </div>
      )}
      {isWritten(post.status) && (
        <div>
          <Button asChild size="sm" variant="outline">
            <Link to={draftPath(post.id)}>
              {post.status === "published" ? t("openPublished") : t("openDraft")}
              <span className="sr-only">: {post.title ?? post.topic}</span>
            </Link>
          </Button>
        </div>
      )}
    </li>
  );
}

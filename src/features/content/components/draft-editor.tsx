import { Link } from "react-router-dom";
import { isWritten, type ContentOverview, type ContentPost } from "@contract/content";
import { paths } from "@/config/paths";
import { intlLocale, useLocale, useT } from "@/i18n";
import { formatDayShort } from "@/lib/format";
import { useContentOverview } from "../api/get-content-overview";
import { serverMessage } from "../copy/server-message";
import { ContentError, ContentSkeleton } from "./content-states";
import { DraftChecks } from "./draft-checks";
import { DraftForm } from "./draft-form";
import { ExportButtons } from "./export-buttons";
import { ProfilePosts } from "./profile-posts";
import { PublishPanel } from "./publish-panel";
import { StatusBadge } from "./status-badge";

function EditorBody({ post, overview }: { post: ContentPost; overview: ContentOverview }) {
  // After the subscription ended the draft is read-only: open, read and export, nothing else.
  const writable = overview.access === "write";
  const { t } = useT("content");
  const locale = useLocale();
  return (
    <article className="flex flex-col gap-6" aria-labelledby="draft-editor-heading">
      <header className="flex flex-col gap-1">
        <h2 id="draft-editor-heading" className="text-2xl font-semibold">
          {t("editor.heading")}
        </h2>
        <p
          className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground"
          aria-live="polite"
        >
          <time dateTime={post.plannedFor}>
            {formatDayShort(post.plannedFor, intlLocale(locale))}
          </time>
          ·
          <span>
            {t("focusKeyword")}: {post.focusKeyword}
          </span>
          <StatusBadge status={post.status} />
        </p>
      </header>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        {/* Keyed by post: another post's editor starts from that post's saved fields. */}
        <DraftForm key={post.id} post={post} ended={!writable} />
        <aside className="flex min-w-0 flex-col gap-4">
          <DraftChecks post={post} />
          {writable && <PublishPanel post={post} wordpress={overview.wordpress} />}
          <ExportButtons post={post} />
          {/* Posts written on an earlier plan stay the customer's, whatever the plan is now. */}
          <ProfilePosts posts={post.profilePosts} />
        </aside>
      </div>
    </article>
  );
}

/** The editor of one written post (/dashboard/content?id=…), from the cached overview. */
export function DraftEditor({ id }: { id: string }) {
  const overview = useContentOverview();
  const { t } = useT("content");
  const post = overview.data?.posts.find((candidate) => candidate.id === id);
  return (
    <div className="flex flex-col gap-6">
      <Link to={paths.content} className="text-sm font-medium text-primary hover:underline">
        ← {t("editor.back")}
      </Link>
      {overview.isPending ? (
        <ContentSkeleton />
      ) : overview.isError ? (
        <ContentError
          message={serverMessage(overview.error, t("error"))}
          onRetry={() => void overview.refetch()}
        />
      ) : !post ? (
        <p role="alert">{t("editor.notFound")}</p>
      ) : !isWritten(post.status) ? (
        <p role="alert">{t("editor.notWritten")}</p>
      ) : (
        <EditorBody post={post} overview={overview.data} />
      )}
    </div>
  );
}

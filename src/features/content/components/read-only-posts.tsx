import { isWritten, type ContentPost } from "@contract/content";
import { useT } from "@/i18n";
import { PostCard } from "./post-card";
import { SubscriptionEndedBanner } from "./subscription-ended-notice";

/**
 * The Contentkalender after the subscription ended: no period and no actions, but every written
 * post, newest first, to open and export.
 */
export function ReadOnlyPosts({ posts }: { posts: ContentPost[] }) {
  const { t } = useT("content");
  const written = posts
    .filter((post) => isWritten(post.status))
    .sort((a, b) => b.plannedFor.localeCompare(a.plannedFor));
  return (
    <div className="flex flex-col gap-6">
      <SubscriptionEndedBanner />
      <section aria-labelledby="content-written-heading" className="flex flex-col gap-4">
        <h2 id="content-written-heading" className="text-xl font-semibold">
          {t("ended.writtenHeading")}
        </h2>
        {written.length === 0 ? (
          <p className="rounded-lg border p-6">{t("ended.noneWritten")}</p>
        ) : (
          <ul className="flex flex-col gap-3" data-testid="content-posts">
            {written.map((post) => (
              <PostCard key={post.id} post={post} readOnly />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

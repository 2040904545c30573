import type { PostPerformance } from "@contract/search-performance-overview";
import { figuresFor, formatDayInAmsterdam, useLocale, useT } from "@/i18n";

/** Only an http(s) address becomes a link: the link came from the customer's WordPress. */
const isWebAddress = (url: string) => /^https?:\/\//i.test(url);

function PostFigures({ post }: { post: PostPerformance }) {
  const { t } = useT("searchConsole", { keyPrefix: "performance.posts" });
  const figures = figuresFor(useLocale());
  if (post.url === null) return <p className="text-muted-foreground">{t("noLink")}</p>;
  if (post.clicks === null || post.impressions === null) {
    return <p className="text-muted-foreground">{t("noData")}</p>;
  }
  return (
    <p className="tabular-nums">
      <span className="font-medium">{t("clicks", { amount: figures.count(post.clicks) })}</span>
      {" · "}
      {t("impressions", { amount: figures.count(post.impressions) })}
    </p>
  );
}

/** "Jouw blogposts in Google": each published post with its clicks since publication. */
export function PostClicksList({ posts }: { posts: readonly PostPerformance[] }) {
  const { t } = useT("searchConsole", { keyPrefix: "performance.posts" });
  const locale = useLocale();
  return (
    <section className="flex min-w-0 flex-col gap-2" aria-labelledby="post-clicks-title">
      <h4 id="post-clicks-title" className="font-medium">
        {t("title")}
      </h4>
      <p className="text-sm text-muted-foreground">{t("intro")}</p>
      {posts.length === 0 ? (
        <p className="text-sm">{t("empty")}</p>
      ) : (
        <ul className="flex flex-col divide-y text-sm" data-testid="post-clicks">
          {posts.map((post) => (
            <li key={post.id} className="flex flex-col gap-0.5 py-2">
              {post.url === null || !isWebAddress(post.url) ? (
                <span className="hyphens-auto break-words font-medium">{post.title}</span>
              ) : (
                <a
                  href={post.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="hyphens-auto break-words font-medium text-primary underline-offset-4 hover:underline"
                >
                  {post.title}
                </a>
              )}
              <span className="text-xs text-muted-foreground">
                {t("published", { date: formatDayInAmsterdam(post.publishedAt, locale) })}
              </span>
              <PostFigures post={post} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

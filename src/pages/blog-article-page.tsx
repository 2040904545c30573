import { articles, loadBody } from "virtual:articles/blog";
import { ArticleLayout, ArticleText } from "@/components/marketing/article-layout";
import { RelatedArticles } from "@/components/marketing/related-articles";
import { Badge } from "@/components/ui/badge";
import { blogFeedPath } from "@/config/paths";
import { site } from "@/config/site";
import { blogPostingData, breadcrumbListData } from "@/content/article-structured-data";
import { articleBreadcrumbs, articleCopy as copy } from "@/content/articles/copy";
import { formatDateLong } from "@/lib/format";
import { ArticleHead } from "./article-head";
import { NotFoundPage } from "./not-found-page";
import { preparedArticlePage, useArticleAtAddress } from "./use-article-body";

const blogFeed = { href: `${site.url}${blogFeedPath}`, title: copy.blog.feedTitle };

/** Loads the article at `pathname` before the page renders it (prerender, hydration). */
export function prepareBlogArticlePage(pathname: string) {
  return preparedArticlePage("blog", pathname, loadBody, BlogArticlePage);
}

export function BlogArticlePage() {
  const found = useArticleAtAddress("blog", articles, loadBody);
  if (!found) return <NotFoundPage />;
  const { article, text } = found;

  const breadcrumbs = articleBreadcrumbs("blog", article.title);
  const related = article.related.flatMap((relatedSlug) =>
    articles.filter((candidate) => candidate.slug === relatedSlug),
  );

  return (
    <>
      <ArticleHead
        article={article}
        structuredData={[blogPostingData(article), breadcrumbListData(breadcrumbs, article.path)]}
        facts={{ publishedTime: article.date, modifiedTime: article.date, tags: article.tags }}
        feeds={[blogFeed]}
      />
      <ArticleLayout
        breadcrumbLabel={copy.breadcrumbLabel}
        breadcrumbs={breadcrumbs}
        title={article.title}
        meta={
          <>
            <p>
              {copy.blog.by} <span className="font-medium text-foreground">{article.author}</span>,{" "}
              {article.authorRole}
            </p>
            <p className="mt-1">
              <span className="sr-only">{copy.blog.published} </span>
              <time dateTime={article.date}>{formatDateLong(article.date)}</time>
              <span aria-hidden="true"> · </span>
              {copy.blog.readingTime(article.readingMinutes)}
            </p>
            <div className="mt-3">
              <span className="sr-only">{copy.blog.tags}: </span>
              <ul className="flex flex-wrap gap-2">
                {article.tags.map((tag) => (
                  <li key={tag}>
                    <Badge variant="secondary">{tag}</Badge>
                  </li>
                ))}
              </ul>
            </div>
          </>
        }
        footer={<RelatedArticles title={copy.blog.related} articles={related} />}
      >
        <ArticleText text={text} labels={copy} />
      </ArticleLayout>
    </>
  );
}

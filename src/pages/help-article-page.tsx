import { Link } from "react-router-dom";
import { articles, loadBody } from "virtual:articles/help";
import { ArticleLayout, ArticleText } from "@/components/marketing/article-layout";
import { RelatedArticles } from "@/components/marketing/related-articles";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { breadcrumbListData } from "@/content/article-structured-data";
import { articleBreadcrumbs, articleCopy as copy } from "@/content/articles/copy";
import { helpCategoryAnchor } from "@/content/help-center";
import { formatDateLong } from "@/lib/format";
import { ArticleHead } from "./article-head";
import { NotFoundPage } from "./not-found-page";
import { preparedArticlePage, useArticleAtAddress } from "./use-article-body";

/** Loads the help article at `pathname` before the page renders it (prerender, hydration). */
export function prepareHelpArticlePage(pathname: string) {
  return preparedArticlePage("help", pathname, loadBody, HelpArticlePage);
}

export function HelpArticlePage() {
  const found = useArticleAtAddress("help", articles, loadBody);
  if (!found) return <NotFoundPage />;
  const { article, text } = found;

  const breadcrumbs = articleBreadcrumbs("help", article.title, [
    {
      label: article.category,
      href: `${paths.helpCenter}#${helpCategoryAnchor(article.category)}`,
    },
  ]);
  const sameCategory = articles.filter(
    (other) => other.category === article.category && other.slug !== article.slug,
  );

  return (
    <>
      <ArticleHead
        article={article}
        structuredData={[breadcrumbListData(breadcrumbs, article.path)]}
        facts={{ modifiedTime: article.updated, section: article.category }}
      />
      <ArticleLayout
        breadcrumbLabel={copy.breadcrumbLabel}
        breadcrumbs={breadcrumbs}
        title={article.title}
        meta={
          <p>
            {copy.help.category}:{" "}
            <span className="font-medium text-foreground">{article.category}</span>
            <span aria-hidden="true"> · </span>
            {copy.help.updated}{" "}
            <time dateTime={article.updated}>{formatDateLong(article.updated)}</time>
          </p>
        }
        footer={
          <div className="grid gap-10">
            <RelatedArticles title={copy.help.related(article.category)} articles={sameCategory} />
            <section
              aria-labelledby="contact-support"
              className="rounded-lg border bg-background p-5"
            >
              <h2 id="contact-support" className="text-lg font-semibold">
                {copy.help.contactTitle}
              </h2>
              <p className="mt-1 text-muted-foreground">{copy.help.contactText}</p>
              <Button asChild className="mt-4">
                <Link to={copy.help.contactHref}>{copy.help.contactLabel}</Link>
              </Button>
            </section>
          </div>
        }
      >
        <ArticleText text={text} labels={copy} />
      </ArticleLayout>
    </>
  );
}

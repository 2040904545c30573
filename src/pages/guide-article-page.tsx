import { articles, loadBody } from "virtual:articles/guides";
import { ArticleLayout, ArticleText } from "@/components/marketing/article-layout";
import { guideDifficultyTone } from "@/components/marketing/guide-difficulty";
import { RelatedArticles } from "@/components/marketing/related-articles";
import { Badge } from "@/components/ui/badge";
import { breadcrumbListData, howToData } from "@/content/article-structured-data";
import { articleBreadcrumbs, articleCopy as copy } from "@/content/articles/copy";
import { ArticleHead } from "./article-head";
import { NotFoundPage } from "./not-found-page";
import { preparedArticlePage, useArticleAtAddress } from "./use-article-body";

/** Loads the guide at `pathname` before the page renders it (prerender, hydration). */
export function prepareGuideArticlePage(pathname: string) {
  return preparedArticlePage("guide", pathname, loadBody, GuideArticlePage);
}

export function GuideArticlePage() {
  const found = useArticleAtAddress("guide", articles, loadBody);
  if (!found) return <NotFoundPage />;
  const { article: guide, text } = found;

  const breadcrumbs = articleBreadcrumbs("guides", guide.title);
  const structuredData: object[] = [breadcrumbListData(breadcrumbs, guide.path)];
  // The HowTo's step texts come with the guide's text (always there when prerendered).
  if (typeof text === "object") structuredData.unshift(howToData(guide, text));

  return (
    <>
      <ArticleHead article={guide} structuredData={structuredData} />
      <ArticleLayout
        breadcrumbLabel={copy.breadcrumbLabel}
        breadcrumbs={breadcrumbs}
        title={guide.title}
        meta={
          <dl className="flex flex-wrap gap-x-6 gap-y-2">
            <div>
              <dt className="inline">{copy.guide.duration}: </dt>
              <dd className="inline font-medium text-foreground">{guide.duration}</dd>
            </div>
            <div className="flex items-center gap-1.5">
              <dt>{copy.guide.difficulty}: </dt>
              <dd>
                <Badge variant={guideDifficultyTone(guide.difficulty)}>{guide.difficulty}</Badge>
              </dd>
            </div>
            <div>
              <dt className="inline">{copy.guide.steps}: </dt>
              <dd className="inline font-medium text-foreground">{guide.steps.length}</dd>
            </div>
          </dl>
        }
        intro={
          <nav
            aria-labelledby="stappen-overzicht"
            className="mb-10 rounded-lg border bg-muted/40 p-5"
          >
            <h2 id="stappen-overzicht" className="text-lg font-semibold">
              {copy.guide.overview}
            </h2>
            <ol className="mt-3 list-decimal space-y-1.5 pl-6">
              {guide.steps.map((step) => (
                <li key={step.anchor}>
                  <a
                    href={`#${step.anchor}`}
                    className="text-primary underline-offset-4 hover:underline"
                  >
                    {step.name}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        }
        footer={
          <RelatedArticles
            title={copy.guide.more}
            articles={articles.filter((other) => other.slug !== guide.slug)}
          />
        }
      >
        <ArticleText text={text} labels={copy} />
      </ArticleLayout>
    </>
  );
}

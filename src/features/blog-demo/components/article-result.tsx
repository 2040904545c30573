import { Clock, FileText, Gauge, RotateCcw } from "lucide-react";
import { useId, type Ref } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { InfoTooltip } from "@/components/ui/info-tooltip";
import { blogDemoContent as content } from "@/content/blog-demo";
import type { DemoArticle } from "../model";
import { renderMarkdown } from "@/lib/render-markdown";
import { SearchSnippet } from "./search-snippet";

export interface ArticleResultProps {
  article: DemoArticle;
  titleRef: Ref<HTMLHeadingElement>;
  onNewArticle: () => void;
}

/** The generated article (h3, its sections h4) beside its SEO data. */
export function ArticleResult({ article, titleRef, onNewArticle }: ArticleResultProps) {
  const titleId = useId();
  const keywordsId = useId();
  // grid-cols-1 is minmax(0, 1fr): the nowrap snippet URL must not widen the grid past a phone.
  return (
    <div className="mt-10 grid grid-cols-1 items-start gap-6 break-words [overflow-wrap:anywhere] lg:grid-cols-3">
      <article
        aria-labelledby={titleId}
        className="min-w-0 rounded-lg border bg-card p-6 shadow-sm sm:p-8 lg:col-span-2"
      >
        <p className="text-sm font-semibold uppercase tracking-wider text-primary">
          {content.articleEyebrow}
        </p>
        <h3
          ref={titleRef}
          id={titleId}
          tabIndex={-1}
          className="mt-2 text-2xl font-extrabold tracking-tight text-balance sm:text-3xl"
        >
          {article.title}
        </h3>
        <ul className="mt-4 flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted-foreground">
          <li className="flex items-center gap-1.5">
            <FileText className="size-4" aria-hidden="true" />
            {content.wordCount(article.wordCount)}
          </li>
          <li className="flex items-center gap-1.5">
            <Clock className="size-4" aria-hidden="true" />
            {content.readingTime(article.readingTime)}
          </li>
        </ul>
        <div className="mt-2 border-t pt-2">{renderMarkdown(article.content)}</div>
      </article>

      <div className="flex min-w-0 flex-col gap-6">
        <div className="rounded-lg border bg-card p-5 shadow-sm">
          <p className="flex items-center gap-2 text-lg font-bold text-success">
            <Gauge className="size-5" aria-hidden="true" />
            {content.seoScore(article.seoScore)}
          </p>
          <div className="mt-3 h-2 overflow-hidden rounded-full bg-secondary" aria-hidden="true">
            <div
              className="h-full rounded-full bg-success"
              style={{ width: `${article.seoScore}%` }}
            />
          </div>
          <p className="mt-3 text-sm text-muted-foreground">{content.seoScoreNote}</p>
        </div>

        <SearchSnippet
          title={article.title}
          metaTitle={article.metaTitle}
          metaDescription={article.metaDescription}
        />

        <div className="rounded-lg border bg-card p-5 shadow-sm">
          <div className="flex items-center gap-1">
            <p id={keywordsId} className="text-sm font-semibold">
              {content.keywordsLabel}
            </p>
            <InfoTooltip label={content.keywordsHintLabel} text={content.keywordsHint} />
          </div>
          <ul aria-labelledby={keywordsId} className="mt-3 flex flex-wrap gap-2">
            {article.keywords.map((keyword) => (
              <li key={keyword}>
                <Badge variant="secondary">{keyword}</Badge>
              </li>
            ))}
          </ul>
        </div>

        <Button type="button" variant="outline" onClick={onNewArticle}>
          <RotateCcw aria-hidden="true" />
          {content.newArticle}
        </Button>
      </div>
    </div>
  );
}

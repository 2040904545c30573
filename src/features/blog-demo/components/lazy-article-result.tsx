import { Button } from "@/components/ui/button";
import { blogDemoContent as content } from "@/content/blog-demo";
import { createChunkLoader } from "@/lib/chunk-loader";
import { useChunk } from "@/lib/use-chunk";
import type { ArticleResultProps } from "./article-result";

/**
 * The article view (Markdown, the keyword tooltip and its positioning library, the search snippet)
 * is its own chunk: it is needed only after a generation, which takes 4 s and starts the download,
 * instead of being in every home-page visitor's first download (issue 13).
 */
const articleResultChunk = createChunkLoader(() => import("./article-result"));

export const loadArticleResult = articleResultChunk.load;

/** The article once its code is there; a failed download says so and offers a new attempt. */
export function LazyArticleResult(props: ArticleResultProps) {
  const { module, error } = useChunk(articleResultChunk);
  if (error) {
    return (
      <div
        role="alert"
        className="mx-auto mt-8 max-w-2xl rounded-md border bg-background p-4 text-sm"
      >
        <p>{content.resultLoadError}</p>
        <Button type="button" variant="outline" className="mt-3" onClick={props.onNewArticle}>
          {content.retryLabel}
        </Button>
      </div>
    );
  }
  if (!module) return null;
  return <module.ArticleResult {...props} />;
}

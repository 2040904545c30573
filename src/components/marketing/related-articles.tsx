import { Link } from "react-router-dom";

export interface RelatedArticle {
  path: string;
  title: string;
  description: string;
}

interface RelatedArticlesProps {
  title: string;
  articles: readonly RelatedArticle[];
}

/** A short list of other articles, each title a link with its one-line description. */
export function RelatedArticles({ title, articles }: RelatedArticlesProps) {
  if (articles.length === 0) return null;
  return (
    <section aria-labelledby="gerelateerd">
      <h2 id="gerelateerd" className="text-xl font-semibold">
        {title}
      </h2>
      <ul className="mt-4 grid gap-3">
        {articles.map((article) => (
          <li key={article.path} className="rounded-lg border bg-background p-4">
            <Link
              to={article.path}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              {article.title}
            </Link>
            <p className="mt-1 text-sm text-muted-foreground">{article.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { Badge } from "@/components/ui/badge";
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from "@/components/ui/card";
import { CardTitleLink } from "./card-title-link";
import { formatDateLong } from "@/lib/format";

/** Static content shape "article" (docs/product.md §3). */
export interface Article {
  /** The article's page. */
  href: string;
  title: string;
  excerpt: string;
  author: string;
  /** ISO date (yyyy-mm-dd). */
  date: string;
  /** Ready-to-show reading time, e.g. "6 min leestijd". */
  readTime: string;
  category: string;
}

interface ArticleCardProps {
  article: Article;
  /** Prefix before the author's name, e.g. "Door". */
  authorPrefix: string;
}

/** A blog article teaser; its title links to the article (the whole card is the link's target). */
export function ArticleCard({ article, authorPrefix }: ArticleCardProps) {
  return (
    <article className="h-full">
      <Card className="relative flex h-full flex-col focus-within:ring-2 focus-within:ring-ring">
        <CardHeader>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-muted-foreground">
            <Badge variant="secondary">{article.category}</Badge>
            <time dateTime={article.date}>{formatDateLong(article.date)}</time>
          </div>
          <CardTitle className="mt-2 text-xl">
            <CardTitleLink to={article.href}>{article.title}</CardTitleLink>
          </CardTitle>
        </CardHeader>
        <CardContent className="flex-1">
          <CardDescription className="text-base leading-relaxed">{article.excerpt}</CardDescription>
        </CardContent>
        <CardFooter className="flex flex-wrap justify-between gap-2 border-t pt-4 text-sm text-muted-foreground">
          <span>
            {authorPrefix} <span className="font-medium text-foreground">{article.author}</span>
          </span>
          <span>{article.readTime}</span>
        </CardFooter>
      </Card>
    </article>
  );
}

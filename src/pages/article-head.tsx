import { type ArticleFacts, type FeedLink, PageMeta } from "@/components/layout/page-meta";
import { site } from "@/config/site";
import type { ArticleListing } from "@/content/articles/types";
import { absoluteUrl, SHARE_IMAGE_ALT, SHARE_IMAGE_PATH } from "./page-head";

interface ArticleHeadProps {
  article: ArticleListing;
  structuredData: object[];
  facts?: ArticleFacts;
  feeds?: readonly FeedLink[];
}

/** Head tags for an article page: the same set as every public page, as og:type article. */
export function ArticleHead({ article, structuredData, facts, feeds }: ArticleHeadProps) {
  return (
    <PageMeta
      title={article.headTitle}
      description={article.description}
      canonicalUrl={absoluteUrl(article.path)}
      siteName={site.name}
      locale={site.locale}
      imageUrl={`${site.url}${SHARE_IMAGE_PATH}`}
      imageAlt={SHARE_IMAGE_ALT}
      type="article"
      article={facts}
      feeds={feeds}
      structuredData={structuredData}
    />
  );
}

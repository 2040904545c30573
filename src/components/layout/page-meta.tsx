/** Open Graph's article:* facts (ISO dates). */
export interface ArticleFacts {
  publishedTime?: string;
  modifiedTime?: string;
  section?: string;
  tags?: readonly string[];
}

/** A feed of the page: its address and title. */
export interface FeedLink {
  href: string;
  title: string;
}

interface PageMetaProps {
  title: string;
  description: string;
  /** Absolute canonical URL; also used as og:url. */
  canonicalUrl?: string;
  noindex?: boolean;
  siteName?: string;
  /** Absolute URL of the 1200×630 share image. */
  imageUrl?: string;
  imageAlt?: string;
  locale?: string;
  /** The page in each of its languages (hreflang, including x-default). */
  alternates?: readonly { hrefLang: string; href: string }[];
  /** Schema.org objects, emitted as JSON-LD. */
  structuredData?: object[];
  /** og:type: "article" for the article pages, else "website". */
  type?: "website" | "article";
  /** For an article: Open Graph's article:* facts. */
  article?: ArticleFacts;
  /** Feeds of this page (an Atom feed's address and title). */
  feeds?: readonly FeedLink[];
}

/** JSON inside <script> must not be able to close the tag. */
function toJsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

/**
 * Per-page head tags. React 19 hoists <title>, <meta> and <link> into <head>, both in the browser
 * and in the prerendered HTML, so pages render this like any other component. JSON-LD scripts stay
 * in place (valid anywhere in the document).
 */
export function PageMeta({
  title,
  description,
  canonicalUrl,
  noindex,
  siteName,
  imageUrl,
  imageAlt,
  locale,
  alternates = [],
  structuredData = [],
  type = "website",
  article,
  feeds = [],
}: PageMetaProps) {
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {canonicalUrl && <link rel="canonical" href={canonicalUrl} />}
      {alternates.map((alternate) => (
        <link
          key={alternate.hrefLang}
          rel="alternate"
          hrefLang={alternate.hrefLang}
          href={alternate.href}
        />
      ))}
      {noindex && <meta name="robots" content="noindex, nofollow" />}
      {siteName && <meta property="og:site_name" content={siteName} />}
      {feeds.map((feed) => (
        <link
          key={feed.href}
          rel="alternate"
          type="application/atom+xml"
          title={feed.title}
          href={feed.href}
        />
      ))}
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {canonicalUrl && <meta property="og:url" content={canonicalUrl} />}
      {locale && <meta property="og:locale" content={locale} />}
      {imageUrl && <meta property="og:image" content={imageUrl} />}
      {imageUrl && <meta property="og:image:width" content="1200" />}
      {imageUrl && <meta property="og:image:height" content="630" />}
      {imageAlt && <meta property="og:image:alt" content={imageAlt} />}
      {article?.publishedTime && (
        <meta property="article:published_time" content={article.publishedTime} />
      )}
      {article?.modifiedTime && (
        <meta property="article:modified_time" content={article.modifiedTime} />
      )}
      {article?.section && <meta property="article:section" content={article.section} />}
      {article?.tags?.map((tag) => (
        <meta key={tag} property="article:tag" content={tag} />
      ))}
      <meta name="twitter:card" content={imageUrl ? "summary_large_image" : "summary"} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      {imageUrl && <meta name="twitter:image" content={imageUrl} />}
      {imageAlt && <meta name="twitter:image:alt" content={imageAlt} />}
      {structuredData.map((data, index) => (
        <script
          key={index}
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: toJsonLd(data) }}
        />
      ))}
    </>
  );
}

import { PageMeta } from "@/components/layout/page-meta";
import { site } from "@/config/site";
import { pageMeta, type PageMetaEntry } from "@/content/page-meta";

type KnownPath = keyof typeof pageMeta;

const SHARE_IMAGE_PATH = "/og-image.png";
const SHARE_IMAGE_ALT = "Vindbaar – hoger in Google, zonder SEO-kennis";

/** Head tags for a route, from the one metadata table in content/page-meta.ts. */
interface PageHeadProps {
  path: KnownPath;
  meta?: PageMetaEntry;
  /**
   * A customer-area page's heading in the active language: the title becomes "<heading> |
   * Vindbaar" (the route table holds the Dutch one, for prerendering and the route tests).
   */
  heading?: string;
  /** Schema.org objects for this page (see content/structured-data.ts). */
  structuredData?: object[];
}

export function PageHead({ path, meta, heading, structuredData }: PageHeadProps) {
  const entry: PageMetaEntry = meta ?? pageMeta[path];
  const canonicalUrl = entry.noindex ? undefined : `${site.url}${path === "/" ? "/" : path}`;
  return (
    <PageMeta
      title={heading === undefined ? entry.title : `${heading} | ${site.name}`}
      description={entry.description}
      canonicalUrl={canonicalUrl}
      noindex={entry.noindex}
      siteName={site.name}
      locale={site.locale}
      imageUrl={`${site.url}${SHARE_IMAGE_PATH}`}
      imageAlt={SHARE_IMAGE_ALT}
      structuredData={structuredData}
    />
  );
}

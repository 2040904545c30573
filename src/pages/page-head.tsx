import { PageMeta } from "@/components/layout/page-meta";
import { site } from "@/config/site";
import { pageMeta, type PageMetaEntry } from "@/content/page-meta";
import { structuredDataByPath } from "@/content/structured-data";

type KnownPath = keyof typeof pageMeta;

export const SHARE_IMAGE_PATH = "/og-image.png";
const SHARE_IMAGE_ALT = "Vindbaar – hoger in Google, zonder SEO-kennis";

/** Head tags for a route, from the one metadata table in content/page-meta.ts. */
export function PageHead({ path, meta }: { path: KnownPath; meta?: PageMetaEntry }) {
  const entry: PageMetaEntry = meta ?? pageMeta[path];
  const canonicalUrl = entry.noindex ? undefined : `${site.url}${path === "/" ? "/" : path}`;
  return (
    <PageMeta
      title={entry.title}
      description={entry.description}
      canonicalUrl={canonicalUrl}
      noindex={entry.noindex}
      siteName={site.name}
      locale={site.locale}
      imageUrl={`${site.url}${SHARE_IMAGE_PATH}`}
      imageAlt={SHARE_IMAGE_ALT}
      structuredData={structuredDataByPath[path]?.()}
    />
  );
}

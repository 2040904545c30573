import { type FeedLink, PageMeta } from "@/components/layout/page-meta";
import { routeFacts, routeLanguage, type RouteFacts } from "@/config/route-facts";
import { site } from "@/config/site";
import { pageMeta, type PageMetaEntry } from "@/content/page-meta";

type KnownPath = keyof typeof pageMeta;

export const SHARE_IMAGE_PATH = "/og-image.png";
export const SHARE_IMAGE_ALT = "Vindbaar – hoger in Google, zonder SEO-kennis";

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
  /** Atom feeds to announce in the head (the blog's). */
  feeds?: readonly FeedLink[];
}

const OG_LOCALES = { nl: site.locale, en: "en_GB" } as const;

export function absoluteUrl(path: string): string {
  return `${site.url}${path === "/" ? "/" : path}`;
}

/**
 * hreflang links for a page that exists in both languages: this page, its other version and the
 * Dutch one as x-default (search engines show it to everyone else). None for a one-language page.
 */
function languageAlternates(path: string): { hrefLang: string; href: string }[] {
  const route: RouteFacts | undefined = routeFacts.find((entry) => entry.path === path);
  if (!route?.alternate) return [];
  const versions = [path, route.alternate].map((version) => ({
    hrefLang: routeLanguage(version),
    href: absoluteUrl(version),
  }));
  const dutch = versions.find((version) => version.hrefLang === "nl");
  return dutch ? [...versions, { hrefLang: "x-default", href: dutch.href }] : versions;
}

export function PageHead({ path, meta, heading, structuredData, feeds }: PageHeadProps) {
  const entry: PageMetaEntry = meta ?? pageMeta[path];
  const canonicalUrl = entry.noindex ? undefined : absoluteUrl(path);
  return (
    <PageMeta
      title={heading === undefined ? entry.title : `${heading} | ${site.name}`}
      description={entry.description}
      canonicalUrl={canonicalUrl}
      noindex={entry.noindex}
      siteName={site.name}
      locale={OG_LOCALES[routeLanguage(path)]}
      alternates={entry.noindex ? [] : languageAlternates(path)}
      imageUrl={`${site.url}${SHARE_IMAGE_PATH}`}
      imageAlt={SHARE_IMAGE_ALT}
      structuredData={structuredData}
      feeds={feeds}
    />
  );
}

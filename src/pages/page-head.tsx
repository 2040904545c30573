import { PageMeta } from "@/components/layout/page-meta";
import { site } from "@/config/site";
import { pageMeta, type PageMetaEntry } from "@/content/page-meta";

type KnownPath = keyof typeof pageMeta;

/** Head tags for a route, from the one metadata table in content/page-meta.ts. */
export function PageHead({ path, meta }: { path: KnownPath; meta?: PageMetaEntry }) {
  const entry: PageMetaEntry = meta ?? pageMeta[path];
  return (
    <PageMeta
      title={entry.title}
      description={entry.description}
      canonicalUrl={entry.noindex ? undefined : `${site.url}${path === "/" ? "/" : path}`}
      noindex={entry.noindex}
    />
  );
}

interface PageMetaProps {
  title: string;
  description: string;
  /** Absolute canonical URL. */
  canonicalUrl?: string;
  noindex?: boolean;
}

/**
 * Per-page head tags. React 19 hoists <title>, <meta> and <link> into <head>, both in the browser
 * and in the prerendered HTML, so pages render this like any other component.
 */
export function PageMeta({ title, description, canonicalUrl, noindex }: PageMetaProps) {
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {canonicalUrl && <link rel="canonical" href={canonicalUrl} />}
      {noindex && <meta name="robots" content="noindex, nofollow" />}
    </>
  );
}

/**
 * canonical (Lighthouse core/audits/seo/canonical.js), checks in Lighthouse's order: an invalid
 * URL, a relative URL, no canonical (not applicable), several different canonicals, a canonical
 * that is another hreflang alternate, and a deep page canonicalised to its site root. Only head
 * links and `Link:` headers count.
 */
import { binaryResult, notApplicableResult } from "../audit-result.ts";
import { nodeItem } from "../dom.ts";
import type { LinkElement, PageContext } from "../page-context.ts";
import type { AuditResult } from "../types.ts";

const FIX =
  'Zet precies één `<link rel="canonical" href="https://…">` in de `<head>`, met de volledige URL van de voorkeursversie van deze pagina.';

function parses(raw: string, base?: string): boolean {
  try {
    new URL(raw, base);
    return true;
  } catch {
    return false;
  }
}

function fail(explanation: string, link?: LinkElement): AuditResult {
  const items = link
    ? [
        {
          ...(link.el
            ? nodeItem(link.el)
            : { snippet: `Link: <${link.hrefRaw}>; rel="canonical"` }),
          href: link.hrefRaw,
        },
      ]
    : [];
  return binaryResult("canonical", false, { items, explanation, failRecommendation: FIX });
}

export function auditCanonical(ctx: PageContext): AuditResult {
  const unique = new Set<string>();
  const hreflangUrls = new Set<string>();
  let invalid: LinkElement | undefined;
  let relative: LinkElement | undefined;
  for (const link of ctx.links) {
    if (link.source === "body") continue;
    if (link.rel === "canonical") {
      if (!link.hrefRaw) continue;
      if (!link.href || !parses(link.hrefRaw, "https://example.com")) invalid = link;
      else if (!parses(link.hrefRaw)) relative = link;
      else unique.add(link.href);
    } else if (link.rel === "alternate" && link.href && link.hreflang) {
      hreflangUrls.add(link.href);
    }
  }
  if (invalid) return fail(`Ongeldige URL (${invalid.hrefRaw}).`, invalid);
  if (relative) return fail(`Geen absolute URL (${relative.hrefRaw}).`, relative);
  const urls = [...unique];
  if (urls.length === 0) {
    return notApplicableResult("canonical", "De pagina heeft geen canonieke link.");
  }
  if (urls.length > 1) {
    return fail(`Meerdere tegenstrijdige URL's (${urls.join(", ")}).`);
  }
  const canonical = new URL(urls[0]!);
  const base = new URL(ctx.input.finalUrl);
  if (
    hreflangUrls.has(base.href) &&
    hreflangUrls.has(canonical.href) &&
    base.href !== canonical.href
  ) {
    return fail(`Verwijst naar een andere hreflang-locatie (${canonical.href}).`);
  }
  if (canonical.origin === base.origin && canonical.pathname === "/" && base.pathname !== "/") {
    return fail(
      "Verwijst naar de hoofd-URL van het domein (de homepage) in plaats van naar een gelijkwaardige pagina met content.",
    );
  }
  return binaryResult("canonical", true, { items: [{ href: canonical.href }] });
}

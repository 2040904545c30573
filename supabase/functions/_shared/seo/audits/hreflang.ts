/**
 * hreflang (Lighthouse core/audits/seo/hreflang.js): every `<link rel=alternate hreflang>` in the
 * head or in a `Link:` header (body links are ignored) needs a valid first subtag (axe's language
 * list, or `x-default`) and a fully qualified http(s) href. Reciprocity and region codes are not
 * checked, as in Lighthouse. No hreflang links passes.
 */
import { binaryResult } from "../audit-result.ts";
import { nodeItem } from "../dom.ts";
import type { PageContext } from "../page-context.ts";
import type { AuditItem, AuditResult } from "../types.ts";
import { isValidLang } from "../valid-langs.ts";

function isExpectedLanguageCode(hreflang: string): boolean {
  if (hreflang.toLowerCase() === "x-default") return true;
  const [lang] = hreflang.split("-");
  return isValidLang((lang ?? "").toLowerCase());
}

function isFullyQualified(href: string): boolean {
  return href.startsWith("http:") || href.startsWith("https:");
}

export function auditHreflang(ctx: PageContext): AuditResult {
  const failing: AuditItem[] = [];
  for (const link of ctx.links) {
    if (link.rel !== "alternate" || !link.hreflang || link.source === "body") continue;
    const reasons: string[] = [];
    if (!isExpectedLanguageCode(link.hreflang)) reasons.push("Onverwachte taalcode");
    if (!isFullyQualified(link.hrefRaw.toLowerCase())) reasons.push("Relatieve href-waarde");
    if (reasons.length === 0) continue;
    const snippet = `<link rel="alternate" hreflang="${link.hreflang}" href="${link.hrefRaw}" />`;
    failing.push({
      ...(link.el ? nodeItem(link.el) : {}),
      snippet:
        link.source === "headers"
          ? `Link: <${link.hrefRaw}>; rel="alternate"; hreflang="${link.hreflang}"`
          : snippet,
      hreflang: link.hreflang,
      href: link.hrefRaw,
      reason: reasons.join("; "),
    });
  }
  return binaryResult("hreflang", failing.length === 0, {
    items: failing,
    failRecommendation:
      "Gebruik in hreflang een geldige taalcode (bijvoorbeeld `nl`, `nl-BE` of `x-default`) en een volledige URL die met https:// begint.",
  });
}

/**
 * structured-data. In Lighthouse this is a manual audit (weight 0) that only points to the Rich
 * Results Test. Ours is informative: it checks that every JSON-LD block parses as JSON and lists
 * the schema.org types found. Like manual audits it never counts toward the SEO score.
 */
import { informativeResult, notApplicableResult } from "../audit-result.ts";
import { attr, nodeItem, textContent } from "../dom.ts";
import type { PageContext } from "../page-context.ts";
import type { AuditItem, AuditResult } from "../types.ts";

function typesOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(typesOf);
  if (!value || typeof value !== "object") return [];
  const record = value as Record<string, unknown>;
  const own = record["@type"];
  const types = Array.isArray(own) ? own.map(String) : own !== undefined ? [String(own)] : [];
  return [...types, ...typesOf(record["@graph"])];
}

export function auditStructuredData(ctx: PageContext): AuditResult {
  const blocks = ctx.elements.filter(
    (el) =>
      el.tagName === "script" &&
      (attr(el, "type") ?? "").trim().toLowerCase().split(";")[0] === "application/ld+json",
  );
  if (blocks.length === 0) {
    return notApplicableResult("structured-data", "De pagina bevat geen JSON-LD.", {
      recommendation:
        "Voeg gestructureerde gegevens (JSON-LD) toe, bijvoorbeeld `Organization` of `LocalBusiness`, en test ze met de Rich Results Test van Google.",
    });
  }
  const items: AuditItem[] = blocks.map((el) => {
    try {
      const types = typesOf(JSON.parse(textContent(el)));
      return { ...nodeItem(el), valid: true, types: types.join(", ") };
    } catch (error) {
      return { ...nodeItem(el), valid: false, error: (error as Error).message };
    }
  });
  const ok = items.every((i) => i.valid);
  return informativeResult("structured-data", ok, {
    items,
    recommendation: ok
      ? null
      : "Herstel de JSON-LD-blokken die geen geldige JSON zijn (let op komma's en aanhalingstekens) en controleer ze met de Rich Results Test van Google.",
  });
}

/**
 * viewport (Lighthouse v12 core/audits/viewport.js with core/computed/viewport-meta.js; moved out
 * of SEO in v12 and replaced by an insight in v13): the first `<meta name=viewport>` must exist
 * and set `width` or `initial-scale`, and initial-scale may not be below 1.
 */
import { binaryResult } from "../audit-result.ts";
import { nodeItem } from "../dom.ts";
import type { PageContext } from "../page-context.ts";
import type { AuditResult } from "../types.ts";

const FIX =
  'Voeg `<meta name="viewport" content="width=device-width, initial-scale=1">` toe aan de `<head>`, zodat de pagina goed werkt op mobiel (Google indexeert mobile-first).';

/** content="width=device-width, initial-scale=1": separators are commas, semicolons or spaces. */
function parseViewport(content: string): Map<string, string> {
  const props = new Map<string, string>();
  for (const pair of content.split(/[,;]/)) {
    const [key, value] = pair.split("=").map((s) => s.trim().toLowerCase());
    if (key) props.set(key, value ?? "");
  }
  return props;
}

export function auditViewport(ctx: PageContext): AuditResult {
  const meta = ctx.metas.find((m) => m.name === "viewport");
  if (!meta) {
    return binaryResult("viewport", false, {
      explanation: 'Geen `<meta name="viewport">`-tag gevonden.',
      failRecommendation: FIX,
    });
  }
  const props = parseViewport(meta.content);
  const scale = Number.parseFloat(props.get("initial-scale") ?? "");
  const hasWidthOrScale = Boolean(props.get("width")) || !Number.isNaN(scale);
  const explanation = !hasWidthOrScale
    ? "Geen `width`- of `initial-scale`-eigenschap gevonden."
    : scale < 1
      ? "`initial-scale` is kleiner dan 1."
      : undefined;
  return binaryResult("viewport", explanation === undefined, {
    items: [nodeItem(meta.el)],
    ...(explanation ? { explanation } : {}),
    failRecommendation: FIX,
  });
}

/**
 * meta-description (Lighthouse core/audits/seo/meta-description.js): the first `<head>` meta with
 * name=description; missing or blank content fails. Lighthouse has no length rule; the 150–160
 * characters advice is ours and never changes the score.
 */
import { binaryResult } from "../audit-result.ts";
import { nodeItem } from "../dom.ts";
import type { PageContext } from "../page-context.ts";
import type { AuditResult } from "../types.ts";

export const DESCRIPTION_MIN = 150;
export const DESCRIPTION_MAX = 160;

const ADVICE = `Schrijf een unieke metabeschrijving van ${DESCRIPTION_MIN}–${DESCRIPTION_MAX} tekens die de inhoud samenvat en uitnodigt om te klikken.`;

export function auditMetaDescription(ctx: PageContext): AuditResult {
  const meta = ctx.metas.find((m) => m.name === "description");
  if (!meta) {
    return binaryResult("meta-description", false, {
      explanation: 'De pagina heeft geen `<meta name="description">`.',
      failRecommendation: ADVICE,
    });
  }
  const description = meta.content.trim();
  if (description.length === 0) {
    return binaryResult("meta-description", false, {
      items: [nodeItem(meta.el)],
      explanation: "De beschrijving is leeg.",
      failRecommendation: ADVICE,
    });
  }
  const length = [...description].length;
  const recommendation =
    length < DESCRIPTION_MIN
      ? `De metabeschrijving is ${length} tekens; maak haar ${DESCRIPTION_MIN}–${DESCRIPTION_MAX} tekens lang om de ruimte in de zoekresultaten te benutten.`
      : length > DESCRIPTION_MAX
        ? `De metabeschrijving is ${length} tekens; houd haar op ${DESCRIPTION_MIN}–${DESCRIPTION_MAX} tekens, anders wordt ze afgekapt.`
        : null;
  return binaryResult("meta-description", true, {
    items: [{ ...nodeItem(meta.el), length }],
    recommendation,
  });
}

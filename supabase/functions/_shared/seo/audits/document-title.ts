/**
 * document-title (axe `document-title`, check `doc-has-title`): passes when document.title is
 * non-empty after whitespace is collapsed and trimmed. Lighthouse has no length rule; the 50–60
 * characters advice is ours and never changes the score.
 */
import { binaryResult } from "../audit-result.ts";
import { isHtmlElement, nodeItem, textContent } from "../dom.ts";
import type { PageContext } from "../page-context.ts";
import type { AuditResult } from "../types.ts";

export const TITLE_MIN = 50;
export const TITLE_MAX = 60;

export function auditDocumentTitle(ctx: PageContext): AuditResult {
  // document.title reads the first <title> in the HTML namespace (an SVG <title> does not count).
  const el = ctx.elements.find((e) => e.tagName === "title" && isHtmlElement(e));
  const title = el ? textContent(el).replace(/\s+/g, " ").trim() : "";
  if (!title) {
    return binaryResult("document-title", false, {
      items: el ? [{ ...nodeItem(el), title }] : [],
      explanation: el
        ? "Het `<title>`-element is leeg."
        : "De pagina heeft geen `<title>`-element.",
      failRecommendation: `Geef de pagina een unieke, beschrijvende titel van ${TITLE_MIN}–${TITLE_MAX} tekens met het belangrijkste zoekwoord vooraan.`,
    });
  }
  const length = [...title].length;
  const recommendation =
    length < TITLE_MIN
      ? `De titel is ${length} tekens; maak hem ${TITLE_MIN}–${TITLE_MAX} tekens lang zodat zoekmachines meer context krijgen.`
      : length > TITLE_MAX
        ? `De titel is ${length} tekens; houd hem op ${TITLE_MIN}–${TITLE_MAX} tekens, anders kort Google hem af in de zoekresultaten.`
        : null;
  return binaryResult("document-title", true, {
    items: [{ ...nodeItem(el!), title, length }],
    recommendation,
  });
}

/**
 * html-has-lang (axe rule `html-has-lang`, Accessibility in Lighthouse): the <html> element needs
 * a non-empty lang (or xml:lang). A present but unknown language code still passes here (that is
 * axe's separate `html-lang-valid`); we only advise on it.
 */
import { binaryResult } from "../audit-result.ts";
import { attr, nodeItem } from "../dom.ts";
import type { PageContext } from "../page-context.ts";
import type { AuditResult } from "../types.ts";
import { isValidLang } from "../valid-langs.ts";

export function auditHtmlHasLang(ctx: PageContext): AuditResult {
  const html = ctx.elements.find((el) => el.tagName === "html")!;
  const lang = (attr(html, "lang") ?? attr(html, "xml:lang") ?? "").trim();
  const primary = lang.split("-")[0]!.toLowerCase();
  return binaryResult("html-has-lang", lang.length > 0, {
    items: [{ ...nodeItem(html), lang }],
    recommendation:
      lang.length === 0
        ? 'Zet de taal van de pagina op het `<html>`-element: `<html lang="nl">`.'
        : isValidLang(primary)
          ? null
          : `"${lang}" is geen bekende taalcode; gebruik bijvoorbeeld \`nl\` of \`nl-NL\`.`,
  });
}

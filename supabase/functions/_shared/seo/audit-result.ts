/** Builders for audit results, so every audit answers in exactly the same shape. */
import type { AuditId, AuditItem, AuditResult } from "./types.ts";

/** Dutch titles: Lighthouse's own nl strings where the audit exists there, ours otherwise. */
const TITLES: Record<AuditId, { pass: string; fail: string }> = {
  "document-title": {
    pass: "Document bevat een `<title>`-element",
    fail: "Document bevat geen `<title>`-element",
  },
  "meta-description": {
    pass: "Document bevat een metabeschrijving",
    fail: "Document bevat geen metabeschrijving",
  },
  "http-status-code": {
    pass: "Pagina bevat geldige HTTP-statuscode",
    fail: "Pagina bevat ongeldige HTTP-statuscode",
  },
  "is-crawlable": {
    pass: "Pagina is niet geblokkeerd tegen indexeren",
    fail: "Pagina is geblokkeerd tegen indexeren",
  },
  "link-text": {
    pass: "Links bevatten beschrijvende tekst",
    fail: "Links bevatten geen beschrijvende tekst",
  },
  "crawlable-anchors": {
    pass: "Links kunnen worden gecrawld",
    fail: "Links kunnen niet worden gecrawld",
  },
  "image-alt": {
    pass: "Afbeeldingselementen bevatten `[alt]`-kenmerken",
    fail: "Afbeeldingselementen hebben geen `[alt]`-kenmerken",
  },
  hreflang: {
    pass: "Document bevat een geldige `hreflang`",
    fail: "Document bevat geen geldige `hreflang`",
  },
  canonical: {
    pass: "Document bevat een geldige `rel=canonical`",
    fail: "Document bevat geen geldige `rel=canonical`",
  },
  "robots-txt": { pass: "robots.txt is geldig", fail: "robots.txt is niet geldig" },
  "structured-data": {
    pass: "De gestructureerde gegevens zijn geldig",
    fail: "De gestructureerde gegevens bevatten fouten",
  },
  "heading-order": {
    pass: "Kopelementen worden weergegeven in aflopende volgorde",
    fail: "Kopelementen worden niet weergegeven in aflopende volgorde",
  },
  "html-has-lang": {
    pass: "`<html>`-element bevat een `[lang]`-kenmerk",
    fail: "`<html>`-element bevat geen `[lang]`-kenmerk",
  },
  viewport: {
    pass: 'Bevat een `<meta name="viewport">`-tag met `width` of `initial-scale`',
    fail: 'Bevat geen `<meta name="viewport">`-tag met `width` of `initial-scale`',
  },
  "is-on-https": { pass: "Gebruikt HTTPS", fail: "Gebruikt geen HTTPS" },
  charset: {
    pass: "Definieert tekenset correct",
    fail: "Tekensetdeclaratie ontbreekt of komt te laat in de HTML",
  },
  doctype: {
    pass: "Pagina bevat HTML-doctype",
    fail: "Pagina heeft geen HTML-doctype en activeert dus de quirks-modus",
  },
};

interface Extras {
  items?: AuditItem[];
  recommendation?: string | null;
  explanation?: string;
  warnings?: string[];
}

function build(
  id: AuditId,
  score: 1 | 0 | null,
  mode: AuditResult["scoreDisplayMode"],
  passTitle: boolean,
  extras: Extras,
): AuditResult {
  const result: AuditResult = {
    id,
    title: passTitle ? TITLES[id].pass : TITLES[id].fail,
    score,
    scoreDisplayMode: mode,
    details: { items: extras.items ?? [] },
    recommendation: extras.recommendation ?? null,
  };
  if (extras.explanation !== undefined) result.explanation = extras.explanation;
  if (extras.warnings?.length) result.warnings = extras.warnings;
  return result;
}

/** A pass/fail audit. The recommendation is only for failures unless one is passed explicitly. */
export function binaryResult(
  id: AuditId,
  passed: boolean,
  extras: Extras & { failRecommendation?: string } = {},
): AuditResult {
  const recommendation =
    extras.recommendation !== undefined
      ? extras.recommendation
      : passed
        ? null
        : (extras.failRecommendation ?? null);
  return build(id, passed ? 1 : 0, "binary", passed, { ...extras, recommendation });
}

/** Nothing on the page to judge: Lighthouse drops such audits from the category score. */
export function notApplicableResult(id: AuditId, explanation: string, extras: Extras = {}) {
  return build(id, null, "notApplicable", true, { ...extras, explanation });
}

/** Reported but never scored (Lighthouse's manual/informative audits). */
export function informativeResult(id: AuditId, ok: boolean, extras: Extras = {}) {
  return build(id, null, "informative", ok, extras);
}

/**
 * How a failing audit is told to a customer — one catalogue for the analyzer's result card, the
 * monthly report and its PDF: a plain-Dutch title (what is wrong, in words a shop owner uses, not
 * Lighthouse's audit names), one line on why it matters, and the issue type and impact. The first
 * five types and impacts are the analyzer's specified ones; the others are ours, weighed by what
 * they cost in search: a page Google cannot index or reach safely is critical, a wrong canonical
 * or unreadable links cost rankings, markup hygiene is informative. Nothing here assumes a
 * sector: the same words fit a bakery, a plumber and an accountant.
 */
import type { AuditId } from "./types.ts";

export interface IssueRule {
  type: "critical" | "warning" | "info";
  impact: "Hoog" | "Gemiddeld" | "Laag";
  /** What is wrong, in plain Dutch. */
  title: string;
  /** One line: why it matters for being found. */
  why: string;
}

export const ISSUE_CATALOGUE: Record<AuditId, IssueRule> = {
  "meta-description": {
    type: "warning",
    impact: "Hoog",
    title: "De pagina heeft geen beschrijving voor Google",
    why: "Google toont die beschrijving vaak onder je titel; zonder kiest Google zelf een stukje tekst, dat zelden uitnodigt om te klikken.",
  },
  "document-title": {
    type: "critical",
    impact: "Hoog",
    title: "De pagina heeft geen titel",
    why: "De titel is de klikbare kop in de zoekresultaten; zonder titel ziet een zoeker niet waar de pagina over gaat.",
  },
  "image-alt": {
    type: "warning",
    impact: "Gemiddeld",
    title: "Afbeeldingen hebben geen beschrijvende tekst (alt-tekst)",
    why: "Google en schermlezers weten alleen via de alt-tekst wat er op een afbeelding staat, dus zonder telt de afbeelding niet mee.",
  },
  "heading-order": {
    type: "info",
    impact: "Laag",
    title: "De koppen op de pagina slaan een niveau over",
    why: "Een logische opbouw van koppen helpt Google en schermlezers te begrijpen hoe je tekst in elkaar zit.",
  },
  "link-text": {
    type: "info",
    impact: "Laag",
    title: "Links zeggen niet waar ze naartoe gaan",
    why: "Linkteksten als 'klik hier' vertellen Google en bezoekers niet wat er achter de link staat.",
  },
  "http-status-code": {
    type: "critical",
    impact: "Hoog",
    title: "De pagina geeft een foutmelding",
    why: "Een pagina die met een fout (zoals 404 of 500) antwoordt, neemt Google niet op in de zoekresultaten.",
  },
  "is-crawlable": {
    type: "critical",
    impact: "Hoog",
    title: "Google mag de pagina niet opnemen",
    why: "Een noindex-instelling of een regel in robots.txt houdt de pagina uit Google, dus niemand vindt haar via zoeken.",
  },
  "is-on-https": {
    type: "critical",
    impact: "Hoog",
    title: "De pagina is niet beveiligd (geen https)",
    why: "Browsers waarschuwen bezoekers voor onbeveiligde pagina's en Google geeft beveiligde pagina's de voorkeur.",
  },
  canonical: {
    type: "warning",
    impact: "Gemiddeld",
    title: "De verwijzing naar de hoofdversie van de pagina klopt niet",
    why: "Met een foute canonical-verwijzing kan Google een andere pagina tonen dan deze, of deze pagina overslaan.",
  },
  hreflang: {
    type: "warning",
    impact: "Gemiddeld",
    title: "De verwijzingen naar andere taalversies kloppen niet",
    why: "Met foute taalverwijzingen (hreflang) krijgen zoekers mogelijk de verkeerde taalversie van je pagina te zien.",
  },
  "robots-txt": {
    type: "warning",
    impact: "Gemiddeld",
    title: "Het bestand robots.txt bevat fouten",
    why: "Met fouten in robots.txt weet Google niet zeker welke pagina's het mag bezoeken.",
  },
  "crawlable-anchors": {
    type: "warning",
    impact: "Gemiddeld",
    title: "Google kan sommige links niet volgen",
    why: "Links zonder echt adres volgt Google niet, dus de pagina's erachter worden slechter gevonden.",
  },
  viewport: {
    type: "warning",
    impact: "Gemiddeld",
    title: "De pagina is niet ingesteld voor telefoons",
    why: "Google beoordeelt je site op de mobiele versie; zonder viewport-instelling wordt de pagina op een telefoon piepklein getoond.",
  },
  "html-has-lang": {
    type: "warning",
    impact: "Gemiddeld",
    title: "De taal van de pagina ontbreekt of klopt niet",
    why: "Zonder juiste taalcode weet Google minder zeker dat de pagina Nederlands is en voor wie ze bedoeld is.",
  },
  "structured-data": {
    type: "info",
    impact: "Laag",
    title: "De extra gegevens voor zoekmachines bevatten fouten",
    why: "Kloppende gestructureerde gegevens, zoals je bedrijfsgegevens, kunnen extra's in Google opleveren; foute negeert Google.",
  },
  charset: {
    type: "info",
    impact: "Laag",
    title: "De tekenset ontbreekt of staat te laat in de pagina",
    why: "Zonder tekenset kunnen letters als é en ë als vreemde tekens op het scherm komen.",
  },
  doctype: {
    type: "info",
    impact: "Laag",
    title: "De pagina begint niet met de HTML-doctype",
    why: "Zonder doctype toont de browser de pagina in een verouderde modus, waardoor de opmaak kan verschuiven.",
  },
};

/** Sort order: Hoog before Gemiddeld before Laag. */
export const IMPACT_RANK: Record<IssueRule["impact"], number> = { Hoog: 0, Gemiddeld: 1, Laag: 2 };

/**
 * What a failing audit means, by the engine's audit id: the plain-Dutch title (what is wrong) and
 * one line on why it matters — the same words as the server's issue catalogue, which the report
 * and its PDF store (tests/unit/i18n-reports-catalogue.test.ts keeps them equal). A Dutch report
 * shows its own stored words; another language shows these by audit id.
 */
export const audits = {
  issues: {
    "meta-description": {
      title: "De pagina heeft geen beschrijving voor Google",
      why: "Google toont die beschrijving vaak onder je titel; zonder kiest Google zelf een stukje tekst, dat zelden uitnodigt om te klikken.",
    },
    "document-title": {
      title: "De pagina heeft geen titel",
      why: "De titel is de klikbare kop in de zoekresultaten; zonder titel ziet een zoeker niet waar de pagina over gaat.",
    },
    "image-alt": {
      title: "Afbeeldingen hebben geen beschrijvende tekst (alt-tekst)",
      why: "Google en schermlezers weten alleen via de alt-tekst wat er op een afbeelding staat, dus zonder telt de afbeelding niet mee.",
    },
    "heading-order": {
      title: "De koppen op de pagina slaan een niveau over",
      why: "Een logische opbouw van koppen helpt Google en schermlezers te begrijpen hoe je tekst in elkaar zit.",
    },
    "link-text": {
      title: "Links zeggen niet waar ze naartoe gaan",
      why: "Linkteksten als 'klik hier' vertellen Google en bezoekers niet wat er achter de link staat.",
    },
    "http-status-code": {
      title: "De pagina geeft een foutmelding",
      why: "Een pagina die met een fout (zoals 404 of 500) antwoordt, neemt Google niet op in de zoekresultaten.",
    },
    "is-crawlable": {
      title: "Google mag de pagina niet opnemen",
      why: "Een noindex-instelling of een regel in robots.txt houdt de pagina uit Google, dus niemand vindt haar via zoeken.",
    },
    "is-on-https": {
      title: "De pagina is niet beveiligd (geen https)",
      why: "Browsers waarschuwen bezoekers voor onbeveiligde pagina's en Google geeft beveiligde pagina's de voorkeur.",
    },
    canonical: {
      title: "De verwijzing naar de hoofdversie van de pagina klopt niet",
      why: "Met een foute canonical-verwijzing kan Google een andere pagina tonen dan deze, of deze pagina overslaan.",
    },
    hreflang: {
      title: "De verwijzingen naar andere taalversies kloppen niet",
      why: "Met foute taalverwijzingen (hreflang) krijgen zoekers mogelijk de verkeerde taalversie van je pagina te zien.",
    },
    "robots-txt": {
      title: "Het bestand robots.txt bevat fouten",
      why: "Met fouten in robots.txt weet Google niet zeker welke pagina's het mag bezoeken.",
    },
    "crawlable-anchors": {
      title: "Google kan sommige links niet volgen",
      why: "Links zonder echt adres volgt Google niet, dus de pagina's erachter worden slechter gevonden.",
    },
    viewport: {
      title: "De pagina is niet ingesteld voor telefoons",
      why: "Google beoordeelt je site op de mobiele versie; zonder viewport-instelling wordt de pagina op een telefoon piepklein getoond.",
    },
    "html-has-lang": {
      title: "De taal van de pagina ontbreekt of klopt niet",
      why: "Zonder juiste taalcode weet Google minder zeker dat de pagina Nederlands is en voor wie ze bedoeld is.",
    },
    "structured-data": {
      title: "De extra gegevens voor zoekmachines bevatten fouten",
      why: "Kloppende gestructureerde gegevens, zoals je bedrijfsgegevens, kunnen extra's in Google opleveren; foute negeert Google.",
    },
    charset: {
      title: "De tekenset ontbreekt of staat te laat in de pagina",
      why: "Zonder tekenset kunnen letters als é en ë als vreemde tekens op het scherm komen.",
    },
    doctype: {
      title: "De pagina begint niet met de HTML-doctype",
      why: "Zonder doctype toont de browser de pagina in een verouderde modus, waardoor de opmaak kan verschuiven.",
    },
  },
};

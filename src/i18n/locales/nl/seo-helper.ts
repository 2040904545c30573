/**
 * /seo-helper: the page, the keyword tool ('Zoekwoordinzicht'), the meta description generator
 * and 'Jouw zoekwoorden'. Every figure is measured and names its source; what was not measured
 * says "niet beschikbaar". Numbers and dates come in already formatted for the language.
 */
export const seoHelper = {
  page: {
    title: "SEO Helper",
    welcome: "Welkom, {{name}}!",
    intro:
      "Twee snelle hulpmiddelen voor de dagen tussen je maandrapporten: vind zoekwoorden om over te schrijven en maak meta descriptions waar mensen op klikken.",
    featuresHeading: "Zo gebruik je deze hulpmiddelen",
    features: {
      keywords: {
        title: "Zoekwoordinzicht",
        text: "Zie je eigen klikken, vertoningen en positie in Google voor een onderwerp (met Google Search Console gekoppeld), het zoekvolume per maand als daar een bron voor is gekoppeld, en verwante zoekopdrachten. Zoekopdrachten die je nu al vertoningen opleveren, zijn een goed onderwerp voor je volgende blogartikel.",
      },
      meta: {
        title: "Meta descriptions",
        text: "De korte tekst onder je paginatitel in Google. Een duidelijke beschrijving van 120 tot 160 tekens met je bedrijfsnaam en je belangrijkste zoekwoord levert meer klikken op. Maak drie voorstellen en kopieer het voorstel dat het best past.",
      },
      apply: {
        title: "Zet ze aan het werk",
        text: "Gebruik het zoekwoord in de paginatitel, de eerste alinea en één tussenkop. Plak de meta description in het SEO-veld van je websitebouwer, zoals Yoast of Rank Math in WordPress, of de SEO-instellingen van de pagina in Wix en Shopify.",
      },
    },
  },
  keywordTool: {
    heading: "Zoekwoordinzicht",
    description:
      "Zoek een onderwerp of product op. Je ziet alleen gemeten cijfers: je eigen gegevens uit Google Search Console en, waar beschikbaar, het zoekvolume uit Google Ads.",
    label: "Zoekwoord",
    placeholder: "bijv. bakkerij",
    submit: "Bekijk cijfers",
    searching: "Zoeken…",
    resultsHeading: 'Cijfers voor "{{word}}"',
    failed: "De cijfers konden niet worden opgehaald: {{message}}",
    unexpectedAnswer: "Onverwacht antwoord van de server",
    retry: "Opnieuw proberen",
    searchConsole: {
      heading: "Jouw gegevens uit Google Search Console",
      period: "Laatste 28 dagen met gegevens: {{range}}.",
      clicks: "Klikken",
      impressions: "Vertoningen",
      ctr: "CTR",
      position: "Gemiddelde positie",
      notMeasured: "niet gemeten",
      noImpressions:
        "Je website verscheen in deze periode niet in Google voor precies deze zoekopdracht.",
      notConnected:
        "Niet beschikbaar: koppel Google Search Console op je dashboard om je klikken, vertoningen en posities te zien.",
      toDashboard: "Naar je dashboard",
      noData:
        "Nog niet opgehaald: zodra de eerste import uit Search Console klaar is, zie je hier je klikken en posities.",
      relatedCaption: 'Jouw zoekopdrachten met "{{word}}"',
      relatedColumns: {
        query: "Zoekopdracht",
        clicks: "Klikken",
        impressions: "Vertoningen",
        position: "Positie",
      },
    },
    volume: {
      measured: "Zoekvolume: {{volume}} per maand",
      unavailable: "Zoekvolume: niet beschikbaar",
      source: "Bron: Google Ads, gemiddelde van de afgelopen 12 maanden in Nederland.",
      noGoogleAdsData: "Google Ads heeft geen zoekvolume voor dit zoekwoord.",
      notConfigured: "Er is geen bron voor zoekvolume gekoppeld, dus we tonen geen schatting.",
      providerDown:
        "De bron voor zoekvolume gaf nu geen antwoord. Probeer het over een minuut opnieuw.",
      competition: "Concurrentie in Google Ads: {{level}}",
      competitionLevels: { LOW: "laag", MEDIUM: "gemiddeld", HIGH: "hoog" },
    },
    suggestions: {
      caption: 'Zoekwoordideeën uit Google Ads voor "{{word}}"',
      columns: {
        keyword: "Zoekwoord",
        volume: "Zoekvolume per maand",
        competition: "Concurrentie",
      },
      notAvailable: "niet beschikbaar",
    },
    ideas: {
      heading: "Ideeën om over te schrijven",
      note: "Dit zijn alleen ideeën: we hebben er niets over gemeten, dus er staan geen cijfers bij.",
    },
  },
  meta: {
    heading: "Meta descriptions maken",
    description:
      "Beschrijf je bedrijf in een of twee zinnen en krijg drie meta descriptions van 120 tot 160 tekens.",
    nameLabel: "Bedrijfsnaam",
    namePlaceholder: "bijv. Bakkerij De Korenschoof",
    descriptionLabel: "Beschrijving van je bedrijf",
    descriptionPlaceholder:
      "bijv. Ambachtelijke bakkerij in Utrecht met elke ochtend vers brood en taarten op bestelling.",
    submit: "Maak meta descriptions",
    loading: "Bezig met maken...",
    missingInput: "Vul zowel de bedrijfsnaam als de beschrijving in om meta descriptions te maken.",
    resultsHeading: "Voorstellen",
    characters_one: "{{formatted}} teken",
    characters_other: "{{formatted}} tekens",
    copy: "Kopiëren",
    copyLabel: "Kopieer voorstel {{index}}",
    copied: "Gekopieerd!",
    copyFailed: "Kopiëren kan hier niet: selecteer de tekst en kopieer hem zelf.",
    /** The message arrives without a trailing full stop. */
    error:
      "De meta descriptions konden niet worden gemaakt: {{message}}. Controleer je internetverbinding en probeer het opnieuw.",
    unexpectedAnswer: "Onverwacht antwoord van de server",
  },
  customerKeywords: {
    heading: "Jouw zoekwoorden",
    intro:
      "De zoekwoorden uit je bedrijfsprofiel en je artikelen, met wat je laatste SEO-rapport op je website vond en hoe ze het in Google doen volgens Google Search Console.",
    caption: "Jouw zoekwoorden en wat er gemeten is",
    columns: {
      keyword: "Zoekwoord",
      source: "Bron",
      inTitle: "In titel",
      inHeading: "In kop",
      inUrl: "In URL",
      posts: "Artikelen",
      volume: "Zoekvolume",
      position: "Positie",
      impressions: "Vertoningen",
      clicks: "Klikken",
      ctr: "CTR",
    },
    source: { profile: "Bedrijfsprofiel", post: "Artikel" },
    yes: "Ja",
    no: "Nee",
    notChecked: "Niet gemeten",
    volumeUnavailable: "Zoekvolume: niet beschikbaar",
    searchConsole: {
      noImpressions: "Geen vertoningen in Google",
      notConnected: "Koppel Search Console",
      importing: "Wordt geïmporteerd",
      period:
        "Positie, vertoningen, klikken en CTR in Google over {{range}} (Google Search Console).",
      notConnectedNote:
        "Koppel Google Search Console om per zoekwoord je echte positie, vertoningen, klikken en CTR in Google te zien.",
      connectAction: "Koppel Google Search Console",
      importingNote:
        "Je gegevens uit Google Search Console worden geïmporteerd. Kom over een paar minuten terug voor je posities, vertoningen en klikken.",
    },
    measuredAt: "Gemeten in het rapport van {{date}}.",
    noReport:
      "Nog geen rapport: zodra je eerste scan klaar is, zie je hier waar je zoekwoorden staan.",
    loading: "Zoekwoorden laden…",
    error: "Je zoekwoorden konden niet worden geladen.",
    retry: "Opnieuw proberen",
    empty: "Je hebt nog geen zoekwoorden. Voeg ze toe in je bedrijfsprofiel.",
    emptyAction: "Naar bedrijfsprofiel",
  },
};

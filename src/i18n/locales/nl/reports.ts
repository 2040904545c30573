/**
 * 'Rapporten': the reports list, one report, its "Organisch verkeer uit Google" and the scan's
 * state card (also on the dashboard). The report's PDF stays Dutch; the words this page shares with
 * it are the contract's (tests/unit/i18n-reports-catalogue.test.ts keeps them equal).
 */
export const reports = {
  title: "Rapporten",
  intro:
    "Na elke scan van je website maken we een rapport: je SEO-score, wat er beter kan en wat er veranderd is sinds de vorige keer.",
  /** The plan rule, said once wherever a checklist is shown; the plans come from the catalogue. */
  planRule:
    "Een SEO-checklist bekijk je hier in je dashboard; het volledige maandrapport, met paginalijst, zoekwoordcontrole en PDF, hoort bij {{plans}}.",
  loading: "Rapporten laden…",
  error: "Je rapporten konden niet worden geladen.",
  retry: "Opnieuw proberen",
  empty:
    "Nog geen rapporten. Zodra je bedrijfsprofiel is ingevuld, scannen we je website en verschijnt hier binnen enkele minuten je eerste rapport; daarna elke maand een nieuw.",
  emptyAction: "Bedrijfsprofiel invullen",
  columns: { report: "Rapport", score: "Score", actions: "Acties" },
  trendNone: "eerste rapport",
  trendSame: "gelijk aan vorige",
  /** `delta` with its sign: "+4 t.o.v. vorige". */
  trend: "{{delta}} t.o.v. vorige",
  open: "Bekijken",
  download: "PDF",
  downloading: "PDF maken…",
  downloadFailed: "De PDF kon niet worden gemaakt",
  kinds: { checklist: "Checklist", full: "Volledig rapport" },
  report: {
    back: "Terug naar rapporten",
    notFound: "Dit rapport bestaat niet.",
    siteScore: "SEO-score van je website",
    pagesScanned: "{{count}} pagina's gecontroleerd",
    notMeasured: "Prestaties, toegankelijkheid en best practices: niet gemeten in deze scan.",
    trendHeading: "Trend",
    /** `delta` with its sign; `count` chooses the plural (Dutch says "punten" either way). */
    trendText_one: "{{delta}} punten ({{direction}}) ten opzichte van {{date}}.",
    trendText_other: "{{delta}} punten ({{direction}}) ten opzichte van {{date}}.",
    directions: { beter: "beter", slechter: "slechter", gelijk: "gelijk" },
    firstReport: "Dit is je eerste rapport; volgende maand zie je hier de trend.",
    issuesHeading: "Belangrijkste verbeterpunten",
    noIssues: "Geen problemen gevonden op de gecontroleerde pagina's.",
    pagesAffected_one: "{{count}} pagina",
    pagesAffected_other: "{{count}} pagina's",
    /** "Gevonden op /, /brood en 3 andere": `pages` is the list, joined the language's way. */
    foundOn: "Gevonden op {{pages}}",
    morePages: "{{count}} andere",
    impacts: { Hoog: "Hoog", Gemiddeld: "Gemiddeld", Laag: "Laag" },
    recommendationsHeading: "Aanbevelingen",
    pagesToImproveHeading: "Pagina's met de meeste winst",
    keywordsHeading: "Zoekwoorden",
    keywordColumns: { keyword: "Zoekwoord", title: "In titel", heading: "In kop", url: "In URL" },
    yes: "ja",
    no: "nee",
    pagesHeading: "Alle gecontroleerde pagina's",
    unreachable: "niet bereikbaar",
  },
  /** "Organisch verkeer uit Google": the words the PDF shares, and the page's own. */
  organic: {
    title: "Organisch verkeer uit Google",
    notConnected:
      "Koppel Google Search Console om hier te zien hoe vaak je website in Google verschijnt en hoeveel mensen erop klikken: maand na maand, met je beste zoekopdrachten en pagina's en wat er stijgt of daalt. We lezen alleen; we wijzigen niets in je Google-account.",
    noData:
      "Google Search Console is gekoppeld, maar voor de periode van dit rapport hebben we nog geen gegevens opgehaald. Zodra de import klaar is, staan je klikken en vertoningen hier.",
    period:
      "Periode: {{current}}, vergeleken met {{previous}} (de laatste 28 dagen met cijfers van Google op de rapportdatum, en de 28 dagen daarvoor). Bron: Google Search Console.",
    /** Two days of a period, both included: "1 t/m 28 oktober 2026". */
    periodRange: "{{from}} t/m {{to}}",
    monthsHeading: "Klikken en vertoningen per maand",
    partialMonth: "deels: alleen {{days}}",
    topQueriesHeading: "Beste zoekopdrachten",
    topPagesHeading: "Beste pagina's",
    winnersHeading: "Stijgers",
    losersHeading: "Dalers",
    noQueries: "Geen zoekopdrachten met vertoningen in deze periode.",
    noPages: "Geen pagina's met vertoningen in deze periode.",
    noWinners: "Geen zoekopdracht kreeg meer klikken dan in de vorige periode.",
    noLosers: "Geen zoekopdracht verloor klikken ten opzichte van de vorige periode.",
    metrics: {
      clicks: "Klikken",
      impressions: "Vertoningen",
      ctr: "CTR",
      position: "Gem. positie",
    },
    columns: {
      current: "Deze periode",
      previous: "Vorige periode",
      month: "Maand",
      query: "Zoekopdracht",
      page: "Pagina",
      difference: "Verschil",
    },
    connectLink: "Naar je dashboard om Search Console te koppelen",
    importLink: "Bekijk de import op je dashboard",
    monthsCaption: "Klikken en vertoningen per kalendermaand, de oudste maand eerst",
    changeLabel: "{{change}} t.o.v. vorige periode",
    previousLabel: "vorige periode: {{value}}",
  },
  /** The scan's state, in Rapporten and on the dashboard. */
  scan: {
    queued: "Scan gepland",
    queuedText:
      "We scannen {{site}} zo meteen. Dat duurt meestal een paar minuten; je kunt gewoon verder werken.",
    running: "Scan bezig",
    runningPages: "Scan bezig ({{done}} van {{planned}} pagina's)",
    runningText:
      "We lezen {{site}} en controleren elke pagina. Je rapport staat onder 'Rapporten' zodra de scan klaar is.",
    progressLabel: "Voortgang van de scan",
    failed: "Scan mislukt: {{reason}}",
    failedSite: "Adres: {{site}}",
    retryAt: "We proberen het vanzelf opnieuw op {{moment}}.",
    retry: "Opnieuw proberen",
    retrying: "Scan starten…",
    retryFailed: "Opnieuw proberen lukte niet",
    changeAddress: "Adres wijzigen",
    needsPlan: "Met een abonnement scannen we je website opnieuw.",
    done_one: "Scan klaar: {{count}} pagina gecontroleerd.",
    done_other: "Scan klaar: {{count}} pagina's gecontroleerd.",
    viewReports: "Bekijk je rapport",
  },
};

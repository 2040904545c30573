import { ORGANIC_TRAFFIC_TEXT } from "@contract/organic-traffic";
import { FULL_REPORT_PLANS_TEXT } from "@contract/reports";

/** Copy of the reports list and report page (Dutch, like the report and its PDF). */
export const reportsContent = {
  /** The plan rule, said once wherever a checklist is shown; the plans come from the catalogue. */
  planRule: `Een SEO-checklist bekijk je hier in je dashboard; het volledige maandrapport, met paginalijst, zoekwoordcontrole en PDF, hoort bij ${FULL_REPORT_PLANS_TEXT}.`,
  title: "Rapporten",
  intro:
    "Na elke scan van je website maken we een rapport: je SEO-score, wat er beter kan en wat er veranderd is sinds de vorige keer.",
  loading: "Rapporten laden…",
  error: "Je rapporten konden niet worden geladen.",
  retry: "Opnieuw proberen",
  empty:
    "Nog geen rapporten. Zodra je bedrijfsprofiel is ingevuld, scannen we je website en verschijnt hier binnen enkele minuten je eerste rapport; daarna elke maand een nieuw.",
  emptyAction: "Bedrijfsprofiel invullen",
  columns: { report: "Rapport", score: "Score", actions: "Acties" },
  trendNone: "eerste rapport",
  trend: (delta: number) =>
    delta === 0 ? "gelijk aan vorige" : `${delta > 0 ? `+${delta}` : delta} t.o.v. vorige`,
  open: "Bekijken",
  download: "PDF",
  downloading: "PDF maken…",
  downloadFailed: "De PDF kon niet worden gemaakt",
  kinds: { checklist: "Checklist", full: "Volledig rapport" },
  report: {
    back: "Terug naar rapporten",
    notFound: "Dit rapport bestaat niet.",
    siteScore: "SEO-score van je website",
    pagesScanned: (n: number) => `${n} pagina's gecontroleerd`,
    notMeasured: "Prestaties, toegankelijkheid en best practices: niet gemeten in deze scan.",
    trendHeading: "Trend",
    trendText: (delta: number, direction: string, date: string) =>
      `${delta > 0 ? "+" : ""}${delta} punten (${direction}) ten opzichte van ${date}.`,
    firstReport: "Dit is je eerste rapport; volgende maand zie je hier de trend.",
    issuesHeading: "Belangrijkste verbeterpunten",
    noIssues: "Geen problemen gevonden op de gecontroleerde pagina's.",
    pagesAffected: (n: number) => (n === 1 ? "1 pagina" : `${n} pagina's`),
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
    ...ORGANIC_TRAFFIC_TEXT,
    connectLink: "Naar je dashboard om Search Console te koppelen",
    importLink: "Bekijk de import op je dashboard",
    monthsCaption: "Klikken en vertoningen per kalendermaand, de oudste maand eerst",
    changeLabel: (change: string) => `${change} t.o.v. vorige periode`,
    previousLabel: (value: string) => `vorige periode: ${value}`,
  },
} as const;

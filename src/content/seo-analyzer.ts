/**
 * Copy of the live SEO analyzer (home page section; the form and result card also on /seo-helper,
 * whose own card and history are in the i18n catalogue). The toasts, 'Je website scoort goed!...'
 * and 'Onbekend' are contract texts (docs/contracts/product-rules.md §5): keep them exactly.
 */
export const seoAnalyzerContent = {
  eyebrow: "Gratis SEO-check",
  title: "Hoe vindbaar is jouw website?",
  intro:
    "Vul je website-adres in en zie binnen een paar seconden wat Google ziet: je SEO-score, de belangrijkste verbeterpunten en concreet advies. De volledige Lighthouse-meting van snelheid en toegankelijkheid volgt vanzelf; de hele analyse duurt tot 30 seconden.",
  urlLabel: "Website-adres",
  urlPlaceholder: "jouwbedrijf.nl",
  submitLabel: "Analyseer",
  busyLabel: "Bezig met analyseren…",
  /** Contract text, exact (docs/contracts/product-rules.md §5). */
  invalidUrlTitle: "Ongeldige URL",
  invalidUrlText: (host: string) => `Voer een geldige website URL in (bijv. ${host})`,
  exampleHost: "https://jouwbedrijf.nl",
  successTitle: "Analyse voltooid!",
  successText: (score: number) => `Je website scoort ${score}/100`,
  failureTitle: "Analyse mislukt",
  failureText: (message: string) =>
    `Er ging iets mis bij het analyseren van je website: ${message}`,
  networkError: "De analyse-service is niet bereikbaar. Controleer je verbinding.",
  unexpectedAnswer: "Onverwacht antwoord van de analyse-service.",
  progressFetching: "De pagina wordt opgehaald en gecontroleerd…",
  progressPageSpeed: "Volledige Lighthouse-meting…",
  pageSpeedFailed: (reason: string) =>
    `De volledige Lighthouse-meting is niet gelukt: ${reason} De SEO-score hierboven is wel gemeten.`,
  pageSpeedTooSlow:
    "De volledige Lighthouse-meting duurt langer dan verwacht. Bekijk de analyse later opnieuw.",
  pageSpeedUnavailable:
    "Snelheid, toegankelijkheid en best practices meten we alleen met PageSpeed Insights, dat hier niet is ingesteld.",
  resultHeading: "Resultaat",
  overallLabel: "Totaalscore",
  analysedPage: "Geanalyseerde pagina",
  cachedNote: "Deze pagina is de afgelopen 10 minuten al geanalyseerd; je ziet dat resultaat.",
  bands: { good: "Goed", average: "Kan beter", poor: "Slecht" },
  categories: {
    seo: "SEO",
    performance: "Prestaties",
    accessibility: "Toegankelijkheid",
    bestPractices: "Best practices",
  },
  notMeasured: "Niet gemeten",
  measuring: "Wordt gemeten…",
  sources: { vindbaar: "Vindbaar-analyse", pagespeed: "Lighthouse (PageSpeed Insights)" },
  issuesHeading: "Gevonden problemen",
  noIssues: "Geen problemen gevonden.",
  issueTypes: { critical: "Kritiek", warning: "Waarschuwing", info: "Info" },
  impactLabel: (impact: string) => `Impact: ${impact}`,
  recommendationsHeading: "Aanbevelingen",
  /** Contract text, exact. */
  noRecommendations: "Je website scoort goed!...",
  loadTimeLabel: { html: "Laadtijd (HTML)", "speed-index": "Laadtijd (Speed Index)" },
  pageSizeLabel: { html: "Paginagrootte (HTML)", total: "Paginagrootte (totaal)" },
  loadTimeFallbackLabel: "Laadtijd",
  pageSizeFallbackLabel: "Paginagrootte",
  /** Contract text, exact. */
  unknown: "Onbekend",
} as const;

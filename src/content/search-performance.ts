/**
 * Copy of the dashboard's "Resultaten uit Google" panel (issue 21): the customer's own Search
 * Console figures for the last 28 days against the 28 before. Figures are formatted in
 * src/lib/format-performance.ts; these texts only put them in words.
 */
export const searchPerformanceContent = {
  title: "Resultaten uit Google",
  intro: "Je klikken, vertoningen en posities in Google, rechtstreeks uit Google Search Console.",
  period: (period: string) => `Laatste 28 dagen met gegevens: ${period}`,
  comparedWith: (period: string) => `Vergeleken met ${period}`,
  loading: "Je resultaten uit Google laden…",
  loadError: "Je resultaten uit Google konden niet worden geladen.",
  retry: "Opnieuw proberen",
  starting:
    "We halen je gegevens op bij Google. Je resultaten verschijnen hier zodra dat klaar is.",
  backfill: (percent: number) =>
    `Gegevens van de afgelopen 16 maanden ophalen: ${percent}%. Je resultaten verschijnen hier zodra dat klaar is.`,
  failed: (reason: string) => `Laatste import mislukt: ${reason}`,
  noData:
    "Google heeft nog geen gegevens voor je website. Nieuwe websites verschijnen meestal binnen een paar dagen in Search Console.",
  tiles: {
    clicks: "Klikken",
    impressions: "Vertoningen",
    ctr: "Gem. CTR",
    position: "Gem. positie",
  },
  notMeasured: "niet gemeten",
  change: {
    /** Visible text next to a figure; screen readers get `spoken` instead. */
    noComparison: "geen vergelijking",
    noComparisonSpoken: "Geen vergelijking: de 28 dagen ervoor hadden geen gegevens.",
    unchanged: "gelijk",
    unchangedSpoken: "Gelijk aan de 28 dagen ervoor.",
    percentSpoken: (amount: string, up: boolean) =>
      `${amount} ${up ? "meer" : "minder"} dan de 28 dagen ervoor.`,
    pointsSpoken: (amount: string, up: boolean) =>
      `${amount} procentpunt ${up ? "hoger" : "lager"} dan de 28 dagen ervoor.`,
    placesSpoken: (amount: string, up: boolean) =>
      `${amount} ${amount === "1" ? "plaats" : "plaatsen"} ${up ? "hoger" : "lager"} dan de 28 dagen ervoor.`,
    points: (amount: string) => `${amount} pt`,
  },
  chart: {
    title: "Klikken en vertoningen per dag",
    label: (period: string) => `Grafiek van klikken en vertoningen per dag, ${period}`,
    clicks: "Klikken",
    impressions: "Vertoningen",
    day: "Dag",
    tableCaption: "Klikken en vertoningen per dag",
    loadError: "De grafiek kon niet worden geladen; de cijfers per dag staan in de tabel.",
    showTable: "Toon de cijfers per dag",
  },
  queries: {
    title: "Top zoekopdrachten",
    query: "Zoekopdracht",
    clicks: "Klikken",
    impressions: "Vertoningen",
    position: "Positie",
    change: "Verschil",
    new: "nieuw",
    newSpoken: "Nieuw: in de 28 dagen ervoor niet gevonden.",
    empty: "Nog geen zoekopdrachten in deze periode.",
  },
  posts: {
    title: "Jouw blogposts in Google",
    intro: "Klikken en vertoningen sinds publicatie, voor de blogposts die we voor je schreven.",
    published: (date: string) => `Gepubliceerd op ${date}`,
    clicks: (amount: string) => `${amount} klikken`,
    impressions: (amount: string) => `${amount} vertoningen`,
    noLink: "Geen link naar de blogpost bekend, dus we kunnen hem niet in Google terugvinden.",
    noData: "Nog geen klikken of vertoningen in Google gemeten.",
    empty:
      "Nog geen gepubliceerde blogposts. Zodra we er een publiceren, zie je hier hoe hij het doet.",
  },
} as const;

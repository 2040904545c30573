/**
 * Copy for /seo-helper (English, like the rest of the customer area; docs/product.md §1). Texts quoted in the
 * spec (§5, §8) are kept exactly.
 */
export const seoHelperContent = {
  title: "SEO Helper",
  welcome: (name: string) => `Welcome, ${name}!`,
  intro:
    "Two quick tools for the days between your monthly reports: find keyword ideas worth writing about and create meta descriptions that make people click.",
  featuresHeading: "How to use these tools",
  features: [
    {
      title: "Keyword insights",
      text: "See your own clicks, impressions and position in Google for a topic (with Google Search Console connected), its monthly search volume where a source for it is connected, and related searches. Searches that already bring you impressions make a good subject for your next blog post.",
    },
    {
      title: "Meta descriptions",
      text: "The short text under your page title in Google. A clear description of 120 to 160 characters that names your company and your main keyword gets more clicks. Generate three options and copy the one that fits best.",
    },
    {
      title: "Put them to work",
      text: "Use the keyword in the page title, the first paragraph and one subheading. Paste the meta description into the SEO field of your website builder, such as Yoast or Rank Math in WordPress, or the page's SEO settings in Wix and Shopify.",
    },
  ],
} as const;

/**
 * The keyword tool (issue 21): Dutch like the rest of the paid service's Search Console screens.
 * Every figure is measured and names its source; what was not measured says "niet beschikbaar".
 */
export const keywordToolContent = {
  heading: "Zoekwoordinzicht",
  description:
    "Zoek een onderwerp of product op. Je ziet alleen gemeten cijfers: je eigen gegevens uit Google Search Console en, waar beschikbaar, het zoekvolume uit Google Ads.",
  label: "Zoekwoord",
  placeholder: "bijv. bakkerij",
  submit: "Bekijk cijfers",
  searching: "Zoeken…",
  resultsHeading: (word: string) => `Cijfers voor "${word}"`,
  failed: (message: string) => `De cijfers konden niet worden opgehaald: ${message}`,
  retry: "Opnieuw proberen",
  searchConsole: {
    heading: "Jouw gegevens uit Google Search Console",
    period: (range: string) => `Laatste 28 dagen met gegevens: ${range}.`,
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
    relatedCaption: (word: string) => `Jouw zoekopdrachten met "${word}"`,
    relatedColumns: {
      query: "Zoekopdracht",
      clicks: "Klikken",
      impressions: "Vertoningen",
      position: "Positie",
    },
  },
  volume: {
    measured: (volume: string) => `Zoekvolume: ${volume} per maand`,
    unavailable: "Zoekvolume: niet beschikbaar",
    source: "Bron: Google Ads, gemiddelde van de afgelopen 12 maanden in Nederland.",
    noGoogleAdsData: "Google Ads heeft geen zoekvolume voor dit zoekwoord.",
    notConfigured: "Er is geen bron voor zoekvolume gekoppeld, dus we tonen geen schatting.",
    providerDown:
      "De bron voor zoekvolume gaf nu geen antwoord. Probeer het over een minuut opnieuw.",
    competition: (level: string) => `Concurrentie in Google Ads: ${level}`,
    competitionLevels: { LOW: "laag", MEDIUM: "gemiddeld", HIGH: "hoog" },
  },
  suggestions: {
    caption: (word: string) => `Zoekwoordideeën uit Google Ads voor "${word}"`,
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
} as const;

export const metaDescriptionsContent = {
  heading: "Meta description generator",
  description:
    "Describe your business in a sentence or two and get three meta descriptions of 120 to 160 characters.",
  nameLabel: "Company name",
  namePlaceholder: "e.g. Bakkerij De Korenschoof",
  descriptionLabel: "Description of your business",
  descriptionPlaceholder:
    "e.g. Artisan bakery in Utrecht with fresh bread every morning and cakes to order.",
  submit: "Generate meta descriptions",
  loading: "Generating...",
  missingInput:
    "Please fill in both the company name and description to generate meta descriptions.",
  /** The fields stop at the function's limits; a longer paste keeps its start and says so. */
  pasteCut: (max: number) =>
    `The pasted text was longer than ${max} characters; only the first ${max} were kept.`,
  resultsHeading: "Suggestions",
  characters: (count: number) => `${count} characters`,
  copy: "Copy",
  copyLabel: (index: number) => `Copy suggestion ${index}`,
  copied: "Copied!",
  copyFailed: "Copying is not available here: select the text and copy it yourself.",
  /** Spec §8. The message arrives without a trailing full stop. */
  error: (message: string) =>
    `Failed to fetch data: ${message}. Please check your API key or network.`,
  httpError: (status: number) => `HTTP error! Status: ${status}`,
  unexpectedAnswer: "Unexpected answer from the server",
} as const;

/** 'Jouw zoekwoorden' (issue 12): Dutch, like the rest of the paid service's screens. */
export const customerKeywordsContent = {
  heading: "Jouw zoekwoorden",
  intro:
    "De zoekwoorden uit je bedrijfsprofiel en je artikelen, met wat je laatste SEO-rapport op je website vond en hoe ze het in Google doen volgens Google Search Console.",
  caption: "Jouw zoekwoorden en wat er gemeten is",
  columns: [
    "Zoekwoord",
    "Bron",
    "In titel",
    "In kop",
    "In URL",
    "Artikelen",
    "Zoekvolume",
    "Positie",
    "Vertoningen",
    "Klikken",
    "CTR",
  ],
  source: { profile: "Bedrijfsprofiel", post: "Artikel" },
  yes: "Ja",
  no: "Nee",
  notChecked: "Niet gemeten",
  volumeUnavailable: "Zoekvolume: niet beschikbaar",
  searchConsole: {
    noImpressions: "Geen vertoningen in Google",
    notConnected: "Koppel Search Console",
    importing: "Wordt geïmporteerd",
    period: (range: string) =>
      `Positie, vertoningen, klikken en CTR in Google over ${range} (Google Search Console).`,
    notConnectedNote:
      "Koppel Google Search Console om per zoekwoord je echte positie, vertoningen, klikken en CTR in Google te zien.",
    connectAction: "Koppel Google Search Console",
    importingNote:
      "Je gegevens uit Google Search Console worden geïmporteerd. Kom over een paar minuten terug voor je posities, vertoningen en klikken.",
  },
  measuredAt: (date: string) => `Gemeten in het rapport van ${date}.`,
  noReport:
    "Nog geen rapport: zodra je eerste scan klaar is, zie je hier waar je zoekwoorden staan.",
  loading: "Zoekwoorden laden…",
  error: "Je zoekwoorden konden niet worden geladen.",
  retry: "Opnieuw proberen",
  empty: "Je hebt nog geen zoekwoorden. Voeg ze toe in je bedrijfsprofiel.",
  emptyAction: "Naar bedrijfsprofiel",
} as const;

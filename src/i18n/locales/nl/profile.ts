import type { SECTORS } from "@contract/onboarding";
import type { SiteFactKind } from "@contract/site-facts";

/**
 * The business profile: the form at /onboarding and in 'Bedrijfsprofiel', the dashboard's
 * reminder, and 'Wat we op je site vonden' (the facts of the latest scan). The form's field
 * messages are the contract's (the same the function answers).
 */
export const profile = {
  onboardingTitle: "Vertel ons over je bedrijf",
  onboardingIntro:
    "Met deze gegevens scannen we meteen je website en schrijven we content die bij je bedrijf past. Het invullen duurt een paar minuten; je kunt alles later aanpassen onder 'Bedrijfsprofiel'.",
  profileTitle: "Bedrijfsprofiel",
  profileIntro:
    "Je gegevens bepalen je zoekwoorden, je blogonderwerpen en wat we in je rapporten controleren. Verander je je website-adres, dan scannen we de nieuwe site opnieuw.",
  fields: {
    businessName: "Bedrijfsnaam",
    websiteUrl: "Website",
    websiteHint: "Het adres van de site die we scannen, bijvoorbeeld jouwbedrijf.nl.",
    sector: "Sector",
    sectorPlaceholder: "Kies je sector",
    /** The ten sectors by their stored (Dutch) value. */
    sectors: {
      "Bouw en installatie": "Bouw en installatie",
      Horeca: "Horeca",
      "Detailhandel en webshops": "Detailhandel en webshops",
      "Zakelijke dienstverlening": "Zakelijke dienstverlening",
      "Zorg en welzijn": "Zorg en welzijn",
      "Beauty en wellness": "Beauty en wellness",
      "Onderwijs en training": "Onderwijs en training",
      "ICT en software": "ICT en software",
      Vastgoed: "Vastgoed",
      Overig: "Overig",
    } satisfies Record<(typeof SECTORS)[number], string>,
    sectorDetail: "Specialisatie (optioneel)",
    sectorDetailHint: "Wat voor bedrijf precies? Bijvoorbeeld bakkerij, loodgieter of rijschool.",
    description: "Korte beschrijving",
    descriptionHint:
      "In een of twee zinnen: wat doe je en voor wie? Laat je het leeg, dan vullen we het na de scan met de tekst van je website.",
    offerings: "Producten en diensten",
    offeringsHint:
      "Wat verkoop of doe je? Typ een product of dienst en druk op Enter. Na de scan vullen we dit aan met wat we op je website vinden.",
    offeringsList: "Toegevoegde producten en diensten",
    /** Shown while description and offerings are what the scan found and were not saved since. */
    detailsFromScan:
      "We hebben je beschrijving en je producten en diensten ingevuld met wat we op je website vonden. Klopt het niet helemaal? Pas het aan en sla op.",
    region: "Regio",
    regionHint:
      "De provincie of plaats waar je klanten zitten, bijvoorbeeld Utrecht of Noord-Brabant.",
    keywords: "Zoekwoorden",
    keywordsHint: "Waarop wil je gevonden worden? Typ een zoekwoord en druk op Enter of een komma.",
    keywordsList: "Toegevoegde zoekwoorden",
    /** A chip's remove button. */
    removeItem: "Verwijder {{item}}",
    /** Under a chip list: "3 van 10". */
    itemsCounter: "{{count}} van {{max}}",
    tone: "Toon",
    tones: { formal: "Formeel (u)", informal: "Informeel (je)" },
    competitors: "Concurrenten (optioneel)",
    competitorsHint: "Tot {{max}} websites van concurrenten die je in de gaten wilt houden.",
    competitorLabel: "Concurrent {{position}}",
  },
  save: "Opslaan",
  saving: "Opslaan…",
  unsaved: "Je hebt niet-opgeslagen wijzigingen.",
  /** A new website address is checked (https, then http) before it is saved. */
  savingAndChecking: "Adres controleren en opslaan…",
  saveFirst: "Opslaan en scan starten",
  savedTitle: "Bedrijfsprofiel opgeslagen.",
  savedScanStarted: "Bedrijfsprofiel opgeslagen. Je eerste SEO-scan is gestart.",
  savedRescan: "Bedrijfsprofiel opgeslagen. We scannen je nieuwe website.",
  saveFailedTitle: "Opslaan mislukt",
  loading: "Bedrijfsprofiel laden…",
  loadFailed: "Je bedrijfsprofiel kon niet worden geladen.",
  retry: "Opnieuw proberen",
  needsPlanTitle: "Kies eerst een abonnement",
  needsPlanText:
    "Je bedrijfsprofiel stel je in zodra je een abonnement hebt. Daarna scannen we direct je website.",
  needsPlanAction: "Bekijk de abonnementen",
  reminderTitle: "Maak je bedrijfsprofiel af",
  reminderText:
    "Vertel ons over je bedrijf, je website en je zoekwoorden. Dan starten we direct je eerste SEO-scan en zie je binnen enkele minuten je eerste aanbevelingen.",
  reminderAction: "Bedrijfsprofiel invullen",
  /** 'Wat we op je site vonden': the facts the blog writers may use, and hiding a wrong one. */
  facts: {
    title: "Wat we op je site vonden",
    intro:
      "Alleen deze feiten en je bedrijfsprofiel gebruiken we voor prijzen, openingstijden, plaatsen en andere details in je blogs. Klopt iets niet, of wil je het niet in een artikel? Verberg het; je kunt het altijd weer tonen.",
    scannedAt: "Gevonden bij de scan van {{site}} op {{date}}.",
    summary_one: "{{count}} feit.",
    summary_other: "{{count}} feiten.",
    summaryHidden_one: "{{count}} feit, waarvan {{hidden}} verborgen.",
    summaryHidden_other: "{{count}} feiten, waarvan {{hidden}} verborgen.",
    loading: "Feiten van je website laden…",
    loadError: "De feiten van je website konden niet worden geladen.",
    retry: "Opnieuw proberen",
    noScan:
      "Zodra de eerste scan van je website klaar is, zie je hier welke producten, prijzen, openingstijden en andere feiten we erop vonden.",
    noFacts:
      "We vonden op je website geen producten, prijzen, openingstijden of andere feiten die we in blogs kunnen gebruiken. Vul hierboven je beschrijving en je producten of diensten in: die gebruiken we dan.",
    kinds: {
      offering: "Producten en diensten",
      price: "Prijzen",
      "opening-hours": "Openingstijden",
      place: "Plaatsen en werkgebied",
      claim: "Over je bedrijf",
      certification: "Keurmerken en erkenningen",
      faq: "Veelgestelde vragen",
      contact: "Contact en bestellen",
    } satisfies Record<SiteFactKind, string>,
    foundOn: "Gevonden op",
    showAll: "Toon alle {{count}}",
    showFewer: "Toon minder",
    hiddenBadge: "Verborgen",
    hide: "Verbergen",
    show: "Tonen",
    hiding: "Verbergen…",
    showing: "Tonen…",
    /** The button's name for screen readers: the visible word and the fact it acts on. */
    actionLabel: "{{action}}: {{fact}}",
    announceHidden: "Verborgen: {{fact}}. Dit feit gebruiken we niet meer in je blogs.",
    announceShown: "Weer zichtbaar: {{fact}}. Dit feit kan weer in je blogs komen.",
    saveError: "Dat lukte niet: {{message}}",
  },
};

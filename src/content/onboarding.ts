import type { SECTORS } from "@contract/onboarding";

/**
 * Finer sectors offered under each of the ten groups (the field is free text: these are only
 * suggestions). Each names a kind of business the writers and the checker recognise.
 */
export const sectorDetailSuggestions: Record<(typeof SECTORS)[number], readonly string[]> = {
  "Bouw en installatie": [
    "Installatiebedrijf",
    "Loodgieter",
    "Elektricien",
    "Dakdekker",
    "Schildersbedrijf",
    "Aannemer",
    "Timmerman",
    "Hovenier",
    "Stukadoor",
    "Tegelzetter",
    "Klusbedrijf",
  ],
  Horeca: ["Restaurant", "Café", "Lunchroom", "Hotel", "Bed & breakfast", "Cateraar", "IJssalon"],
  "Detailhandel en webshops": [
    "Bakkerij",
    "Slagerij",
    "Kaaswinkel",
    "Bloemist",
    "Boekhandel",
    "Fietsenwinkel",
    "Kledingwinkel",
    "Webshop",
    "Juwelier",
    "Opticien",
  ],
  "Zakelijke dienstverlening": [
    "Accountantskantoor",
    "Administratiekantoor",
    "Belastingadviseur",
    "Advocatenkantoor",
    "Notaris",
    "Adviesbureau",
    "Marketingbureau",
    "Schoonmaakbedrijf",
  ],
  "Zorg en welzijn": [
    "Fysiotherapiepraktijk",
    "Tandartspraktijk",
    "Huisartsenpraktijk",
    "Psycholoog",
    "Diëtist",
    "Podotherapeut",
    "Thuiszorg",
    "Kinderopvang",
  ],
  "Beauty en wellness": [
    "Kapsalon",
    "Barbier",
    "Schoonheidssalon",
    "Nagelstudio",
    "Massagepraktijk",
    "Sauna",
  ],
  "Onderwijs en training": [
    "Rijschool",
    "Bijlesinstituut",
    "Taalschool",
    "Muziekschool",
    "Sportschool",
    "Yogastudio",
    "Dansschool",
    "Trainingsbureau",
  ],
  "ICT en software": ["Webbureau", "IT-beheer", "Softwareontwikkeling", "Hostingbedrijf"],
  Vastgoed: ["Makelaar", "Taxateur", "Vastgoedbeheer", "Hypotheekadviseur"],
  Overig: ["Fotograaf", "Hondentrimsalon", "Autogarage", "Verhuurbedrijf", "Uitvaartverzorger"],
};

/** Copy of onboarding and the business profile (issue 11). Rules' messages live in the contract. */
export const onboardingContent = {
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
    sectorDetail: "Specialisatie (optioneel)",
    sectorDetailHint: "Wat voor bedrijf precies? Bijvoorbeeld bakkerij, loodgieter of rijschool.",
    description: "Korte beschrijving",
    descriptionHint:
      "In een of twee zinnen: wat doe je en voor wie? Laat je het leeg, dan vullen we het na de scan met de tekst van je website.",
    offerings: "Producten en diensten",
    offeringsHint:
      "Wat verkoop of doe je? Typ een product of dienst en druk op Enter. Na de scan vullen we dit aan met wat we op je website vinden.",
    offeringsList: "Toegevoegde producten en diensten",
    removeOffering: (offering: string) => `Verwijder ${offering}`,
    offeringsCounter: (count: number, max: number) => `${count} van ${max}`,
    /** Shown while description and offerings are what the scan found and were not saved since. */
    detailsFromScan:
      "We hebben je beschrijving en je producten en diensten ingevuld met wat we op je website vonden. Klopt het niet helemaal? Pas het aan en sla op.",
    region: "Regio",
    regionHint:
      "De provincie of plaats waar je klanten zitten, bijvoorbeeld Utrecht of Noord-Brabant.",
    keywords: "Zoekwoorden",
    keywordsHint: "Waarop wil je gevonden worden? Typ een zoekwoord en druk op Enter of een komma.",
    keywordsList: "Toegevoegde zoekwoorden",
    keywordsCounter: (count: number, max: number) => `${count} van ${max}`,
    removeKeyword: (keyword: string) => `Verwijder ${keyword}`,
    tone: "Toon",
    tones: { formal: "Formeel (u)", informal: "Informeel (je)" },
    competitors: "Concurrenten (optioneel)",
    competitorsHint: "Tot 3 websites van concurrenten die je in de gaten wilt houden.",
    competitorLabel: (n: number) => `Concurrent ${n}`,
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
} as const;

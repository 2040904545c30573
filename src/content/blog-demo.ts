/**
 * Copy of the AI blog demo (docs/product.md §4, §9): the interface texts and the phrase bank from which
 * src/features/blog-demo/generate-article.ts assembles a sample article about the visitor's topic.
 */
export const blogDemoContent = {
  eyebrow: "Live demo",
  title: "Probeer onze AI-contentgenerator",
  subtitle:
    "Typ een onderwerp en zie hoe Vindbaar in een paar seconden een SEO-vriendelijk blogartikel opbouwt, compleet met metatags en zoekwoorden.",
  topicLabel: "Onderwerp",
  topicPlaceholder: "Bijvoorbeeld: duurzaam tuinieren",
  topicHint:
    "Dit is een demonstratie: het voorbeeldartikel wordt direct in je browser samengesteld. Je klanten krijgen elke maand artikelen op maat.",
  generateLabel: "Genereer artikel",
  generatingLabel: "Bezig met schrijven…",
  progressLabel: "Voortgang van het artikel",
  stages: [
    "Zoekwoorden analyseren…",
    "Structuur opbouwen…",
    "Tekst schrijven…",
    "SEO optimaliseren…",
  ],
  stageCounter: (current: number, total: number) => `Stap ${current} van ${total}`,
  readyAnnouncement: "Je voorbeeldartikel is klaar.",
  articleEyebrow: "Voorbeeldartikel",
  wordCount: (count: number) => `${count} woorden`,
  readingTime: (minutes: number) => `${minutes} min leestijd`,
  seoScore: (score: number) => `SEO-score ${score}/100`,
  /** The score is the demo's random example value (85–99), so the note does not claim a computation. */
  seoScoreNote:
    "Voorbeeldscore: in deze demo is de score een illustratie, niet berekend op dit artikel.",
  snippetLabel: "Zo verschijnt je artikel in Google",
  snippetUrl: (slug: string) => `www.jouwwebsite.nl › blog › ${slug}`,
  metaTitleLabel: "Metatitel",
  metaDescriptionLabel: "Metabeschrijving",
  characterCount: (count: number) => `${count} tekens`,
  keywordsLabel: "Zoekwoorden",
  keywordsHintLabel: "Uitleg over de zoekwoorden",
  keywordsHint:
    "De zoektermen waarop dit artikel is geschreven. Ze staan in de titel, de tussenkoppen en de meta description.",
  newArticle: "Nieuw artikel",
  resultLoadError:
    "Het artikel kon niet worden geladen. Controleer je internetverbinding en probeer het opnieuw.",
  retryLabel: "Probeer opnieuw",
} as const;

/** The forms of the topic a phrase can use. */
export interface TopicWords {
  /** As typed (whitespace collapsed): for use inside a sentence. */
  topic: string;
  /** First letter capitalised: for the start of a sentence or a title. */
  Topic: string;
  year: number;
}

type Phrase = (words: TopicWords) => string;

/**
 * Sentences are written so that they read naturally around a bare topic ("SEO", "duurzaam
 * tuinieren", "een eigen webshop"): the topic mostly follows a preposition, never an article.
 */
export const blogDemoArticle = {
  titles: [
    ({ Topic, year }) => `${Topic}: de complete gids voor ${year}`,
    ({ Topic }) => `${Topic}: zo pak je het slim aan`,
    ({ topic }) => `Alles over ${topic}: tips, kosten en valkuilen`,
    ({ topic }) => `Aan de slag met ${topic}: een helder stappenplan`,
    ({ Topic, year }) => `${Topic} in ${year}: praktische tips voor ondernemers`,
  ] satisfies Phrase[],
  /** Fallback meta titles when the chosen title is longer than 60 characters. */
  shortMetaTitles: [({ Topic }) => `${Topic}: tips en advies`] satisfies Phrase[],
  /** Opening sentences of the meta description; the last one is the shortest fallback. */
  metaLeads: [
    ({ topic }) =>
      `Alles wat je moet weten over ${topic}: wat het inhoudt, wat het kost en hoe je slim begint.`,
    ({ topic }) =>
      `Ontdek hoe je ${topic} slim aanpakt, welke fouten je voorkomt en wat het oplevert.`,
    ({ topic }) =>
      `Twijfel je over ${topic}? Lees wat het kost, waar je op let en hoe je vandaag begint.`,
    ({ Topic }) => `${Topic}: tips, kosten en een helder stappenplan.`,
  ] satisfies Phrase[],
  /** Added after the lead, in this order, while the description stays within 160 characters. */
  metaExtras: [
    "Praktisch uitgelegd voor ondernemers, zonder vakjargon.",
    "Met een stappenplan en tips van experts.",
    "Lees het in twee minuten.",
  ],
  intros: [
    ({ topic }) =>
      `Steeds meer ondernemers verdiepen zich in ${topic}, en dat is niet voor niets. Wie het goed aanpakt, bespaart tijd, maakt betere keuzes en wordt makkelijker gevonden door nieuwe klanten. Toch roept het onderwerp ook veel vragen op: waar begin je, wat kost het en welke fouten kun je beter vermijden? In dit artikel zetten we de belangrijkste inzichten over ${topic} voor je op een rij, zodat je meteen weet waar je aan toe bent.`,
    ({ topic, year }) =>
      `Ben je op zoek naar heldere informatie over ${topic}? Dan ben je hier aan het juiste adres. Online vind je talloze losse tips en tegenstrijdige adviezen, waardoor je al snel door de bomen het bos niet meer ziet. In deze gids leggen we stap voor stap uit waar je bij ${topic} op moet letten, welke keuzes je moet maken en hoe je er in ${year} het meeste uit haalt.`,
    ({ topic }) =>
      `Over ${topic} wordt veel geschreven, maar praktische en eerlijke informatie is lastiger te vinden. Daarom hebben we de belangrijkste kennis voor je gebundeld. Of je nu net begint of al wat ervaring hebt: met de tips in dit artikel maak je betere keuzes en voorkom je dure vergissingen. Lees verder en ontdek hoe je ${topic} aanpakt zonder dat het je onnodig veel tijd kost.`,
  ] satisfies Phrase[],
  sections: {
    benefits: {
      headings: [
        ({ topic }) => `Waarom ${topic} de moeite waard is`,
        ({ topic }) => `De voordelen van ${topic}`,
      ] satisfies Phrase[],
      body: (({ topic }) =>
        `Een doordachte aanpak van ${topic} levert meer op dan je misschien verwacht. Je voorkomt onnodige kosten, je neemt beslissingen op basis van feiten in plaats van onderbuikgevoel en je bouwt kennis op die je later opnieuw kunt gebruiken. Bovendien zoeken steeds meer mensen online naar informatie over ${topic}. Wie daar duidelijke en betrouwbare antwoorden geeft, wint vertrouwen en valt positief op.`) satisfies Phrase,
    },
    steps: {
      headings: [
        ({ topic }) => `Zo begin je met ${topic}`,
        ({ topic }) => `Stappenplan: ${topic} in vier stappen`,
      ] satisfies Phrase[],
      body: (() =>
        "Het belangrijkste advies: begin klein en maak het concreet. Met deze vier stappen zet je een stevige basis neer:") satisfies Phrase,
      items: [
        ({ topic }) =>
          `**Bepaal je doel.** Wat wil je met ${topic} bereiken, en hoe meet je of het lukt?`,
        () =>
          "**Verzamel informatie.** Vergelijk een paar betrouwbare bronnen voordat je keuzes maakt.",
        () =>
          "**Maak een planning.** Reserveer vaste momenten in je agenda, zodat het er niet bij inschiet.",
        () => "**Evalueer en stuur bij.** Kijk na een maand kritisch wat werkt en wat beter kan.",
      ] satisfies Phrase[],
      tipHeading: "Tip van onze experts",
      tip: (({ topic }) =>
        `Schrijf je voortgang kort op. Zo zie je na een paar weken precies welke aanpak bij ${topic} het beste werkt en waar je nog winst kunt behalen.`) satisfies Phrase,
    },
    costs: {
      headings: [
        ({ topic }) => `Wat kost ${topic}?`,
        () => "Kosten en investering",
      ] satisfies Phrase[],
      body: (({ topic }) =>
        `De kosten van ${topic} lopen sterk uiteen. Ze hangen af van je uitgangssituatie, het niveau dat je nastreeft en hoeveel je zelf oppakt. Vraag daarom altijd meerdere prijsindicaties op en vergelijk niet alleen het bedrag, maar ook wat je ervoor terugkrijgt. Een iets hogere investering verdient zich vaak terug in minder herstelwerk, minder frustratie en een beter eindresultaat.`) satisfies Phrase,
    },
    pitfalls: {
      headings: [
        ({ topic }) => `Veelgemaakte fouten bij ${topic}`,
        () => "Deze valkuilen kun je beter vermijden",
      ] satisfies Phrase[],
      body: (({ topic }) =>
        `De grootste valkuil is te snel te veel willen. Wie zonder plan begint, raakt het overzicht kwijt en haakt halverwege af. Een tweede fout is de basis overslaan: juist bij ${topic} maken kleine details vaak het verschil. Houd tot slot je resultaten bij. Zonder cijfers weet je niet of je op de goede weg bent en mis je kansen om bij te sturen.`) satisfies Phrase,
    },
  },
  conclusions: [
    {
      heading: "Conclusie",
      body: (({ Topic, topic }) =>
        `${Topic} hoeft niet ingewikkeld te zijn. Met een helder doel, een realistische planning en aandacht voor de details zet je al snel grote stappen. Begin vandaag met één concrete actie uit dit artikel en bouw van daaruit verder. Zo haal je het maximale uit ${topic}, nu en in de toekomst.`) satisfies Phrase,
    },
    {
      heading: "Tot slot",
      body: (({ topic }) =>
        `Wie ${topic} serieus aanpakt, plukt daar op de lange termijn de vruchten van. Neem de tijd om je goed te oriënteren, kies een aanpak die bij je past en blijf meten wat het oplevert. Kom je er zelf niet uit? Vraag dan advies aan een specialist, zodat je zeker weet dat je tijd en geld goed besteed zijn.`) satisfies Phrase,
    },
  ],
  /**
   * Search terms around the (lower-cased) topic, in order of preference. A pattern is skipped when
   * the topic already contains its extra word, so "seo tips" never becomes "seo tips tips".
   */
  keywordPatterns: [
    { build: (k: string) => `${k} tips`, skipWhen: /\btips?\b/ },
    { build: (k: string) => `${k} voor beginners`, skipWhen: /\bbeginners?\b/ },
    { build: (k: string) => `wat is ${k}`, skipWhen: /^wat\b/ },
    { build: (k: string) => `${k} kosten`, skipWhen: /\b(kosten|prijs|prijzen)\b/ },
    { build: (k: string) => `beste ${k}`, skipWhen: /\bbeste\b/ },
    { build: (k: string) => `${k} stappenplan`, skipWhen: /\bstappenplan\b/ },
    { build: (k: string) => `${k} voorbeelden`, skipWhen: /\bvoorbeelden\b/ },
  ],
};

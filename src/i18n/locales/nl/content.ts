/**
 * /dashboard/content: the Contentkalender, the draft editor with its checks, the WordPress
 * connection, why a topic was chosen, and the read-only view after the subscription ended (also
 * the dashboard's banner). The drafts themselves are Dutch whatever the screen speaks.
 */
export const content = {
  head: {
    title: "Content | Vindbaar",
    description: "Je contentkalender: geplande blogartikelen, concepten, export en WordPress.",
  },
  title: "Content",
  intro:
    "Elke periode plannen en schrijven we de blogartikelen van je pakket. Pas een onderwerp aan voordat het geschreven wordt, werk de concepten bij, keur ze goed en publiceer ze.",
  loading: "Contentkalender laden…",
  error: "Je contentkalender kon niet worden geladen.",
  retry: "Opnieuw proberen",
  choosePlan: "Kies een abonnement",
  completeProfile: "Bedrijfsprofiel invullen",
  calendarHeading: "Contentkalender",
  /** `count` is the period's quota. */
  quota_one: "{{used}} van {{quota}} artikel deze periode",
  quota_other: "{{used}} van {{quota}} artikelen deze periode",
  periodRange: "Periode {{range}}",
  writer: {
    builtin: "Geschreven door de ingebouwde schrijver",
    ai: "Geschreven door AI",
  },
  empty:
    "Er staan nog geen artikelen gepland voor deze periode. Zodra je nieuwe periode begint, plannen we hier de artikelen van je pakket.",
  statuses: {
    planned: "Gepland",
    writing: "Wordt geschreven",
    draft: "Concept",
    review: "Controle nodig",
    approved: "Goedgekeurd",
    published: "Gepubliceerd",
    failed: "Mislukt",
  },
  /** Shown in place of the status while a write-now request waits for the writer. */
  writingNow: "Wordt geschreven…",
  plannedFor: "Gepland voor",
  focusKeyword: "Focuszoekwoord",
  score: "Score {{score}}",
  scoreLabel: "SEO-score {{score}} van 100",
  failedPrefix: "Fout:",
  postActions: "Acties voor {{topic}}",
  editTopic: "Onderwerp bewerken",
  swapTopic: "Ander onderwerp",
  swapping: "Kiezen…",
  writeNow: "Nu schrijven",
  sendingWrite: "Versturen…",
  openDraft: "Concept openen",
  openPublished: "Artikel bekijken",
  toasts: {
    topicSaved: "Onderwerp opgeslagen",
    topicSwapped: "Nieuw onderwerp gekozen",
    writeQueued: "Het artikel wordt nu geschreven",
    draftSaved: "Concept opgeslagen",
    approved: "Artikel goedgekeurd",
    published: "Artikel als concept op WordPress gezet",
    connected: "WordPress gekoppeld",
    disconnected: "WordPress ontkoppeld",
    copied: "Gekopieerd",
    copyFailed: "Kopiëren lukte niet; selecteer de tekst en kopieer hem zelf.",
    failed: "Dat is niet gelukt",
    downloadFailed: "Het bestand kon niet worden gedownload",
  },
  topicForm: {
    title: "Onderwerp bewerken",
    description:
      "Pas het onderwerp en de zoekwoorden aan. Het artikel wordt geschreven op de geplande datum, of direct met 'Nu schrijven'.",
    topic: "Onderwerp",
    focusKeyword: "Focuszoekwoord",
    secondaryKeywords: "Extra zoekwoorden",
    secondaryHint: "Gescheiden door komma's, hooguit {{max}}.",
    save: "Opslaan",
    saving: "Opslaan…",
    cancel: "Annuleren",
    close: "Sluiten",
  },
  topicReason: {
    // Not "…onderwerp": the region is labelled by it, and the topic field is "Onderwerp".
    heading: "Waarom we dit kozen",
    strikingDistance:
      "Gekozen omdat je op '{{query}}' gemiddeld op positie {{position}} staat met {{impressions}} in {{period}} — {{gain}}",
    /** Positions 1–10 are page 1: there the gain is climbing to where the clicks are. */
    gainOnPageOne: "een betere post kan je hoger op pagina 1 brengen, waar de meeste klikken zijn.",
    gainToPageOne: "een betere post kan je naar pagina 1 brengen.",
    losingPage:
      "Gekozen omdat je pagina {{page}} klikken verliest: {{clicksBefore}} in {{periodBefore}}, {{clicksNow}} in {{period}}. Deze post ondersteunt die pagina met een interne link ernaartoe.",
    profileKeyword:
      "Gekozen uit de zoekwoorden en het aanbod in je bedrijfsprofiel en op je website.",
    impressions_one: "{{figure}} vertoning",
    impressions_other: "{{figure}} vertoningen",
    clicks_one: "{{figure}} klik",
    clicks_other: "{{figure}} klikken",
    /** Both days included: "1 t/m 28 oktober 2026". */
    period: "{{from}} t/m {{to}}",
  },
  earlier: {
    heading: "Eerdere periodes",
    count_one: "{{figure}} artikel",
    count_other: "{{figure}} artikelen",
  },
  editor: {
    back: "Terug naar de contentkalender",
    notFound: "Dit artikel bestaat niet (meer).",
    notWritten: "Dit artikel is nog niet geschreven.",
    heading: "Concept bewerken",
    title: "Titel",
    metaTitle: "Metatitel",
    metaTitleHint: "Streef naar hooguit {{target}} tekens.",
    metaDescription: "Metabeschrijving",
    metaDescriptionHint: "Streef naar {{min}} tot {{max}} tekens.",
    text: "Tekst (Markdown)",
    textHint: "De titel hierboven is de hoofdkop van het artikel; de tekst begint na die kop.",
    editTab: "Bewerken",
    previewTab: "Voorbeeld",
    previewEmpty: "Nog geen tekst om te tonen.",
    wordCount_one: "{{figure}} woord",
    wordCount_other: "{{figure}} woorden",
    save: "Opslaan",
    saving: "Opslaan…",
    approve: "Goedkeuren",
    approving: "Goedkeuren…",
    unsaved: "Je hebt wijzigingen die nog niet zijn opgeslagen.",
    approvedEditNote:
      "Dit artikel is goedgekeurd. Sla je wijzigingen op en het wordt weer een concept; keur het daarna opnieuw goed.",
    publishedReadOnly: "Dit artikel staat op WordPress; wijzigingen maak je daar.",
    factsHeading: "Gegevens van je website in dit artikel",
    factsEmpty: "Dit artikel gebruikt geen gegevens van je website.",
    factPage: "van {{page}}",
    unplacedKeywords:
      "Niet op een natuurlijke manier in te passen, en daarom weggelaten: {{keywords}}.",
    exportHeading: "Exporteren",
    exportMarkdown: "Exporteer Markdown",
    exportHtml: "Exporteer HTML",
    exporting: "Downloaden…",
    exportNote: "De export bevat de laatst opgeslagen versie.",
  },
  checks: {
    heading: "Controles",
    passed: "in orde",
    failed: "nog niet in orde",
    groups: {
      quality: "Inhoud",
      seo: "Vindbaarheid",
      technical: "Techniek",
    },
    scoreExplained:
      "{{earned}} van de {{total}} punten. Een inhoudscontrole telt {{quality}} punten, een controle op vindbaarheid {{seo}} en een technische controle {{technical}}.",
    scoreCapped: "Zolang een inhoudscontrole niet in orde is, is de score hooguit {{cap}}.",
    reviewNotice:
      "Controle nodig: dit artikel voldoet nog niet aan al onze inhoudscontroles. Hieronder staat wat er niet in orde is. Pas het aan en sla het op, of keur het goed als je het toch zo wilt gebruiken.",
    /**
     * What each check of the draft checker requires, by the check's id. The checker stores its
     * own Dutch label with the draft, and the Dutch screen shows that one (an older draft keeps
     * its wording); another language shows its label by id with the stored label's figures
     * (features/content/copy/check-label.ts). These mirror the checker's current labels, which
     * a unit test keeps equal.
     */
    labels: {
      "site-facts": "Over jouw bedrijf: gebruikt minstens {{n}} gegevens van je website",
      "unsupported-specifics":
        "Geen prijzen, jaartallen, cijfers of beloftes die niet op je website staan",
      "shared-sentences": "Geen zinnen die al in je andere artikelen staan",
      "keyword-stuffing": "Zoekwoorden staan er natuurlijk in, niet opgepropt",
      "off-type-phrases": "Geen woorden die bij een ander soort bedrijf horen",
      readability: "Goed leesbaar: leesgemak {{n}} of hoger",
      "word-count": "De tekst telt minstens {{n}} woorden",
      "meta-title-length": "De metatitel is hooguit {{n}} tekens lang",
      "meta-description-length": "De metabeschrijving is {{min}} tot {{max}} tekens lang",
      "meta-description-sentences": "De metabeschrijving bestaat uit hele zinnen",
      "keyword-in-title": "Het focuszoekwoord staat in de titel",
      "keyword-in-first-paragraph": "Het focuszoekwoord staat in de eerste alinea",
      "keyword-in-subheading": "Het focuszoekwoord staat in een tussenkop (H2 of H3)",
      "single-h1": "De tekst heeft precies één hoofdkop (H1)",
      "document-title": "De pagina heeft een titel",
      "meta-description": "De pagina heeft een metabeschrijving",
      "heading-order": "Koppen volgen elkaar in de juiste volgorde op",
      "image-alt": "Afbeeldingen hebben een alt-tekst",
      "link-text": "Links hebben een beschrijvende linktekst",
      "crawlable-anchors": "Links zijn te volgen door zoekmachines",
      "html-has-lang": "De taal van de pagina is opgegeven",
      viewport: "De pagina is geschikt voor mobiel (viewport)",
      charset: "De tekenset is opgegeven",
      doctype: "De pagina heeft een doctype",
    },
  },
  publish: {
    heading: "Publiceren",
    button: "Publiceer naar WordPress",
    busy: "Publiceren…",
    needsApproval: "Keur het artikel eerst goed voordat je het publiceert.",
    needsConnection: "Koppel eerst je WordPress-site:",
    done: "Dit artikel staat als concept op je WordPress-site.",
    view: "Bekijk op WordPress",
  },
  profilePosts: {
    heading: "Posts voor je bedrijfsprofiel",
    intro: "Korte berichten bij dit artikel, klaar om te plaatsen op je Google-bedrijfsprofiel.",
    copy: "Kopiëren",
    copyLabel: "Post {{n}} kopiëren",
  },
  wordpress: {
    heading: "WordPress",
    intro: "Koppel je WordPress-site om goedgekeurde artikelen als concept te publiceren.",
    connected: "Gekoppeld met {{site}}",
    connectedAs: "als {{username}}",
    disconnect: "Ontkoppelen",
    disconnecting: "Ontkoppelen…",
    siteUrl: "Adres van je WordPress-site",
    username: "WordPress-gebruikersnaam",
    applicationPassword: "Applicatiewachtwoord",
    help: "Maak in WordPress een applicatiewachtwoord aan: ga naar Gebruikers → Profiel, scrol naar 'Applicatiewachtwoorden', vul een naam in (bijvoorbeeld 'Vindbaar') en klik op 'Nieuw applicatiewachtwoord toevoegen'. Plak het wachtwoord hier; we bewaren het versleuteld.",
    connect: "Koppelen",
    connecting: "Koppelen…",
  },
  /**
   * After the subscription ended (here and on the dashboard): what was made stays the
   * customer's, readable and exportable; only new work stops.
   */
  ended: {
    notice:
      "Je abonnement is beëindigd: je rapporten en artikelen blijven van jou en kun je nog lezen en exporteren, maar nieuwe artikelen, scans en de API staan stil tot je weer een pakket kiest.",
    action: "Kies een pakket",
    writtenHeading: "Je artikelen",
    noneWritten: "Er zijn geen geschreven artikelen.",
  },
  /**
   * The contract's Dutch messages (CONTENT_MESSAGES) the screen shows itself too: the blocked
   * calendar, the read-only editor, the forms' own validation (the function's zod schemas) and
   * a failure without the server's words. Worded here with the contract's figures filled in
   * (features/content/copy/contract-message.ts); a unit test keeps the Dutch equal to the
   * contract's. (Importing the contract here would pull zod into the catalogues' chunk.)
   */
  messages: {
    needsPlan: "Kies eerst een abonnement om blogartikelen te laten schrijven.",
    needsProfile: "Vul eerst je bedrijfsprofiel in, dan plannen we je artikelen.",
    readOnly:
      "Je abonnement is beëindigd: je artikelen kun je nog lezen en exporteren, maar schrijven, bewerken en publiceren kan pas weer met een abonnement.",
    unavailable: "De contentkalender is even niet bereikbaar. Probeer het later opnieuw.",
    topic: "Een onderwerp heeft {{min}} tot {{max}} tekens.",
    keyword: "Een zoekwoord heeft {{min}} tot {{max}} tekens.",
    secondaryKeywords: "Voeg hooguit {{max}} extra zoekwoorden toe.",
    title: "Een titel heeft {{min}} tot {{max}} tekens.",
    metaTitle: "Een metatitel is hooguit {{max}} tekens.",
    metaDescription: "Een metabeschrijving is hooguit {{max}} tekens.",
    markdown: "De tekst van het artikel mag niet leeg zijn.",
    markdownTooLong: "De tekst is te lang (hooguit {{max}} tekens).",
    wordpressUrl: "Vul het adres van je WordPress-site in, bijvoorbeeld jouwbedrijf.nl.",
    wordpressUrlTooLong: "Het adres van je WordPress-site is hooguit {{max}} tekens.",
    wordpressUsername: "Vul je WordPress-gebruikersnaam in.",
    wordpressUsernameTooLong: "Een WordPress-gebruikersnaam is hooguit {{max}} tekens.",
    wordpressPassword:
      "Vul een applicatiewachtwoord in (WordPress → Profiel → Applicatiewachtwoorden).",
    wordpressPasswordTooLong: "Een applicatiewachtwoord is hooguit {{max}} tekens.",
  },
};

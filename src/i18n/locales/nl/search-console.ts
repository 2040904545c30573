/**
 * Google Search Console in the customer area: the connection card, the property picker,
 * 'Ontkoppelen', the page Google sends the customer back to, and the dashboard's "Resultaten uit
 * Google" panel. The server's own errors are shown as they come. Figures are formatted by
 * figuresFor(locale); these texts only put them in words.
 */
export const searchConsole = {
  title: "Google Search Console",
  intro:
    "Koppel Search Console om je echte klikken, vertoningen en posities in Google te zien. We lezen alleen; we wijzigen niets in je Google-account.",
  loading: "Koppeling met Google Search Console laden…",
  loadError: "De koppeling met Google Search Console kon niet worden geladen.",
  retry: "Opnieuw proberen",
  connect: "Koppel Google Search Console",
  connecting: "Doorsturen naar Google…",
  reconnect: "Opnieuw koppelen",
  startFailed: "Het koppelen kon niet starten: {{reason}}",
  connected: "Gekoppeld met {{property}}",
  connectedNoProperty: "Gekoppeld. Kies nog welke property we gebruiken.",
  brokenTitle: "De koppeling met Google werkt niet meer",
  /** The function answered something the browser cannot read (shown as the reason). */
  unexpectedAnswer: "Onverwacht antwoord van de server. Probeer het later opnieuw.",
  import: {
    starting: "We halen je gegevens op bij Google. Dat duurt een paar minuten.",
    backfill: "Gegevens van de afgelopen 16 maanden ophalen: {{percent}}%",
    progressLabel: "Voortgang van het ophalen",
    lastImport: "Laatst bijgewerkt: {{moment}}",
    failed: "Laatste import mislukt: {{reason}}",
  },
  changeProperty: "Andere property kiezen",
  picker: {
    legend: "Kies je property",
    hint: "Een property is een website of domein in Search Console. We stellen de property van je website voor.",
    loading: "Je properties in Search Console laden…",
    loadError: "Je properties konden niet worden geladen",
    loadErrorWithReason: "Je properties konden niet worden geladen: {{reason}}",
    suggested: "voorgesteld",
    domain: "Domein",
    urlPrefix: "URL-voorvoegsel",
    unverified: "niet geverifieerd",
    save: "Property gebruiken",
    saving: "Opslaan…",
    saved: "Property opgeslagen",
    cancel: "Annuleren",
    empty:
      "Je Google-account heeft nog geen geverifieerde property in Search Console. Voeg je website toe in Search Console, verifieer hem en kom dan terug.",
    addProperty: "Naar Google Search Console",
    checkAgain: "Opnieuw controleren",
  },
  disconnect: {
    button: "Ontkoppelen",
    title: "Google Search Console ontkoppelen?",
    description:
      "We trekken onze toegang bij Google in en tonen geen nieuwe cijfers meer uit Search Console. Je kunt later opnieuw koppelen.",
    deleteData: "Verwijder ook de gegevens die we uit Search Console hebben opgehaald",
    deleteDataHint: "Laat je dit uit, dan blijven je eerdere cijfers zichtbaar in je rapporten.",
    confirm: "Ja, ontkoppelen",
    confirming: "Ontkoppelen…",
    cancel: "Annuleren",
    done: "Google Search Console is ontkoppeld",
    failed: "Ontkoppelen lukte niet",
  },
  callback: {
    title: "Google Search Console koppelen",
    busy: "Koppeling met Google afronden…",
    failedTitle: "Koppelen is niet gelukt",
    missingAnswer:
      "Google heeft geen antwoord meegestuurd. Start het koppelen opnieuw vanaf je dashboard.",
    toDashboard: "Naar je dashboard",
    done: "Google Search Console is gekoppeld",
  },
  /** "Resultaten uit Google": the last 28 days with data against the 28 before. */
  performance: {
    title: "Resultaten uit Google",
    intro: "Je klikken, vertoningen en posities in Google, rechtstreeks uit Google Search Console.",
    period: "Laatste 28 dagen met gegevens: {{period}}",
    comparedWith: "Vergeleken met {{period}}",
    loading: "Je resultaten uit Google laden…",
    loadError: "Je resultaten uit Google konden niet worden geladen.",
    retry: "Opnieuw proberen",
    starting:
      "We halen je gegevens op bij Google. Je resultaten verschijnen hier zodra dat klaar is.",
    backfill:
      "Gegevens van de afgelopen 16 maanden ophalen: {{percent}}%. Je resultaten verschijnen hier zodra dat klaar is.",
    failed: "Laatste import mislukt: {{reason}}",
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
      /** Visible text next to a figure; screen readers get the spoken sentence instead. */
      noComparison: "geen vergelijking",
      noComparisonSpoken: "Geen vergelijking: de 28 dagen ervoor hadden geen gegevens.",
      unchanged: "gelijk",
      unchangedSpoken: "Gelijk aan de 28 dagen ervoor.",
      percentUp: "{{amount}} meer dan de 28 dagen ervoor.",
      percentDown: "{{amount}} minder dan de 28 dagen ervoor.",
      pointsUp: "{{amount}} procentpunt hoger dan de 28 dagen ervoor.",
      pointsDown: "{{amount}} procentpunt lager dan de 28 dagen ervoor.",
      /** The amount always has one decimal ("1,0"), so it always reads as a plural. */
      placesUp: "{{amount}} plaatsen hoger dan de 28 dagen ervoor.",
      placesDown: "{{amount}} plaatsen lager dan de 28 dagen ervoor.",
      points: "{{amount}} pt",
    },
    chart: {
      title: "Klikken en vertoningen per dag",
      label: "Grafiek van klikken en vertoningen per dag, {{period}}",
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
      published: "Gepubliceerd op {{date}}",
      clicks: "{{amount}} klikken",
      impressions: "{{amount}} vertoningen",
      noLink: "Geen link naar de blogpost bekend, dus we kunnen hem niet in Google terugvinden.",
      noData: "Nog geen klikken of vertoningen in Google gemeten.",
      empty:
        "Nog geen gepubliceerde blogposts. Zodra we er een publiceren, zie je hier hoe hij het doet.",
    },
  },
};

/**
 * Copy of the Google Search Console connection (issue 21): the dashboard card, the property
 * picker, 'Ontkoppelen' and the page Google sends the customer back to. The server's own errors
 * (contract/search-console.ts) are shown as they come.
 */
export const searchConsoleContent = {
  title: "Google Search Console",
  intro:
    "Koppel Search Console om je echte klikken, vertoningen en posities in Google te zien. We lezen alleen; we wijzigen niets in je Google-account.",
  loading: "Koppeling met Google Search Console laden…",
  loadError: "De koppeling met Google Search Console kon niet worden geladen.",
  retry: "Opnieuw proberen",
  connect: "Koppel Google Search Console",
  connecting: "Doorsturen naar Google…",
  reconnect: "Opnieuw koppelen",
  startFailed: "Het koppelen kon niet starten",
  connected: (property: string) => `Gekoppeld met ${property}`,
  connectedNoProperty: "Gekoppeld. Kies nog welke property we gebruiken.",
  brokenTitle: "De koppeling met Google werkt niet meer",
  import: {
    starting: "We halen je gegevens op bij Google. Dat duurt een paar minuten.",
    backfill: (percent: number) => `Gegevens van de afgelopen 16 maanden ophalen: ${percent}%`,
    progressLabel: "Voortgang van het ophalen",
    lastImport: (moment: string) => `Laatst bijgewerkt: ${moment}`,
    failed: (reason: string) => `Laatste import mislukt: ${reason}`,
  },
  changeProperty: "Andere property kiezen",
  picker: {
    legend: "Kies je property",
    hint: "Een property is een website of domein in Search Console. We stellen de property van je website voor.",
    loading: "Je properties in Search Console laden…",
    loadError: "Je properties konden niet worden geladen",
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
    addPropertyUrl: "https://search.google.com/search-console/welcome",
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
} as const;

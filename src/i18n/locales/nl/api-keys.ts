/** 'API-instellingen' (/dashboard/api): create, show once and revoke the public API's keys. */
export const apiKeys = {
  title: "API-instellingen",
  intro:
    "Met een API-sleutel koppel je Vindbaar aan je eigen software: rapporten en zoekwoorden ophalen en content laten schrijven. Behandel een sleutel als een wachtwoord.",
  docsLink: "Bekijk de API-documentatie",
  loading: "API-sleutels laden…",
  loadError: "Je API-sleutels konden niet worden geladen.",
  retry: "Opnieuw proberen",
  noAccess: {
    title: "API-toegang zit niet in je pakket",
    /** `plans`: the plans with API access, joined the language's way ("Ultimate en Power"). */
    description:
      "API-sleutels maak je aan met het pakket {{plans}}. Stap over om je systemen te koppelen; sleutels die je al had, kun je hieronder nog intrekken.",
    button: "Bekijk de pakketten",
  },
  create: {
    title: "Nieuwe API-sleutel",
    nameLabel: "Naam van de sleutel",
    nameHint:
      "Waarvoor gebruik je hem? Bijvoorbeeld 'Website' of 'Boekhouding' ({{min}} tot {{max}} tekens).",
    /** The browser's check of the name, in the words the function answers in Dutch. */
    nameInvalid: "Geef je sleutel een naam van {{min}} tot {{max}} tekens.",
    submit: "Sleutel aanmaken",
    submitting: "Aanmaken…",
    limitReached: "Je hebt het maximum van {{max}} actieve sleutels bereikt. Trek er eerst een in.",
  },
  created: {
    title: "Je nieuwe API-sleutel",
    warning:
      "Kopieer de sleutel nu: we laten hem maar één keer zien en bewaren alleen een onherkenbare versie. Kwijt? Trek hem in en maak een nieuwe.",
    label: "API-sleutel",
    copy: "Kopiëren",
    copied: "Gekopieerd",
    copyFailed: "Kopiëren lukte niet; selecteer de sleutel en kopieer hem zelf.",
    done: "Ik heb de sleutel bewaard",
    announce: "API-sleutel '{{name}}' is aangemaakt. Kopieer hem nu.",
  },
  list: {
    title: "Je API-sleutels",
    empty: "Je hebt nog geen API-sleutels.",
    columns: {
      name: "Naam",
      prefix: "Begint met",
      created: "Aangemaakt",
      lastUsed: "Laatst gebruikt",
      status: "Status",
      actions: "Acties",
    },
    neverUsed: "nog niet",
    active: "Actief",
    revoked: "Ingetrokken op {{date}}",
    revoke: "Intrekken",
    revokeLabel: "Sleutel '{{name}}' intrekken",
  },
  revoke: {
    title: "API-sleutel intrekken?",
    description:
      "Software die '{{name}}' ({{prefix}}…) gebruikt, krijgt direct geen toegang meer. Dit kun je niet ongedaan maken.",
    confirm: "Ja, intrekken",
    confirming: "Intrekken…",
    cancel: "Annuleren",
    failed: "De sleutel kon niet worden ingetrokken",
    done: "API-sleutel ingetrokken",
  },
  createFailed: "De sleutel kon niet worden aangemaakt",
  /** A refusal from the server, shown with its own text. */
  createFailedBecause: "De sleutel kon niet worden aangemaakt: {{reason}}",
};

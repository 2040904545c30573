/**
 * Copy of /dashboard/white-label (docs/product.md §4: the page mixes English and Dutch; the quoted texts are
 * contract texts — keep them exactly) and of the client login branding.
 */
export const whiteLabelContent = {
  title: "White Label",
  intro: "Lever rapporten en content onder je eigen merk aan je klanten.",
  loading: "White-label instellingen laden…",
  loadFailed: "We konden je white-label instellingen niet laden. Probeer het later opnieuw.",
  retry: "Opnieuw proberen",
  noAccess: {
    title: "Geen toegang tot White Label",
    description:
      "Je huidige abonnement geeft geen toegang tot de white-label functionaliteit. Upgrade naar het Power-abonnement om je eigen branding te gebruiken.",
    button: "Upgrade naar Power",
  },
  disabled: {
    title: "White Label staat uit",
    description:
      "White Label is momenteel uitgeschakeld. Schakel het in om je eigen logo, kleuren en domein te gebruiken.",
    button: "Schakel White Label in",
    busy: "Inschakelen...",
  },
  save: "Instellingen opslaan",
  saving: "Opslaan...",
  unsaved: "Je hebt niet-opgeslagen wijzigingen.",
  tabs: { branding: "Branding", content: "Content", domains: "Domeinen" },
  branding: {
    companyName: "Bedrijfsnaam",
    companyNamePlaceholder: "Your Company",
    emailFooter: "E-mail footer",
    logo: "Logo",
    logoHint: "PNG, JPEG of SVG, maximaal 200 KB. Aanbevolen: PNG of SVG van 200x50 pixels.",
    favicon: "Favicon",
    faviconHint: "PNG, JPEG of SVG, maximaal 50 KB.",
    remove: "Verwijderen",
    primaryColor: "Primaire kleur",
    secondaryColor: "Secundaire kleur",
    accentColor: "Accentkleur",
  },
  fileErrors: {
    type: "Kies een PNG-, JPEG- of SVG-bestand.",
    size: (maxKb: number) => `Het bestand is te groot (maximaal ${maxKb} KB).`,
    read: "Het bestand kon niet worden gelezen.",
  },
  content: {
    removePoweredBy: {
      label: "Verwijder 'Powered by' vermeldingen",
      description: "Rapporten en e-mails noemen Vindbaar niet meer.",
    },
    customEmailTemplates: {
      label: "Aangepaste e-mailtemplates",
      description: "E-mails aan je klanten gebruiken je logo, kleuren en footer.",
    },
    customReports: {
      label: "Aangepaste rapporten",
      description: "Maandrapporten verschijnen in jouw huisstijl.",
    },
    clientLogin: {
      label: "White-label klantlogin",
      description: "Je klanten loggen in op je eigen domein, met jouw naam, logo en kleuren.",
    },
  },
  domains: {
    customDomain: "Eigen domein",
    placeholder: "rapporten.jouwbureau.nl",
    cnameHint: (target: string) =>
      `Maak bij je DNS-provider een CNAME-record aan dat je domein laat verwijzen naar ${target}.`,
    verify: "Verifieer domein",
    verifying: "Controleren...",
    /** Why 'Verifieer domein' cannot run yet: only a saved domain is checked. */
    verifyNeedsDomain:
      "Vul eerst hierboven je eigen domein in en sla de instellingen op; daarna kun je het verifiëren.",
    verifyNeedsSave:
      "Sla de instellingen eerst op (knop 'Instellingen opslaan'); daarna kun je het domein verifiëren.",
    saveFirst: "Sla het domein eerst op voordat je het verifieert.",
    status: {
      none: "Geen domein ingesteld",
      pending: "Nog niet geverifieerd",
      verified: "Geverifieerd",
      failed: "Verificatie mislukt: geen CNAME-record naar het juiste adres gevonden",
    },
    checkedAt: (when: string) => `Laatst gecontroleerd: ${when}`,
  },
  preview: {
    title: "Voorbeeld",
    reportTitle: "Maandelijks SEO-rapport",
    reportPeriod: "November 2026",
    loginTitle: "Inloggen",
    email: "E-mail",
    password: "Wachtwoord",
    signIn: "Inloggen",
    fallbackName: "Your Company",
    logoAlt: (name: string) => `Logo van ${name}`,
  },
  toasts: {
    enabled: {
      title: "White Label ingeschakeld",
      description: "Je kunt nu je branding aanpassen.",
    },
    saved: {
      title: "Instellingen opgeslagen",
      description: "Je white-label instellingen zijn opgeslagen.",
    },
    verified: { title: "Domein geverifieerd", description: "Je domein verwijst naar Vindbaar." },
    verifyFailed: {
      title: "Domein niet geverifieerd",
      description:
        "We vonden geen CNAME-record naar het juiste adres. Controleer je DNS-instellingen.",
    },
    failed: { title: "Er is een probleem opgetreden" },
  },
} as const;

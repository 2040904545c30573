/**
 * /dashboard/white-label and the client login's branding. The form's field labels are the
 * contract's WHITE_LABEL_FIELDS (the functions name the fields with the same words).
 */
export const whiteLabel = {
  title: "White Label",
  intro: "Lever rapporten en content onder je eigen merk aan je klanten.",
  loading: "White-label instellingen laden…",
  loadFailed: "We konden je white-label instellingen niet laden. Probeer het later opnieuw.",
  /** A save or check whose answer is not the settings (shown in the failure toast). */
  unexpectedAnswer: "Onverwacht antwoord van de server.",
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
    companyNamePlaceholder: "Your Company",
    logoHint: "PNG, JPEG of SVG, maximaal {{maxKb}} KB. Aanbevolen: PNG of SVG van 200x50 pixels.",
    faviconHint: "PNG, JPEG of SVG, maximaal {{maxKb}} KB.",
    remove: "Verwijderen",
    /** The colour's text field next to its picker: "Primaire kleur (hex)". */
    hexLabel: "{{label}} (hex)",
  },
  fileErrors: {
    type: "Kies een PNG-, JPEG- of SVG-bestand.",
    size: "Het bestand is te groot (maximaal {{maxKb}} KB).",
    read: "Het bestand kon niet worden gelezen.",
  },
  content: {
    removePoweredBy: "Rapporten en e-mails noemen Vindbaar niet meer.",
    customEmailTemplates: "E-mails aan je klanten gebruiken je logo, kleuren en footer.",
    customReports: "Maandrapporten verschijnen in jouw huisstijl.",
    clientLogin: "Je klanten loggen in op je eigen domein, met jouw naam, logo en kleuren.",
  },
  domains: {
    placeholder: "rapporten.jouwbureau.nl",
    cnameHint:
      "Maak bij je DNS-provider een CNAME-record aan dat je domein laat verwijzen naar {{target}}.",
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
      failed:
        "Verificatie mislukt: het CNAME-record naar het juiste adres of het TXT-record hieronder ontbreekt",
      expired: "Claim verlopen: sla de instellingen opnieuw op om een nieuwe claim te starten",
    },
    checkedAt: "Laatst gecontroleerd: {{when}}",
    expiresAt: "Claim verloopt: {{when}}",
    txt: {
      title: "Bewijs dat het domein van jou is",
      explain:
        "Voeg naast het CNAME-record dit TXT-record toe bij je DNS-provider en klik daarna op 'Verifieer domein'. Zonder verificatie verloopt je claim na {{days}} dagen.",
      name: "Naam (host)",
      value: "Waarde",
      copyShort: "Kopieer",
      copy: "Kopieer {{what}}",
      copied: "Gekopieerd",
      failed: "Kopiëren lukte niet; selecteer de tekst en kopieer hem zelf.",
    },
    /** A new TXT code for the account; the old record stops proving the domain. */
    rotate: {
      explain:
        "Een nieuwe code maakt deze ongeldig, bijvoorbeeld als een domein dat je niet meer beheert nog een TXT-record met deze code heeft.",
      button: "Nieuwe verificatiecode",
      title: "Nieuwe verificatiecode maken?",
      whenClaimed:
        "De huidige code bewijst daarna niets meer. Vervang de waarde van het TXT-record bij je DNS-provider door de nieuwe code en klik dan op 'Verifieer domein'. Je claim loopt weer {{days}} dagen.",
      whenVerified:
        "Je domein blijft geverifieerd tot de volgende controle. Zet de nieuwe code in het TXT-record voordat je opnieuw op 'Verifieer domein' klikt: met de oude code mislukt die controle en stopt je branding op dit domein.",
      cancel: "Annuleren",
      confirm: "Nieuwe code maken",
      confirming: "Code maken...",
      failed: "Er is geen nieuwe code gemaakt",
    },
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
    logoAlt: "Logo van {{name}}",
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
        "We vonden niet zowel het CNAME-record naar het juiste adres als het TXT-record met jouw code. Controleer je DNS-instellingen.",
    },
    rotated: {
      title: "Nieuwe verificatiecode gemaakt",
      description: "Zet de nieuwe waarde in het TXT-record bij je DNS-provider.",
    },
    failed: { title: "Er is een probleem opgetreden" },
  },
};

import type { Locale } from "./locale.ts";

/**
 * Every message of the white-label functions (`white-label`, `white-label-branding`) and of the
 * settings form's own checks, in Dutch and English, keyed by a stable code. The schema in
 * ./white-label.ts and the functions answer `{ "error": "<field>: <message>" }` in the request's
 * language; the browser shows the same text in the active language next to the field. Free of
 * zod on purpose: the browser's i18n chunk takes the field names from here.
 */
export const WHITE_LABEL_MESSAGES = {
  notText: { nl: "moet tekst zijn", en: "must be a string" },
  notOnOff: { nl: "moet aan of uit staan (true of false)", en: "must be true or false" },
  tooLong: {
    nl: "mag maximaal {max} tekens lang zijn",
    en: "must be at most {max} characters",
  },
  color: {
    nl: "moet een hexkleur zijn, zoals #9b87f5",
    en: "must be a hex colour like #9b87f5",
  },
  image: {
    nl: "moet een PNG-, JPEG- of SVG-afbeelding zijn (als base64 data-URL)",
    en: "must be a base64 data URL of a PNG, JPEG or SVG image",
  },
  imageTooLarge: { nl: "is groter dan {limit} KB", en: "is larger than {limit} KB" },
  imageMismatch: {
    nl: "de inhoud is niet het soort afbeelding dat het bestand zegt te zijn",
    en: "content is not the image type its data URL declares",
  },
  svgActive: {
    nl: "een SVG-afbeelding mag geen scripts, event handlers, foreignObject of externe verwijzingen bevatten",
    en: "SVG images may not contain scripts, event handlers, foreignObject or external references",
  },
  svgMalformed: { nl: "is geen geldige SVG-afbeelding", en: "is not a valid SVG image" },
  domainScheme: {
    nl: "vul alleen de hostnaam in, zonder http:// of https://",
    en: "must be a host name without http:// or https://",
  },
  domainPath: {
    nl: "vul alleen de hostnaam in, zonder pad, poort of query",
    en: "must be a host name without a path, port or query",
  },
  domainShape: {
    nl: "moet een geldige hostnaam zijn, zoals rapporten.jouwbureau.nl",
    en: "must be a valid host name such as rapporten.jouwbureau.nl",
  },
  domainOwn: {
    nl: "mag niet {domain} of een subdomein daarvan zijn",
    en: "cannot be {domain} or one of its subdomains",
  },
  domainTaken: {
    nl: "dit domein wordt al door een ander account gebruikt",
    en: "this domain is already used by another account",
  },
  claimExpired: {
    nl: "Deze domeinclaim is verlopen: hij is niet binnen {days} dagen geverifieerd. Sla de instellingen opnieuw op om een nieuwe claim te starten.",
    en: "This domain claim has expired: it was not verified within {days} days. Save the settings again to start a new claim.",
  },
  notEntitled: {
    nl: "White Label vraagt om een actief Power-abonnement.",
    en: "White label requires an active Power subscription.",
  },
  noDomain: {
    nl: "Sla eerst een eigen domein op voordat je het verifieert.",
    en: "Save a custom domain before verifying it.",
  },
  noDomainToRotate: {
    nl: "Sla eerst een eigen domein op; daarna kun je een nieuwe verificatiecode maken.",
    en: "Save a custom domain before making a new verification code.",
  },
  txtValueShape: {
    nl: "moet de TXT-waarde zijn die de pagina nu toont, zoals vindbaar-verify=…",
    en: "must be the TXT value the page shows now, such as vindbaar-verify=…",
  },
  tokenChanged: {
    nl: "De verificatiecode is intussen al vernieuwd, bijvoorbeeld in een ander venster. Gebruik de code die nu op de pagina staat.",
    en: "The verification code has already been renewed, for example in another window. Use the code the page shows now.",
  },
  dnsUnavailable: {
    nl: "De DNS-controle is nu niet beschikbaar. Probeer het later opnieuw.",
    en: "DNS lookup is unavailable. Please try again later.",
  },
  unavailable: {
    nl: "De white-label instellingen zijn nu niet beschikbaar. Probeer het later opnieuw.",
    en: "White label settings are unavailable. Please try again later.",
  },
  hostInvalid: { nl: "moet een hostnaam zijn", en: "must be a host name" },
  noBranding: {
    nl: "Er is geen branding voor dit domein.",
    en: "No branding for this host.",
  },
  brandingUnavailable: {
    nl: "De branding is nu niet beschikbaar. Probeer het later opnieuw.",
    en: "Branding is unavailable. Please try again later.",
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type WhiteLabelMessageCode = keyof typeof WHITE_LABEL_MESSAGES;

/** The message `code` in `locale`, its `{placeholders}` filled in from `values`. */
export function whiteLabelMessage(
  code: WhiteLabelMessageCode,
  locale: Locale,
  values: Record<string, string | number> = {},
): string {
  return WHITE_LABEL_MESSAGES[code][locale].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/**
 * The settings' fields as the white-label form labels them (the form's catalogue takes its
 * labels from here), so a message reads "Primaire kleur: moet een hexkleur zijn, …".
 */
export const WHITE_LABEL_FIELDS = {
  enabled: { nl: "White Label", en: "White Label" },
  companyName: { nl: "Bedrijfsnaam", en: "Company name" },
  emailFooter: { nl: "E-mail footer", en: "Email footer" },
  primaryColor: { nl: "Primaire kleur", en: "Primary colour" },
  secondaryColor: { nl: "Secundaire kleur", en: "Secondary colour" },
  accentColor: { nl: "Accentkleur", en: "Accent colour" },
  logo: { nl: "Logo", en: "Logo" },
  favicon: { nl: "Favicon", en: "Favicon" },
  customDomain: { nl: "Eigen domein", en: "Custom domain" },
  removePoweredBy: {
    nl: "Verwijder 'Powered by' vermeldingen",
    en: "Remove 'Powered by' mentions",
  },
  customEmailTemplates: { nl: "Aangepaste e-mailtemplates", en: "Custom email templates" },
  customReports: { nl: "Aangepaste rapporten", en: "Custom reports" },
  clientLogin: { nl: "White-label klantlogin", en: "White-label client login" },
  /** The verification code a rotation replaces (POST white-label/rotate-domain-token). */
  currentTxtValue: { nl: "Huidige verificatiecode", en: "Current verification code" },
  /** The branding function's query parameter. */
  host: { nl: "Domein", en: "Host" },
} as const satisfies Record<string, Record<Locale, string>>;

export type WhiteLabelField = keyof typeof WHITE_LABEL_FIELDS;

/** "Eigen domein: dit domein wordt al …": a message about one field, named as the form does. */
export function whiteLabelFieldMessage(
  field: WhiteLabelField,
  code: WhiteLabelMessageCode,
  locale: Locale,
  values?: Record<string, string | number>,
): string {
  return `${WHITE_LABEL_FIELDS[field][locale]}: ${whiteLabelMessage(code, locale, values)}`;
}

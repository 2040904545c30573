import { paths } from "@/config/paths";
import { site } from "@/config/site";

/** /contact: the contact form (stored as a lead), contact details and the dashboard-chat hint (docs/product.md §2 "/contact"). */
export const contactPage = {
  hero: {
    eyebrow: "Contact",
    title: "Neem contact met ons op",
    intro:
      "Een vraag over Vindbaar, een pakket of een samenwerking? Stuur ons een bericht of mail of bel ons team in Amsterdam.",
  },
  formSection: {
    title: "Stuur ons een bericht",
  },
  detailsSection: {
    title: "Contactgegevens",
    labels: { email: "E-mail", phone: "Telefoon", address: "Adres" },
  },
  chatHint: {
    title: "Al klant? Chat met ons",
    text: "In je dashboard kun je direct met ons chatten. Zo hebben we je gegevens meteen bij de hand.",
    linkLabel: "Log in om te chatten vanuit je dashboard",
    href: paths.login,
  },
} as const;

export const contactDetails = {
  email: site.email,
  phone: site.phone,
  phoneHref: site.phoneHref,
  addressLines: [
    `${site.name} B.V.`,
    site.address.street,
    `${site.address.postalCode} ${site.address.city}`,
    site.address.country,
  ],
} as const;

/** Labels, messages and the confirmation of the contact form (src/features/contact-form). */
export const contactFormCopy = {
  formLabel: "Contactformulier",
  requiredNote: "Alle velden zijn verplicht.",
  fields: {
    firstName: { label: "Voornaam", autoComplete: "given-name" },
    lastName: { label: "Achternaam", autoComplete: "family-name" },
    email: { label: "E-mailadres", autoComplete: "email" },
    subject: { label: "Onderwerp", autoComplete: "off" },
    message: { label: "Bericht", autoComplete: "off" },
  },
  errors: {
    firstName: "Vul je voornaam in.",
    lastName: "Vul je achternaam in.",
    emailRequired: "Vul je e-mailadres in.",
    emailInvalid: "Vul een geldig e-mailadres in, bijvoorbeeld naam@bedrijf.nl.",
    subject: "Vul een onderwerp in.",
    message: "Schrijf een bericht.",
  },
  /** The subject put in with a question from the help search (/contact?vraag=…). */
  questionSubject: "Vraag uit het helpcentrum",
  submitLabel: "Verstuur bericht",
  sendingLabel: "Bezig met versturen…",
  tooLong: (max: number) => `Dit is te lang: maximaal ${max} tekens.`,
  success: {
    title: (firstName: string) => `Bedankt, ${firstName}! Je bericht is verstuurd.`,
    text: (email: string) =>
      `We hebben je bericht ontvangen en reageren binnen één werkdag per e-mail op ${email}.`,
  },
  /** Shown with the error when storing the message failed; the typed text stays in the form. */
  failure: {
    mailLinkLabel: `Of open je bericht in je e-mailprogramma, gericht aan ${site.email}`,
  },
  recipient: site.email,
} as const;

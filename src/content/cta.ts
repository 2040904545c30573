import { facts } from "./facts";
import { trialOffer } from "./guarantees";

/** Copy of the call-to-action e-mail section (docs/product.md §4, §5, §7, §8: quoted texts are exact). */
export const ctaContent = {
  eyebrow: "Vrijblijvende kennismaking",
  title: "Klaar om beter gevonden te worden?",
  text: "Laat je e-mailadres achter en we nemen contact met je op. We bekijken samen je website en laten zien hoe Vindbaar je elke maand aan nieuwe, goed scorende content helpt.",
  highlights: [
    trialOffer.claim,
    `Eerste blogartikel binnen ${facts.firstContentHours} uur`,
    `${facts.moneyBackDays} dagen geld-terug-garantie`,
  ],
  emailLabel: "E-mailadres",
  emailPlaceholder: "naam@jouwbedrijf.nl",
  submitLabel: "Vraag kennismaking aan",
  submittingLabel: "Bezig met verzenden…",
  privacyNote:
    "We gebruiken je e-mailadres alleen om contact met je op te nemen over je aanvraag. Geen spam.",
  /** Contract text, exact (docs/contracts/product-rules.md §5). */
  invalidEmail: "Vul alstublieft een geldig e-mailadres in",
  /** Contract text, exact. */
  toastTitle: "Aanvraag ontvangen",
  toastDescription:
    "Bedankt voor je interesse! We nemen binnen 24 uur contact met je op om kennis te maken.",
  successTitle: "Bedankt, je aanvraag is verstuurd!",
  successText: (email: string) =>
    `We nemen binnen 24 uur contact met je op via ${email}. Houd je inbox in de gaten.`,
} as const;

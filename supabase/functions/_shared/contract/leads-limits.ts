/**
 * Limits and the e-mail rule of the lead forms (the home page's call-to-action and the contact
 * form), shared by the forms and the `leads` function. The public pages pull this file into
 * their first download, so it imports only the tiny zod-free catalogue helper (the schema is in
 * leads.ts).
 */
import { catalogue } from "./catalogue.ts";
import { EMAIL_MAX_LENGTH } from "./email-shape.ts";

export { EMAIL_SHAPE } from "./email-shape.ts";

/** Longest value each lead field accepts (characters). An e-mail address is at most 254 (RFC 5321). */
export const LEAD_LIMITS = {
  email: EMAIL_MAX_LENGTH,
  firstName: 100,
  lastName: 100,
  subject: 200,
  message: 5000,
} as const;

/** Where a lead came from: the call-to-action e-mail form or the contact form. */
export const LEAD_KINDS = ["cta", "contact"] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

/** Name of the hidden honeypot field: people leave it empty, form-filling bots do not. */
export const LEAD_HONEYPOT_FIELD = "website";

/** Per client address: at most this many lead submissions in the window (the function answers 429). */
export const LEAD_RATE_LIMIT = { max: 5, windowMinutes: 10 } as const;

/** Same e-mail address and kind within this many hours: the earlier lead is updated, not repeated. */
export const LEAD_MERGE_WINDOW_HOURS = 24;

/**
 * The function's messages. The forms check the same rules first and show their own text; the
 * public pages ask for Dutch, so these reach a visitor only when the server refuses.
 */
export const LEAD_CATALOGUE = /* @__PURE__ */ catalogue({
  nl: {
    required: "vul dit veld in.",
    emailInvalid: "vul een geldig e-mailadres in, bijvoorbeeld naam@bedrijf.nl.",
    kind: "kies 'cta' of 'contact'.",
    rateLimited: "Te veel aanvragen vanaf dit adres. Probeer het over een paar minuten opnieuw.",
    unavailable: "Je bericht kon niet worden opgeslagen. Probeer het later opnieuw.",
  },
  en: {
    required: "fill in this field.",
    emailInvalid: "enter a valid e-mail address, for example name@company.nl.",
    kind: "choose 'cta' or 'contact'.",
    rateLimited: "Too many submissions from this address, please try again in a few minutes",
    unavailable: "The submission could not be stored, please try again later",
  },
});
export const LEAD_ERRORS = LEAD_CATALOGUE.nl;

/** The forms' fields as they are labelled. */
export const LEAD_FIELDS = {
  kind: { nl: "Formulier", en: "Form" },
  email: { nl: "E-mailadres", en: "E-mail address" },
  firstName: { nl: "Voornaam", en: "First name" },
  lastName: { nl: "Achternaam", en: "Last name" },
  subject: { nl: "Onderwerp", en: "Subject" },
  message: { nl: "Bericht", en: "Message" },
} as const;

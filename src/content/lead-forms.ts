import { site } from "@/config/site";

/**
 * Shared copy of the two lead forms (call-to-action and contact): the hidden honeypot's label and
 * what the visitor reads when storing the submission failed. The typed text always stays in the
 * form after such a failure.
 */
export const leadFormCopy = {
  /** Read only by bots and by assistive technology that ignores aria-hidden. */
  honeypotLabel: "Laat dit veld leeg",
  errors: {
    rateLimited:
      "Je hebt net al een aanvraag verstuurd. Probeer het over een paar minuten opnieuw.",
    unavailable: `Je aanvraag kon niet worden verstuurd. Controleer je verbinding en probeer het opnieuw, of mail ons op ${site.email}.`,
  },
} as const;

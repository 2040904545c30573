import { catalogue } from "./contract/catalogue.ts";

/**
 * The messages every function shares (sign-in, method, body, the payment service), in Dutch and
 * English. Each function's own messages are in its contract (`contract/<function>.ts`).
 */
export const COMMON_CATALOGUE = catalogue({
  nl: {
    notSignedIn: "Niet ingelogd. Log in om verder te gaan.",
    sessionInvalid: "Niet ingelogd: je sessie is verlopen of ongeldig. Log opnieuw in.",
    authUnavailable: "De inlogdienst is tijdelijk niet bereikbaar. Probeer het opnieuw.",
    misconfigured: "De server is niet goed ingesteld.",
    methodNotAllowed: (methods: readonly string[]) =>
      `Deze methode is hier niet toegestaan. Gebruik ${methods.join(" of ")}.`,
    bodyMissing: "Het verzoek heeft geen inhoud (JSON verwacht).",
    bodyNotJson: "Het verzoek is geen geldige JSON.",
    bodyInvalid: "Ongeldige invoer",
    paymentUnavailable: "De betaaldienst is tijdelijk niet bereikbaar. Probeer het later opnieuw.",
  },
  en: {
    notSignedIn: "Not signed in. Please sign in to continue.",
    sessionInvalid: "Not signed in: your session has expired or is invalid. Please sign in again.",
    authUnavailable: "The sign-in service is temporarily unavailable. Please try again.",
    misconfigured: "Server misconfigured",
    methodNotAllowed: (methods: readonly string[]) =>
      `Method not allowed. Use ${methods.join(" or ")}.`,
    bodyMissing: "Request body is required (JSON)",
    bodyNotJson: "Request body must be valid JSON",
    bodyInvalid: "Invalid request body",
    paymentUnavailable: "The payment service is unavailable, please try again later",
  },
});

/**
 * The one error the WordPress publisher throws, with words the customer can act on (check the
 * password, the address, the user's role, or try later) in Dutch and English: the content
 * function answers `texts[requestLocale(req)]`; `message` is the Dutch text, for logs. WordPress's
 * own error code and status are kept for the log; its `message` is quoted only for "rejected",
 * where it is the useful part (which field WordPress did not accept), stripped of markup and
 * shortened.
 */
import type { SafeFetchError } from "../../net/safe-fetch.ts";
import { catalogue, inEveryLanguage, type Texts } from "../../contract/catalogue.ts";

export type WordPressErrorKind = "unauthorized" | "not-wordpress" | "rejected" | "unreachable";

export class WordPressError extends Error {
  override readonly name = "WordPressError";
  constructor(
    readonly kind: WordPressErrorKind,
    /** The customer's words per language. */
    readonly texts: Texts,
    /** The HTTP status WordPress (or the server in front of it) answered, if any. */
    readonly status?: number,
    /** WordPress's error code, e.g. "incorrect_password", or the SSRF refusal's code. */
    readonly code?: string,
  ) {
    super(texts.nl);
  }
}

export const WORDPRESS_CATALOGUE = catalogue({
  nl: {
    credentials: "WordPress weigert de gebruikersnaam of het applicatiewachtwoord.",
    role:
      "Deze WordPress-gebruiker mag geen berichten aanmaken. Gebruik een account met de rol " +
      "Auteur, Redacteur of Beheerder.",
    notWordPress:
      "Op dit adres is geen WordPress REST API gevonden. Controleer het adres van de site en of " +
      "de REST API aan staat.",
    invalidAddress: "Dit is geen geldig adres voor een website.",
    rejected: (reason: string) => `WordPress weigerde het verzoek: ${reason}`,
    statusCode: (status: number) => `foutcode ${status}`,
    serverError: (status: number) =>
      `De WordPress-site gaf een serverfout (foutcode ${status}). Probeer het later opnieuw.`,
    moved: (where: string) =>
      `Het WordPress-adres stuurt door naar ${where}. Vul dat adres in als adres van de site.`,
    timeout: "De WordPress-site reageerde niet op tijd. Probeer het later opnieuw.",
    unreachable: (why: string) => `De WordPress-site is niet bereikbaar. ${why}`,
  },
  en: {
    credentials: "WordPress refuses the user name or the application password.",
    role:
      "This WordPress user may not create posts. Use an account with the role " +
      "Author, Editor or Administrator.",
    notWordPress:
      "No WordPress REST API was found at this address. Check the site's address and whether " +
      "the REST API is switched on.",
    invalidAddress: "This is not a valid address for a website.",
    rejected: (reason: string) => `WordPress refused the request: ${reason}`,
    statusCode: (status: number) => `error code ${status}`,
    serverError: (status: number) =>
      `The WordPress site answered with a server error (error code ${status}). Please try again later.`,
    moved: (where: string) =>
      `The WordPress address redirects to ${where}. Enter that address as the site's address.`,
    timeout: "The WordPress site did not respond in time. Please try again later.",
    unreachable: (why: string) => `The WordPress site cannot be reached. ${why}`,
  },
});

/** A publisher's message in every language. */
export const wordpressTexts = (
  pick: (messages: (typeof WORDPRESS_CATALOGUE)["en"]) => string,
): Texts => inEveryLanguage(WORDPRESS_CATALOGUE, pick);

/** WordPress error bodies are `{ code, message, data: { status } }`; anything else is ignored. */
function wpErrorBody(json: unknown): { code?: string; message?: string } {
  if (typeof json !== "object" || json === null) return {};
  const { code, message } = json as Record<string, unknown>;
  return {
    ...(typeof code === "string" && { code }),
    ...(typeof message === "string" && { message }),
  };
}

function plainText(html: string, max = 200): string {
  const text = html
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** Maps a non-2xx answer (its parsed JSON body, or undefined when it had none). */
export function errorFromResponse(status: number, json: unknown): WordPressError {
  const { code, message } = wpErrorBody(json);
  if (status === 401)
    return new WordPressError(
      "unauthorized",
      wordpressTexts((m) => m.credentials),
      status,
      code,
    );
  if (status === 403)
    return new WordPressError(
      "unauthorized",
      wordpressTexts((m) => m.role),
      status,
      code,
    );
  if (status === 404)
    return new WordPressError(
      "not-wordpress",
      wordpressTexts((m) => m.notWordPress),
      status,
      code,
    );
  if (status >= 400 && status < 500) {
    // WordPress's own words are quoted as they are: they are in the site's language.
    const texts = wordpressTexts((m) =>
      m.rejected(message ? plainText(message) : m.statusCode(status)),
    );
    return new WordPressError("rejected", texts, status, code);
  }
  if (status >= 500) {
    return new WordPressError(
      "unreachable",
      wordpressTexts((m) => m.serverError(status)),
      status,
      code,
    );
  }
  return new WordPressError(
    "not-wordpress",
    wordpressTexts((m) => m.notWordPress),
    status,
    code,
  );
}

/** The address answered with a redirect elsewhere: the customer should enter that address. */
export function movedError(to: string, base: string, status?: number): WordPressError {
  let where = to;
  try {
    where = new URL(to, base).origin;
  } catch {
    // Keep the raw value; it is only shown.
  }
  return new WordPressError(
    "not-wordpress",
    wordpressTexts((m) => m.moved(where)),
    status,
    "redirect",
  );
}

/** An SSRF refusal, DNS failure, timeout or network error from the safe fetcher. */
export function errorFromRefusal(error: SafeFetchError): WordPressError {
  if (error.code === "content-type") {
    return new WordPressError(
      "not-wordpress",
      wordpressTexts((m) => m.notWordPress),
      undefined,
      error.code,
    );
  }
  if (error.code === "timeout") {
    return new WordPressError(
      "unreachable",
      wordpressTexts((m) => m.timeout),
      undefined,
      error.code,
    );
  }
  // The fetcher says why in each language too.
  return new WordPressError(
    "unreachable",
    {
      nl: WORDPRESS_CATALOGUE.nl.unreachable(error.texts.nl),
      en: WORDPRESS_CATALOGUE.en.unreachable(error.texts.en),
    },
    undefined,
    error.code,
  );
}

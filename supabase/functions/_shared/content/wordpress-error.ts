/**
 * The one error the WordPress publisher throws, with a Dutch message the customer can act on
 * (check the password, the address, the user's role, or try later). WordPress's own error code
 * and status are kept for the log; its `message` is quoted only for "rejected", where it is the
 * useful part (which field WordPress did not accept), stripped of markup and shortened.
 */
import type { SafeFetchError } from "../net/safe-fetch.ts";
import { catalogue } from "../contract/catalogue.ts";

export type WordPressErrorKind = "unauthorized" | "not-wordpress" | "rejected" | "unreachable";

export class WordPressError extends Error {
  override readonly name = "WordPressError";
  constructor(
    readonly kind: WordPressErrorKind,
    message: string,
    /** The HTTP status WordPress (or the server in front of it) answered, if any. */
    readonly status?: number,
    /** WordPress's error code, e.g. "incorrect_password", or the SSRF refusal's code. */
    readonly code?: string,
  ) {
    super(message);
  }
}

const LATER = "Probeer het later opnieuw.";

export const WORDPRESS_CATALOGUE = catalogue({
  nl: {
    credentials: "WordPress weigert de gebruikersnaam of het applicatiewachtwoord.",
    role:
      "Deze WordPress-gebruiker mag geen berichten aanmaken. Gebruik een account met de rol " +
      "Auteur, Redacteur of Beheerder.",
    notWordPress:
      "Op dit adres is geen WordPress REST API gevonden. Controleer het adres van de site en of " +
      "de REST API aan staat.",
  },
  en: {
    credentials: "WordPress refuses the user name or the application password.",
    role:
      "This WordPress user may not create posts. Use an account with the role " +
      "Author, Editor or Administrator.",
    notWordPress:
      "No WordPress REST API was found at this address. Check the site's address and whether " +
      "the REST API is switched on.",
  },
});
export const WORDPRESS_MESSAGES = WORDPRESS_CATALOGUE.nl;

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
    return new WordPressError("unauthorized", WORDPRESS_MESSAGES.credentials, status, code);
  if (status === 403)
    return new WordPressError("unauthorized", WORDPRESS_MESSAGES.role, status, code);
  if (status === 404)
    return new WordPressError("not-wordpress", WORDPRESS_MESSAGES.notWordPress, status, code);
  if (status >= 400 && status < 500) {
    const reason = message ? plainText(message) : `foutcode ${status}`;
    return new WordPressError(
      "rejected",
      `WordPress weigerde het verzoek: ${reason}`,
      status,
      code,
    );
  }
  if (status >= 500) {
    return new WordPressError(
      "unreachable",
      `De WordPress-site gaf een serverfout (foutcode ${status}). ${LATER}`,
      status,
      code,
    );
  }
  return new WordPressError("not-wordpress", WORDPRESS_MESSAGES.notWordPress, status, code);
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
    `Het WordPress-adres stuurt door naar ${where}. Vul dat adres in als adres van de site.`,
    status,
    "redirect",
  );
}

/** An SSRF refusal, DNS failure, timeout or network error from the safe fetcher. */
export function errorFromRefusal(error: SafeFetchError): WordPressError {
  if (error.code === "content-type") {
    return new WordPressError(
      "not-wordpress",
      WORDPRESS_MESSAGES.notWordPress,
      undefined,
      error.code,
    );
  }
  if (error.code === "timeout") {
    return new WordPressError(
      "unreachable",
      `De WordPress-site reageerde niet op tijd. ${LATER}`,
      undefined,
      error.code,
    );
  }
  return new WordPressError(
    "unreachable",
    `De WordPress-site is niet bereikbaar. ${error.message}`,
    undefined,
    error.code,
  );
}

/**
 * The one error the AI writer throws. `texts` are safe to show the customer, in Dutch and
 * English (`message` is the Dutch one): they name what went wrong in their terms and never
 * contain the API key, the provider's address or the model's reply. `detail` is English for the
 * function's log (status, field and rule), also without key or reply text.
 */
import { catalogue, inEveryLanguage, type Texts } from "../../contract/catalogue.ts";

export type AiWriterErrorKind = "timeout" | "http" | "malformed" | "network";

export class AiWriterError extends Error {
  override readonly name = "AiWriterError";
  constructor(
    readonly kind: AiWriterErrorKind,
    /** The customer's words per language. */
    readonly texts: Texts,
    readonly detail: string,
    /** How many requests were made, retries included. */
    readonly attempts: number,
    /** The provider's HTTP status for kind "http". */
    readonly status?: number,
  ) {
    super(texts.nl);
  }
}

export const AI_WRITER_CATALOGUE = catalogue({
  nl: {
    timeout: (seconds: number) =>
      `De AI-schrijver reageerde niet binnen ${seconds.toLocaleString("nl-NL")} seconden. Probeer het later opnieuw.`,
    network: "De AI-schrijver is op dit moment niet bereikbaar. Probeer het later opnieuw.",
    overloaded: "De AI-schrijver is op dit moment overbelast. Probeer het later opnieuw.",
    outage: (status: number) =>
      `De AI-schrijver heeft een storing (foutcode ${status}). Probeer het later opnieuw.`,
    refused: (status: number) =>
      `De AI-schrijver weigerde de opdracht (foutcode ${status}). Neem contact op met support als dit blijft gebeuren.`,
    malformed: "De AI-schrijver leverde geen bruikbaar concept op. Probeer het later opnieuw.",
  },
  en: {
    timeout: (seconds: number) =>
      `The AI writer did not respond within ${seconds.toLocaleString("en-GB")} seconds. Please try again later.`,
    network: "The AI writer cannot be reached right now. Please try again later.",
    overloaded: "The AI writer is overloaded right now. Please try again later.",
    outage: (status: number) =>
      `The AI writer has an outage (error code ${status}). Please try again later.`,
    refused: (status: number) =>
      `The AI writer refused the request (error code ${status}). Contact support if this keeps happening.`,
    malformed: "The AI writer did not deliver a usable draft. Please try again later.",
  },
});

const texts = (pick: (messages: (typeof AI_WRITER_CATALOGUE)["en"]) => string): Texts =>
  inEveryLanguage(AI_WRITER_CATALOGUE, pick);

export const aiFailures = {
  timeout: (timeoutMs: number, attempts: number) =>
    new AiWriterError(
      "timeout",
      texts((m) => m.timeout(Math.round(timeoutMs / 1000))),
      `no answer within ${timeoutMs} ms (${attempts} attempts)`,
      attempts,
    ),
  network: (attempts: number, cause: string) =>
    new AiWriterError(
      "network",
      texts((m) => m.network),
      `network error: ${cause} (${attempts} attempts)`,
      attempts,
    ),
  http: (status: number, attempts: number) =>
    new AiWriterError(
      "http",
      texts((m) =>
        status === 429 ? m.overloaded : status >= 500 ? m.outage(status) : m.refused(status),
      ),
      `provider answered HTTP ${status} (${attempts} attempts)`,
      attempts,
      status,
    ),
  malformed: (reason: string, attempts: number) =>
    new AiWriterError(
      "malformed",
      texts((m) => m.malformed),
      `unusable reply: ${reason} (${attempts} attempts)`,
      attempts,
    ),
};

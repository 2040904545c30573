/**
 * The one error the AI writer throws. `message` is Dutch and safe to show the customer: it names
 * what went wrong in their terms and never contains the API key, the provider's address or the
 * model's reply. `detail` is English for the function's log (status, field and rule), also
 * without key or reply text.
 */
export type AiWriterErrorKind = "timeout" | "http" | "malformed" | "network";

export class AiWriterError extends Error {
  override readonly name = "AiWriterError";
  constructor(
    readonly kind: AiWriterErrorKind,
    message: string,
    readonly detail: string,
    /** How many requests were made, retries included. */
    readonly attempts: number,
    /** The provider's HTTP status for kind "http". */
    readonly status?: number,
  ) {
    super(message);
  }
}

const LATER = "Probeer het later opnieuw.";

export const aiFailures = {
  timeout: (timeoutMs: number, attempts: number) =>
    new AiWriterError(
      "timeout",
      `De AI-schrijver reageerde niet binnen ${Math.round(timeoutMs / 1000).toLocaleString("nl-NL")} seconden. ${LATER}`,
      `no answer within ${timeoutMs} ms (${attempts} attempts)`,
      attempts,
    ),
  network: (attempts: number, cause: string) =>
    new AiWriterError(
      "network",
      `De AI-schrijver is op dit moment niet bereikbaar. ${LATER}`,
      `network error: ${cause} (${attempts} attempts)`,
      attempts,
    ),
  http: (status: number, attempts: number) =>
    new AiWriterError(
      "http",
      status === 429
        ? `De AI-schrijver is op dit moment overbelast. ${LATER}`
        : status >= 500
          ? `De AI-schrijver heeft een storing (foutcode ${status}). ${LATER}`
          : `De AI-schrijver weigerde de opdracht (foutcode ${status}). Neem contact op met support als dit blijft gebeuren.`,
      `provider answered HTTP ${status} (${attempts} attempts)`,
      attempts,
      status,
    ),
  malformed: (reason: string, attempts: number) =>
    new AiWriterError(
      "malformed",
      `De AI-schrijver leverde geen bruikbaar concept op. ${LATER}`,
      `unusable reply: ${reason} (${attempts} attempts)`,
      attempts,
    ),
};

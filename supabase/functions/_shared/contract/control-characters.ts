/**
 * One rule for every free text the contracts accept: no control characters. Postgres cannot store
 * a NUL in text (the insert failed and the caller got a 503), and the other C0 controls and DEL
 * are invisible in the dashboard, the reports and a customer's CMS. A multi-line text (a message,
 * a description, an article) keeps tab, line feed and carriage return; a single-line one refuses
 * them too, after trimming (a pasted trailing newline is trimmed away, not refused).
 *
 * Add it to a string schema with `.check(noControlCharacters())`, after `.trim()`. Its message is
 * Dutch like the schemas' own; `parseJsonBody` and the public API answer it in the request's
 * language from TEXT_CATALOGUE. A schema built per language passes its locale.
 */
import { z } from "zod";
import { catalogue } from "./catalogue.ts";
import type { Locale } from "./locale.ts";

export const TEXT_CATALOGUE = catalogue({
  nl: {
    controlCharacter:
      "Deze tekst bevat een onzichtbaar stuurteken (zoals een nul-teken). Haal het weg en probeer het opnieuw.",
  },
  en: {
    controlCharacter:
      "This text contains an invisible control character (such as a NUL character). Remove it and try again.",
  },
});

/* eslint-disable no-control-regex -- finding control characters is the point */
const SINGLE_LINE_CONTROL = /[\u0000-\u001f\u007f]/;
/** Everything but tab (09), line feed (0A) and carriage return (0D). */
const MULTI_LINE_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/* eslint-enable no-control-regex */

export interface ControlCharacterOptions {
  /** True for a text that may span lines (tab, line feed and carriage return are allowed). */
  multiLine?: boolean;
  /** The message's language, for schemas built per language; Dutch otherwise. */
  locale?: Locale;
}

/** The shared refinement: stops the string's other checks, so this is the message answered. */
export function noControlCharacters({
  multiLine = false,
  locale = "nl",
}: ControlCharacterOptions = {}) {
  const pattern = multiLine ? MULTI_LINE_CONTROL : SINGLE_LINE_CONTROL;
  return z.refine<string>((value) => !pattern.test(value), {
    error: TEXT_CATALOGUE[locale].controlCharacter,
    abort: true,
  });
}

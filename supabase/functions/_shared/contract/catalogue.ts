import type { Locale } from "./locale.ts";

/** A message: plain words, or words built from values (`(minutes) => "…"`). */
export type Words = string | ((...args: never[]) => string);

/** The other languages' table: the same keys, each with the Dutch entry's kind (text, or a function with its parameters). */
export type Translation<T> = { readonly [K in keyof T]: T[K] extends string ? string : T[K] };

/** A function's messages in every language: Dutch (the default, and the type) and English. */
export type Catalogue<T extends Record<string, Words> = Record<string, Words>> = {
  readonly nl: T;
} & { readonly [L in Exclude<Locale, "nl">]: Translation<T> };

/**
 * One table of a function's messages per language. The Dutch table is the source and the type:
 * a key missing (or extra) in English, or a message taking other values, fails `tsc`.
 * Functions pick the request's language (`_shared/request-locale.ts`): `SCAN_CATALOGUE[locale]`.
 */
export function catalogue<const T extends Record<string, Words>>(
  tables: Catalogue<T>,
): Catalogue<T> {
  return tables;
}

/**
 * The same message in `locale`, for a Dutch text that came out of a zod schema (the contracts'
 * schemas carry the Dutch words the browser's forms show too): unknown texts stay as they are.
 */
export function translateDutch(
  message: string,
  locale: Locale,
  catalogues: readonly Catalogue[],
): string {
  if (locale === "nl") return message;
  for (const table of catalogues) {
    for (const [key, dutch] of Object.entries(table.nl)) {
      const translated = table[locale][key];
      if (dutch === message && typeof translated === "string") return translated;
    }
  }
  return message;
}

/** One message in every language: what an error carries when it is answered later, per request. */
export type Texts = Readonly<Record<Locale, string>>;

/** The message `pick` chooses, built from the same values in every language of `table`. */
export function inEveryLanguage<T extends Record<string, Words>>(
  table: Catalogue<T>,
  pick: (messages: Translation<T>) => string,
): Texts {
  // The Dutch table is its own translation (literal texts widen to string): `tsc` cannot see that for a generic T.
  return { nl: pick(table.nl as Translation<T>), en: pick(table.en) };
}

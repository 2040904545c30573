/**
 * Dutch words around which the double builds a property's queries: what Dutch searchers add to a
 * product or service ("prijs", "in de buurt", "openingstijden") and question forms; places come
 * from the writer's list of Dutch places. A bakery in Utrecht gets "desembrood kopen utrecht" and
 * "wat kost desembrood", never English templates.
 */

export const SUFFIXES = [
  "prijs",
  "prijzen",
  "kosten",
  "kopen",
  "bestellen",
  "online bestellen",
  "in de buurt",
  "bij mij in de buurt",
  "openingstijden",
  "ervaringen",
  "reviews",
  "beste",
  "goedkoop",
  "aanbieding",
  "bezorgen",
  "afhalen",
  "zondag open",
  "vandaag open",
  "tips",
  "vergelijken",
];

export const PREFIXES = ["beste", "goedkope", "lokale", "ambachtelijke", "snel", "duurzame"];

/** `{k}` is the keyword. */
export const QUESTIONS = [
  "wat kost {k}",
  "waar {k} kopen",
  "hoe kies je {k}",
  "{k} wat is het",
  "{k} of zelf doen",
  "is {k} de moeite waard",
  "hoe lang duurt {k}",
  "wanneer {k}",
];

export const BRAND_SUFFIXES = [
  "",
  "openingstijden",
  "adres",
  "telefoonnummer",
  "reviews",
  "contact",
];

export const STATIC_PAGES = ["/", "/contact", "/over-ons", "/prijzen", "/blog"];

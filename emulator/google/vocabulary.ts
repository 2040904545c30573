/**
 * Dutch words around which the double builds a property's queries: what Dutch searchers add to a
 * product or service ("prijs", "in de buurt", "openingstijden"), question forms, and towns, so a
 * bakery in Utrecht gets "desembrood kopen utrecht" and "wat kost een taart bestellen" rather than
 * English templates.
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

/** Towns and cities, so the long tail has local variants beyond the profile's region. */
export const TOWNS = [
  "amsterdam",
  "rotterdam",
  "den haag",
  "utrecht",
  "eindhoven",
  "groningen",
  "tilburg",
  "almere",
  "breda",
  "nijmegen",
  "apeldoorn",
  "haarlem",
  "arnhem",
  "amersfoort",
  "zaanstad",
  "den bosch",
  "zwolle",
  "leiden",
  "maastricht",
  "dordrecht",
  "ede",
  "alkmaar",
  "emmen",
  "delft",
  "deventer",
  "venlo",
  "helmond",
  "hilversum",
  "zeist",
  "gouda",
  "hoorn",
  "purmerend",
  "roosendaal",
  "oss",
  "schiedam",
  "lelystad",
  "leeuwarden",
  "veenendaal",
  "houten",
  "nieuwegein",
];

export const STATIC_PAGES = ["/", "/contact", "/over-ons", "/prijzen", "/blog"];

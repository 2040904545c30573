/**
 * The little Dutch grammar the writer needs to use a keyword as a phrase in a sentence: which
 * last words are verbs ("bruidstaart bestellen"), which nouns take "een" ("een bakker", but
 * "desembrood" and "fysiotherapie" without), and which words name an audience ("boekhouder
 * zzp" → "boekhouder voor zzp'ers"). Word lists, not a parser: a keyword the lists do not
 * recognise is treated as a plain noun phrase.
 */

/** Infinitives that end search phrases ("taart bestellen", "lekkage verhelpen"). */
const BASE_VERBS = [
  "bakken",
  "behandelen",
  "beheren",
  "berekenen",
  "besparen",
  "bestellen",
  "beveiligen",
  "bewaren",
  "bezorgen",
  "boeken",
  "bouwen",
  "dansen",
  "dineren",
  "doen",
  "drinken",
  "eten",
  "fietsen",
  "financieren",
  "geven",
  "halen",
  "herkennen",
  "herstellen",
  "hosten",
  "huren",
  "installeren",
  "isoleren",
  "keuren",
  "kiezen",
  "kleuren",
  "knippen",
  "koken",
  "kopen",
  "laten",
  "leggen",
  "lenen",
  "leren",
  "leveren",
  "lopen",
  "lunchen",
  "maken",
  "masseren",
  "migreren",
  "nemen",
  "oefenen",
  "ontbijten",
  "ontspannen",
  "ontstoppen",
  "ontwerpen",
  "onderhouden",
  "plaatsen",
  "poetsen",
  "regelen",
  "renoveren",
  "repareren",
  "reserveren",
  "rijden",
  "schilderen",
  "schoonmaken",
  "slopen",
  "sparen",
  "spelen",
  "sporten",
  "starten",
  "stoppen",
  "taxeren",
  "testen",
  "trainen",
  "trimmen",
  "verbouwen",
  "verhelpen",
  "verhuizen",
  "verhuren",
  "verkopen",
  "verven",
  "vervangen",
  "verwijderen",
  "verzekeren",
  "verzorgen",
  "vinden",
  "volgen",
  "voorkomen",
  "wassen",
  "winnen",
  "zetten",
  "zingen",
  "zoeken",
  "zwemmen",
];
const VERBS = new Set(BASE_VERBS);
/** Separable prefixes: "aanvragen", "ophalen", "uitbesteden" are verbs when the rest is one. */
const PREFIXES = ["aan", "af", "in", "op", "uit", "door", "over", "mee", "terug", "weg", "bij"];
const EXTRA_VERBS = new Set([
  "aanvragen",
  "afsluiten",
  "indienen",
  "invullen",
  "opzeggen",
  // Services small businesses sell, so "knippen en föhnen" or "tuin snoeien" read as actions.
  "föhnen",
  "stylen",
  "epileren",
  "harsen",
  "masseren",
  "ontharen",
  "fotograferen",
  "behangen",
  "tegelen",
  "stucen",
  "snoeien",
  "maaien",
  "bestraten",
  "ontstoppen",
  "lassen",
  "coachen",
]);
const NOT_VERBS = new Set(["kinderen", "dieren", "eieren", "kleren", "broeken", "lessen"]);

/** True when the word is a Dutch infinitive the lists know. */
export function isVerb(word: string): boolean {
  const lower = word.toLocaleLowerCase("nl");
  if (NOT_VERBS.has(lower)) return false;
  if (VERBS.has(lower) || EXTRA_VERBS.has(lower)) return true;
  return PREFIXES.some(
    (prefix) => lower.startsWith(prefix) && VERBS.has(lower.slice(prefix.length)),
  );
}

/**
 * Endings of count nouns that read naturally with "een": people and businesses ("bakker",
 * "installateur", "rijschool"), and things sold or booked one at a time ("taart", "afspraak").
 * Any other noun is used without an article, which suits mass nouns and services
 * ("desembrood", "fysiotherapie", "onderhoud") and reads acceptably for the rest.
 */
const COUNT_ENDINGS = [
  "er",
  "eur",
  "ist",
  "arts",
  "aar",
  "ant",
  "ent",
  "eut",
  "ien",
  "aat",
  "man",
  "graaf",
  "oor",
  "ier",
  "bedrijf",
  "winkel",
  "salon",
  "zaak",
  "praktijk",
  "school",
  "kantoor",
  "bureau",
  "erij",
  "studio",
  "atelier",
  "restaurant",
  "café",
  "hotel",
  "lunchroom",
  "garage",
  "webshop",
  "taart",
  "cake",
  "tulband",
  "pizza",
  "burger",
  "menu",
  "arrangement",
  "workshop",
  "cursus",
  "training",
  "opleiding",
  "behandeling",
  "afspraak",
  "consult",
  "massage",
  "beurt",
  "keuring",
  "installatie",
  "reparatie",
  "pakket",
  "abonnement",
  "website",
  "offerte",
  "aangifte",
  "jaarrekening",
  "taxatie",
  "woning",
  "keuken",
  "badkamer",
  "ketel",
  "warmtepomp",
  "airco",
  "auto",
  "fiets",
  "feest",
  "diner",
  "lunch",
  "ontbijt",
  "proefles",
  "rijles",
  "les",
];
/** Words with a count ending that are mass nouns all the same ("een boter" is wrong); so are
 * words in "-eer" ("beheer", "verkeer"). */
const MASS_EXCEPTIONS = new Set([
  "water",
  "boter",
  "suiker",
  "peper",
  "bier",
  "papier",
  "poeder",
  "haar",
  "koper",
  "cement",
  "klimaat",
]);

/**
 * "een" for a singular count noun ("een bakker", "een bruidstaart"), "" for the rest: mass nouns
 * and services ("desembrood", "fysiotherapie", "onderhoud") and plurals ("taarten", "bakkers"),
 * whose endings are not in COUNT_ENDINGS.
 */
export function indefiniteArticle(head: string): "een" | "" {
  const last =
    head
      .toLocaleLowerCase("nl")
      .split(/[\s-]+/)
      .pop() ?? "";
  if (last === "" || MASS_EXCEPTIONS.has(last) || last.endsWith("eer")) return "";
  return COUNT_ENDINGS.some((end) => last.endsWith(end)) ? "een" : "";
}

/** Audience words of search phrases and how a sentence names them after "voor". */
export const AUDIENCES: Readonly<Record<string, string>> = {
  zzp: "zzp'ers",
  "zzp'er": "zzp'ers",
  "zzp'ers": "zzp'ers",
  zzper: "zzp'ers",
  zzpers: "zzp'ers",
  mkb: "het mkb",
  bedrijven: "bedrijven",
  ondernemers: "ondernemers",
  particulieren: "particulieren",
  particulier: "particulieren",
  starters: "starters",
  senioren: "senioren",
  ouderen: "ouderen",
  kinderen: "kinderen",
  jongeren: "jongeren",
  studenten: "studenten",
  vrouwen: "vrouwen",
  mannen: "mannen",
  honden: "honden",
  katten: "katten",
  vve: "VvE's",
};

/** Words that open a question keyword ("wat kost een loodgieter"). */
export const QUESTION_WORDS = new Set([
  "wat",
  "hoe",
  "waar",
  "wanneer",
  "welke",
  "welk",
  "wie",
  "waarom",
  "hoeveel",
]);

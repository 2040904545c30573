/**
 * Key phrases from a free-text Dutch business description, without any external service.
 * Pure functions: the generator turns these into meta descriptions.
 */

/** Words that carry no meaning on their own in a search snippet (Dutch, plus common English). */
const STOP_WORDS = new Set(
  (
    "de het een en of maar want dus dan als dat die dit deze daar hier er wat wie waar wanneer hoe " +
    "van voor in op met te tot uit aan bij naar om door over onder tegen tussen zonder vanaf sinds per via " +
    "ik je jij u uw we wij ons onze jullie hij zij ze zijn haar hun mijn mij me zich hen " +
    "is ben bent zijn was waren wordt worden werd zal zullen kan kunnen kun moet moeten mag mogen wil willen " +
    "heb hebt heeft hebben had doen doet deed maken maakt gaan gaat komen komt krijgt krijgen " +
    "bieden biedt leveren levert helpen helpt verzorgen verzorgt werken werkt staan staat " +
    "ook nog al niet geen wel heel zeer erg echt gewoon eigenlijk vooral altijd graag even zo zoals " +
    "veel meer meest minder alle alles iets niets iedereen elk elke ieder iedere andere ander " +
    "bijvoorbeeld namelijk enkele sommige diverse verschillende allerlei waarbij waarmee waardoor " +
    "bedrijf onderneming organisatie " +
    // Verbs and time words that commonly sit next to the nouns that matter ("wij bouwen websites",
    // "elke ochtend vers gebakken"): without them the phrases are the offer itself.
    "bouwen bouwt gebouwd regelen regelt geregeld bakken bakt gebakken verkopen verkoopt verkocht " +
    "ontwerpen ontwerpt ontworpen installeren installeert geïnstalleerd repareren repareert gerepareerd " +
    "plaatsen plaatst geplaatst zorgen zorgt aanbieden gemaakt gewerkt geleverd specialiseren gespecialiseerd " +
    "richten richt gericht ondersteunen ondersteunt adviseren adviseert begeleiden begeleidt organiseren " +
    "ochtend middag avond dag dagen week weken maand maanden jaar jaren dagelijks wekelijks vandaag " +
    "terecht kunt kun kunnen welkom " +
    "the a an and or but of for in on at to with from by is are be we our you your it its this that as"
  ).split(" "),
);

/** Words after which a capitalised word is most likely a place name: "in Utrecht", "uit Den Haag". */
const LOCATION_MARKERS = new Set(["in", "te", "uit", "rond", "regio", "omgeving", "nabij"]);

/** Small words allowed inside a multi-word place name ("Bergen op Zoom", "Alphen aan den Rijn"). */
const PLACE_JOINERS = new Set(["op", "aan", "den", "de", "der", "ter", "bij"]);

/** "Alphen aan den Rijn" has four words; a longer capitalised run is a heading or shouting, not a place. */
const MAX_PLACE_WORDS = 4;

const MAX_PHRASE_WORDS = 3;

interface Token {
  text: string;
  sentenceStart: boolean;
  /** Punctuation or a line break directly follows this token. */
  boundaryAfter: boolean;
}

export interface DescriptionParts {
  /** The first sentence, stripped of "Wij zijn …" openers, lower-cased start unless a proper noun. */
  focus: string;
  /** Key phrases, most important first (at most 5). */
  keywords: string[];
  /** A place name such as "Utrecht", when the description mentions one after "in"/"uit"/… */
  location?: string;
}

export function normalizeSpace(value: string): string {
  return value.replace(/\s+/g, " ").trim();
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  // Words keep inner apostrophes, hyphens and ampersands: "zzp'ers", "e-commerce", "B&B".
  const pattern = /[\p{L}\p{N}]+(?:['’&-][\p{L}\p{N}]+)*|[.!?;:,()\n/]/gu;
  let sentenceStart = true;
  for (const match of text.matchAll(pattern)) {
    const value = match[0];
    if (/^[.!?;:,()\n/]$/.test(value)) {
      const previous = tokens[tokens.length - 1];
      if (previous) previous.boundaryAfter = true;
      if (/[.!?\n]/.test(value)) sentenceStart = true;
      continue;
    }
    tokens.push({ text: value, sentenceStart, boundaryAfter: false });
    sentenceStart = false;
  }
  return tokens;
}

function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word.toLowerCase());
}

function isMeaningful(word: string): boolean {
  return !isStopWord(word) && (word.length >= 2 || /\d/.test(word));
}

/** Acronyms (SEO, B&B) and inner capitals (WordPress) keep their casing wherever they stand. */
function hasFixedCasing(word: string): boolean {
  return (
    (/^[\p{Lu}\d&-]{2,}$/u.test(word) && /\p{Lu}/u.test(word)) || /^.+\p{Lu}/u.test(word.slice(1))
  );
}

/** Words written with a capital somewhere other than at the start of a sentence: proper nouns. */
function properNouns(tokens: Token[]): Set<string> {
  const names = new Set<string>();
  for (const token of tokens) {
    if (!token.sentenceStart && /^\p{Lu}/u.test(token.text)) names.add(token.text.toLowerCase());
  }
  return names;
}

function displayWord(token: Token, proper: Set<string>): string {
  const word = token.text;
  if (hasFixedCasing(word) || proper.has(word.toLowerCase())) return word;
  return token.sentenceStart ? word.charAt(0).toLowerCase() + word.slice(1) : word;
}

function findLocation(tokens: Token[]): { text: string; indexes: Set<number> } | undefined {
  for (let i = 0; i < tokens.length - 1; i += 1) {
    const marker = tokens[i];
    if (!marker || !LOCATION_MARKERS.has(marker.text.toLowerCase()) || marker.boundaryAfter)
      continue;
    const parts: string[] = [];
    const indexes = new Set<number>();
    for (let j = i + 1; j < tokens.length; j += 1) {
      const token = tokens[j];
      if (!token) break;
      const capitalised = /^\p{Lu}/u.test(token.text);
      const joiner =
        PLACE_JOINERS.has(token.text) &&
        parts.length > 0 &&
        /^\p{Lu}/u.test(tokens[j + 1]?.text ?? "");
      if (!capitalised && !joiner) break;
      parts.push(token.text);
      indexes.add(j);
      if (token.boundaryAfter) break;
    }
    if (parts.length > MAX_PLACE_WORDS) continue;
    if (parts.length > 0) return { text: parts.join(" "), indexes };
  }
  return undefined;
}

/** Words that introduce the audience rather than the offer: "voor particulieren", "for agencies". */
const AUDIENCE_MARKERS = new Set(["voor", "for"]);
const LIST_JOINERS = new Set(["en", "of", "and", "or"]);

interface Phrase {
  text: string;
  /** Introduced by "voor": who the offer is for, less useful as a search term. */
  audience: boolean;
}

/** Runs of meaningful words between stop words and punctuation, the last words of long runs. */
function phrases(tokens: Token[], proper: Set<string>, skip: Set<number>): Phrase[] {
  const result: Phrase[] = [];
  let run: string[] = [];
  let audience = false;
  const flush = () => {
    if (run.length > 0) result.push({ text: run.slice(-MAX_PHRASE_WORDS).join(" "), audience });
    run = [];
  };
  tokens.forEach((token, index) => {
    if (skip.has(index) || !isMeaningful(token.text)) {
      flush();
      const word = token.text.toLowerCase();
      // "voor zzp'ers en kleine ondernemers": the audience continues across a conjunction.
      audience = AUDIENCE_MARKERS.has(word) || (audience && LIST_JOINERS.has(word));
      return;
    }
    run.push(displayWord(token, proper));
    if (token.boundaryAfter) {
      flush();
      audience = false;
    }
  });
  flush();
  return result;
}

const OPENER =
  /^(?:(?:wij|we|ik|ons bedrijf|ons team|bij ons)\s+)(?:zijn|ben|is|bieden|biedt|leveren|lever|verzorgen|verzorg|maken|maak|helpen|help|verkopen|verkoop|doen|geven|organiseren|ontwerpen|bouwen|installeren|repareren)?\s*/i;

/** The first sentence as a phrase that can follow "<Name>: ". */
function focusFrom(description: string, name: string, proper: Set<string>): string {
  const firstSentence = description.split(/(?<=[.!?])\s+|\n+/)[0] ?? "";
  let focus = firstSentence.replace(/[\s.!?;:,]+$/u, "").trim();
  const escapedName = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  focus = focus.replace(
    new RegExp(`^${escapedName}\\s+(?:is|biedt|levert|verzorgt|maakt|helpt)?\\s*`, "i"),
    "",
  );
  focus = focus.replace(OPENER, "").trim();
  const [firstWord = ""] = focus.split(" ");
  if (firstWord && !hasFixedCasing(firstWord) && !proper.has(firstWord.toLowerCase())) {
    focus = focus.charAt(0).toLowerCase() + focus.slice(1);
  }
  return focus;
}

export function extractParts(nameInput: string, descriptionInput: string): DescriptionParts {
  const name = normalizeSpace(nameInput);
  const description = descriptionInput.replace(/[^\S\n]+/g, " ").trim();
  const tokens = tokenize(description);
  const proper = properNouns(tokens);
  const location = findLocation(tokens);
  const nameWords = new Set(name.toLowerCase().split(/\s+/));

  interface Entry {
    phrase: string;
    count: number;
    first: number;
    audience: boolean;
    inName: boolean;
  }
  const counts = new Map<string, Entry>();
  phrases(tokens, proper, location?.indexes ?? new Set()).forEach(
    ({ text, audience }, position) => {
      const key = text.toLowerCase();
      const entry = counts.get(key);
      if (entry) entry.count += 1;
      else {
        const inName = key.split(" ").every((word) => nameWords.has(word));
        counts.set(key, { phrase: text, count: 1, first: position, audience, inName });
      }
    },
  );

  // Repeated phrases matter most; descriptive multi-word phrases ("ambachtelijk brood") beat
  // single words; the audience ("voor particulieren") and words already in the company name only
  // serve when nothing better exists; earlier beats later.
  const score = (entry: Entry) =>
    entry.count * 2 +
    (entry.phrase.includes(" ") ? 1 : 0) -
    (entry.audience ? 3 : 0) -
    (entry.inName ? 4 : 0);
  const keywords = [...counts.values()]
    .sort((a, b) => score(b) - score(a) || a.first - b.first)
    .slice(0, 5)
    .map((entry) => entry.phrase);

  // A first sentence that only repeats the company name ("Studio Yoga" / "Yoga") says nothing new.
  const focus = focusFrom(description, name, proper);
  const focusWords = focus
    .toLowerCase()
    .split(/[^\p{L}\p{N}'&-]+/u)
    .filter(isMeaningful);
  const repeatsName = focusWords.length > 0 && focusWords.every((word) => nameWords.has(word));

  return { focus: repeatsName ? "" : focus, keywords, location: location?.text };
}

/**
 * Words that belong to one kind of business and read as a template when they turn up in a post
 * of another kind: a bakery has no "offertes", "traject" or "onderhoudsafspraken", a plumber no
 * "gasten" or "patiënten". Per archetype (contract/site-facts.ts), the vocabularies it does not
 * use. An entry ending in "*" also matches longer words that start with it ("offerte*" finds
 * "offertes" and "offerteaanvraag"); other entries match whole words or phrases. Written
 * without accents, as the checker compares normalised words.
 *
 * The customer's own site and profile overrule this list: a bakery whose site says it makes
 * "offertes voor bruidstaarten" may use the word.
 */
import type { BusinessArchetype } from "../../contract/site-facts.ts";

/** Quotes, projects, maintenance and after-care: how contractors and service firms work. */
const PROJECTS = [
  "offerte*",
  "traject",
  "trajecten",
  "oplevering*",
  "opleveren",
  "onderhoudsafspra*",
  "onderhoudscontract*",
  "onderhoudsbeurt*",
  "vervolgafspra*",
  "garantiebewij*",
  "garantievoorwaarde*",
  "opdrachtgever*",
  "nazorg",
  "het resultaat over een paar jaar",
];
/** Guests, menus and reservations: restaurants and cafés. */
const GUESTS = [
  "gasten",
  "menukaart*",
  "reservering*",
  "reserveren",
  "groepsarrangement*",
  "feestje op locatie",
];
/** Patients, referrals and insurers: care. */
const CARE = ["patient*", "doorverwijz*", "verwijsbrief*", "zorgverzekeraar*", "behandelplan*"];
/**
 * Clients and intakes: care, beauty and advisers, not shops or food. Not "behandeling": Dutch
 * also uses it for handling ("de behandeling van je bestelling") and wood or damp treatment.
 */
const CLIENTS = ["client", "clienten", "intake*"];
/** Jobs at the customer's place: installers and handymen. */
const JOBS_AT_HOME = [
  "installateur*",
  "monteur*",
  "lekkage*",
  // Not "klus": "een hele klus" is everyday Dutch in any post.
  "klussen",
];
/** Building work: builders — and the estate agents and architects who talk about it. */
const BUILDING = ["verbouwing*", "aannemer*", "bouwtekening*"];
const TRADES = [...JOBS_AT_HOME, ...BUILDING];
/** Lessons and courses: training. */
const TRAINING = ["cursist*", "lesprogramma*", "docent*", "leerdoel*"];
/** Software and IT service. */
const TECH = ["software*", "implementatie*", "licentie*", "helpdesk*", "serverbeheer"];
/** Accounts, tax and files: advisers. */
const ADVISERS = ["jaarrekening*", "belastingaangifte*", "dossier*", "uurtarief*"];
/**
 * Follow-up visits, after-care and a course of treatment are how care and salons work: only the
 * quotes and handovers of projects are foreign to them.
 */
const PRACTICE_WORDS = new Set(["nazorg", "vervolgafspra*", "traject", "trajecten"]);
const PROJECTS_OF_PRACTICES = PROJECTS.filter((word) => !PRACTICE_WORDS.has(word));
/**
 * Maintenance of an installation. Foreign to food and horeca only: a salon's nails and lashes,
 * a physio's "onderhoudsbehandeling", a gym's condition and a bike shop's service all need it.
 */
const MAINTENANCE = ["onderhoud", "onderhoud*"];
/** A care practice keeps a "medisch dossier". */
const ADVISERS_OF_CARE = ADVISERS.filter((word) => word !== "dossier*");

export const OFF_TYPE_WORDS: Record<BusinessArchetype, readonly string[]> = {
  "food-craft": [
    ...PROJECTS,
    ...MAINTENANCE,
    ...GUESTS,
    ...CARE,
    ...CLIENTS,
    ...TRADES,
    ...TRAINING,
    ...TECH,
    ...ADVISERS,
  ],
  horeca: [
    ...PROJECTS,
    ...MAINTENANCE,
    ...CARE,
    ...CLIENTS,
    ...TRADES,
    ...TRAINING,
    ...TECH,
    ...ADVISERS,
  ],
  retail: [
    ...PROJECTS.filter((w) => !w.startsWith("garantie") && !w.startsWith("onderhoud")),
    ...GUESTS,
    ...CARE,
    ...CLIENTS,
    ...TRAINING,
    ...ADVISERS,
  ],
  trades: [...GUESTS, ...CARE, ...CLIENTS, ...TRAINING, ...ADVISERS],
  // Estate agents and notaries speak of "oplevering" and "verbouwing" too.
  professional: [
    ...GUESTS,
    ...CARE,
    ...JOBS_AT_HOME,
    ...TRAINING,
    "garantiebewij*",
    "onderhoudsbeurt*",
  ],
  care: [...PROJECTS_OF_PRACTICES, ...GUESTS, ...TRADES, ...TECH, ...ADVISERS_OF_CARE],
  beauty: [...PROJECTS_OF_PRACTICES, ...GUESTS, ...CARE, ...TRADES, ...TECH, ...ADVISERS],
  training: [
    ...PROJECTS.filter((w) => !w.startsWith("traject")),
    ...GUESTS,
    ...CARE,
    ...TRADES,
    ...ADVISERS,
  ],
  tech: [...GUESTS, ...CARE, ...TRADES],
  other: [],
};

/**
 * Words that are off-type only as the business's own ("onze gasten", "veel gasten"): the
 * reader's guests are anyone's ("verras je gasten met een taart", "ontvang uw gasten op het
 * nieuwe terras").
 */
export const READER_OWNED_WORDS: ReadonlySet<string> = new Set(["gasten"]);
/** Words before a reader-owned word that make it the reader's, normalised. */
export const READER_POSSESSIVES: ReadonlySet<string> = new Set([
  "je",
  "jouw",
  "uw",
  "jullie",
  "hun",
  "zijn",
  "haar",
]);

/** The kind of business, as the checks name it to the customer. */
export const ARCHETYPE_NAMES: Record<BusinessArchetype, string> = {
  "food-craft": "een ambachtelijke voedselzaak, zoals een bakker of slager",
  horeca: "een horecazaak",
  retail: "een winkel of webshop",
  trades: "een vakbedrijf, zoals een installateur of schilder",
  professional: "een zakelijke dienstverlener",
  care: "een zorgpraktijk",
  beauty: "een salon",
  training: "een opleider of school",
  tech: "een ICT-bedrijf",
  other: "jouw bedrijf",
};

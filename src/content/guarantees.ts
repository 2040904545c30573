import { facts } from "./facts";
import { planBlogCounts } from "./plans";

/**
 * The free trial (and below it the money-back guarantee) in Dutch, from one set of facts (the days come from the contract the billing
 * functions enforce). /pricing, the plan cards, the FAQ, the chat and the home page all say it
 * with these sentences; the English terms of service state the same facts (legal/terms.ts).
 */
export const trialOffer = {
  days: facts.trialDays,
  /** The plan card's second action, next to buying. */
  button: `Probeer ${facts.trialDays} dagen gratis`,
  /** Under that button. */
  note: "Geen creditcard nodig",
  /** The claim on the home page and in the call-to-action (replaces a bare "no credit card"). */
  claim: `${facts.trialDays} dagen gratis proberen, zonder creditcard`,
  /** The offer as a sentence (pricing subtitle, chat, FAQ). */
  sentence: `Probeer elk pakket ${facts.trialDays} dagen gratis, zonder creditcard.`,
  /** What a trial is and includes. */
  includes: `Je proefperiode is het pakket dat je kiest, met alles erin: je eerste website-scan met rapport en verbeterpunten, en de blogposts van dat pakket (${planBlogCounts()}).`,
  /** How it ends and what it costs. */
  ending: `Je vult geen betaalgegevens in. Voeg je binnen ${facts.trialDays} dagen een betaalmethode toe, dan loopt je abonnement daarna gewoon door; zo niet, dan stopt de proefperiode vanzelf en betaal je niets.`,
  onePerCustomer: "Je kunt één keer een proefperiode starten.",
} as const;

/** The trial in one paragraph (FAQ, chat). */
export const trialSummary = `${trialOffer.sentence} ${trialOffer.includes} ${trialOffer.ending} ${trialOffer.onePerCustomer}`;

/** How to get the money back, in one sentence (the dashboard's 'Geld terug aanvragen'). */
export const moneyBackHow = `Binnen ${facts.moneyBackDays} dagen na je eerste betaling vraag je in je dashboard zelf je geld terug met 'Geld terug aanvragen'.`;

/** The money-back guarantee in Dutch: self-service from the dashboard, once per customer. */
export const moneyBackSummary = `Je hebt ${facts.moneyBackDays} dagen geld-terug-garantie. ${moneyBackHow} Je abonnement stopt dan direct en je krijgt die betaling volledig terug, zonder vragen. Dat kan één keer per klant.`;

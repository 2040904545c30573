/**
 * How to reach the business and how to order or book: phone numbers, e-mail addresses, the
 * street address, and the site's own sentences about ordering, booking, collecting or delivery
 * ("Bestel uiterlijk twee dagen van tevoren.").
 */
import { countWords } from "../text/sentences.ts";
import { candidate, sentencesOf, type FactCandidate } from "./fact-candidate.ts";
import type { ReadPage } from "./page-reader.ts";
import { STREET_AND_TOWN } from "./place-facts.ts";

/** A Dutch phone number: 0 and nine digits, or +31 and nine, with spaces or dashes. */
export const PHONE = /(?:\+31[\s-]?(?:\(0\)[\s-]?)?|\b0)\d(?:\s?[-–]?\s?\d){8}\b/;
const EMAIL = /\b[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}\b/i;
const ORDERING =
  /\b(?:bestel\w*|reserveer\w*|reservering\w*|(?:maak|maakt|maken|plan|plannen|inplannen)\s(?:\w+\s){0,3}afspra(?:ak|ken)|afspra(?:ak|ken)\s(?:maken|inplannen|plannen)|proefles\w*|inplannen|plan (?:je|uw|een)|offerte\w*|ophalen|afhalen|bezorg\w*|levering|lever(?:en|t)|aanmeld\w*|inschrijv\w*|boek (?:een|je|uw)|online boeken|app(?:en)? ons|bel ons|mail ons|langskomen|kom langs|ophaalservice)\b/i;

export function contactFacts(page: ReadPage): FactCandidate[] {
  const facts: FactCandidate[] = [];
  for (const block of page.blocks) {
    const chrome = block.chrome;
    const address = STREET_AND_TOWN.exec(block.text.split("\n").join(", "));
    if (address) {
      facts.push(candidate(page, "contact", { name: "adres", text: address[0], chrome }));
    }
    for (const sentence of sentencesOf(block.text)) {
      const phone = PHONE.test(sentence);
      if (phone)
        facts.push(candidate(page, "contact", { name: "telefoon", text: sentence, chrome }));
      const email = EMAIL.exec(sentence)?.[0];
      if (email) {
        const text = phone ? `E-mail: ${email}` : sentence;
        facts.push(candidate(page, "contact", { name: "e-mail", text, chrome }));
      }
    }
    if (chrome || block.headingLevel) continue;
    for (const sentence of sentencesOf(block.text)) {
      const words = countWords(sentence);
      if (sentence.endsWith("?") || words < 5 || words > 30 || !ORDERING.test(sentence)) continue;
      if (PHONE.test(sentence) || EMAIL.test(sentence)) continue; // already read as a phone/e-mail
      facts.push(candidate(page, "contact", { text: sentence }));
    }
  }
  return facts;
}

import type { LegalSection } from "@/components/marketing/legal-document";
import type { LegalLanguage } from "./legal-facts";

/** One legal text in one language, with everything its page shows around the sections. */
export interface LegalText {
  language: LegalLanguage;
  hero: { eyebrow: string; title: string; intro: string };
  sections: readonly LegalSection[];
  /** "Laatst bijgewerkt:" / "Last updated:". */
  lastUpdatedLabel: string;
  /** The date as readers see it, e.g. "15 maart 2024". */
  lastUpdatedText: string;
  lastUpdatedIso: string;
  /** Accessible name of the table of contents. */
  contentsLabel: string;
  /** The same text in the other language: a visible link, written in that language. */
  otherVersion: { href: string; label: string; language: LegalLanguage };
}

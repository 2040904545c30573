import type { TFunction } from "i18next";
import type { DraftCheckItem } from "@contract/content";
import type { Locale } from "@contract/locale";
import type { nl } from "@/i18n/locales/nl";

type LabelledCheck = keyof (typeof nl)["content"]["checks"]["labels"];

/**
 * The figures in each check's requirement, in the order the checker writes them into its own
 * label ("minstens 600 woorden", "150 tot 160 tekens"). They are read from the stored label, not
 * from today's constants, so an older draft still shows the requirement it was checked against
 * (the readability target, for one, depends on the tone the profile had then).
 */
const CHECK_FIGURES: Record<LabelledCheck, readonly ("n" | "min" | "max")[]> = {
  "site-facts": ["n"],
  "unsupported-specifics": [],
  "shared-sentences": [],
  "keyword-stuffing": [],
  "off-type-phrases": [],
  readability: ["n"],
  "word-count": ["n"],
  "meta-title-length": ["n"],
  "meta-description-length": ["min", "max"],
  "meta-description-sentences": [],
  "keyword-in-title": [],
  "keyword-in-first-paragraph": [],
  "keyword-in-subheading": [],
  "single-h1": [],
  "document-title": [],
  "meta-description": [],
  "heading-order": [],
  "image-alt": [],
  "link-text": [],
  "crawlable-anchors": [],
  "html-has-lang": [],
  viewport: [],
  charset: [],
  doctype: [],
};

const isLabelled = (id: string): id is LabelledCheck => Object.hasOwn(CHECK_FIGURES, id);

/** The language the checker writes its labels in. */
const CHECKER_LOCALE: Locale = "nl";

/**
 * A draft check's requirement in the screen's language, by the check's id. The checker (a
 * function) stores a Dutch label with every check: in Dutch that label is shown as stored (an
 * older draft keeps the wording it was checked with); in another language the catalogue's label
 * for the id, with the stored figures. A check the catalogue does not know, or a label whose
 * figures cannot be read, is shown as stored.
 */
export function checkLabel(
  check: Pick<DraftCheckItem, "id" | "label">,
  locale: Locale,
  t: TFunction<"content">,
): string {
  if (locale === CHECKER_LOCALE || !isLabelled(check.id)) return check.label;
  const names = CHECK_FIGURES[check.id];
  const figures = names.length === 0 ? [] : (check.label.match(/\d+/g) ?? []);
  if (figures.length !== names.length) return check.label;
  const [first, second] = figures;
  const values = names[0] === "min" ? { min: first, max: second } : { n: first };
  return t(`checks.labels.${check.id}`, values);
}

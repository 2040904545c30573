/**
 * The site-facts function's contract, shared by Bedrijfsprofiel (the reviewable fact list) and
 * the handler. A customer reads what the latest scan found on their site and hides a fact that
 * is wrong or that posts should not mention; hidden facts are never used in writing.
 *   GET                    → SiteFactList (hidden facts included, so they can be shown again)
 *   PATCH { id, hidden }   → { fact } (404 for an unknown id or another customer's fact)
 */
import { z } from "zod";
import { siteFactSchema } from "./site-facts.ts";
import { catalogue } from "./catalogue.ts";

export const SITE_FACT_REVIEW_CATALOGUE = catalogue({
  nl: {
    invalid: "Geef een feit-id en of het verborgen moet worden.",
    notFound: "Dit feit bestaat niet (meer). Ververs de lijst.",
    unavailable:
      "De feiten van je website zijn tijdelijk niet beschikbaar. Probeer het later opnieuw.",
  },
  en: {
    invalid: "Give a fact id and whether it should be hidden.",
    notFound: "This fact does not exist (any more). Refresh the list.",
    unavailable: "Your website's facts are temporarily unavailable. Please try again later.",
  },
});
export const SITE_FACT_REVIEW_MESSAGES = SITE_FACT_REVIEW_CATALOGUE.nl;

/** A fact's id: the 16 hex digits of its hash (see the site_facts migration). */
export const SITE_FACT_ID_PATTERN = /^[0-9a-f]{16}$/;

/** The body's fields as the facts list in Bedrijfsprofiel names them. */
export const SITE_FACT_FIELDS = {
  id: { nl: "Feit", en: "Fact" },
  hidden: { nl: "Verbergen", en: "Hide" },
} as const;

const { invalid } = SITE_FACT_REVIEW_MESSAGES;
export const setSiteFactHiddenSchema = z.strictObject(
  {
    id: z.string({ error: invalid }).regex(SITE_FACT_ID_PATTERN, { error: invalid }),
    hidden: z.boolean({ error: invalid }),
  },
  { error: invalid },
);
export type SetSiteFactHiddenInput = z.infer<typeof setSiteFactHiddenSchema>;

export const siteFactListSchema = z.object({
  /** The latest finished scan the facts come from; null before the first one. */
  scan: z.object({ siteUrl: z.string().url(), finishedAt: z.string().nullable() }).nullable(),
  facts: z.array(siteFactSchema),
});
export type SiteFactList = z.infer<typeof siteFactListSchema>;

export const updatedSiteFactSchema = z.object({ fact: siteFactSchema });
export type UpdatedSiteFact = z.infer<typeof updatedSiteFactSchema>;

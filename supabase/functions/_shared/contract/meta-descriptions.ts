/**
 * The meta-descriptions function's input contract, shared by the browser form
 * (src/features/meta-descriptions) and the handler, so both enforce the same numbers and messages.
 */
import { z } from "zod";
import { catalogue } from "./catalogue.ts";

export const META_NAME_MAX_LENGTH = 100;
export const META_DESCRIPTION_MAX_LENGTH = 1000;

/** The messages of the body's checks (the field is named in front: "Bedrijfsnaam: vul dit in."). */
export const META_CATALOGUE = catalogue({
  nl: {
    required: "vul dit veld in.",
    nameTooLong: `hooguit ${META_NAME_MAX_LENGTH} tekens.`,
    descriptionTooLong: `hooguit ${META_DESCRIPTION_MAX_LENGTH} tekens.`,
  },
  en: {
    required: "is required.",
    nameTooLong: `must be at most ${META_NAME_MAX_LENGTH} characters.`,
    descriptionTooLong: `must be at most ${META_DESCRIPTION_MAX_LENGTH} characters.`,
  },
});
const META_MESSAGES = META_CATALOGUE.nl;

/** The body's fields as the SEO helper's form labels them. */
export const META_FIELDS = {
  name: { nl: "Bedrijfsnaam", en: "Company name" },
  description: { nl: "Beschrijving", en: "Description" },
} as const;

/** POST body: the company name and a free-text description, both non-blank after trimming. */
export const metaRequestSchema = z.object({
  name: z
    .string({ error: META_MESSAGES.required })
    .trim()
    .min(1, { error: META_MESSAGES.required })
    .max(META_NAME_MAX_LENGTH, { error: META_MESSAGES.nameTooLong }),
  description: z
    .string({ error: META_MESSAGES.required })
    .trim()
    .min(1, { error: META_MESSAGES.required })
    .max(META_DESCRIPTION_MAX_LENGTH, { error: META_MESSAGES.descriptionTooLong }),
});

export type MetaRequest = z.infer<typeof metaRequestSchema>;

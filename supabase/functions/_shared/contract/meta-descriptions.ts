/**
 * The meta-descriptions function's input contract, shared by the browser form
 * (src/features/meta-descriptions) and the handler, so both enforce the same numbers and messages.
 */
import { z } from "zod";

export const META_NAME_MAX_LENGTH = 100;
export const META_DESCRIPTION_MAX_LENGTH = 1000;

/** POST body: the company name and a free-text description, both non-blank after trimming. */
export const metaRequestSchema = z.object({
  name: z
    .string({ error: "must be a string" })
    .trim()
    .min(1, { error: "Company name is required" })
    .max(META_NAME_MAX_LENGTH, {
      error: `Company name must be at most ${META_NAME_MAX_LENGTH} characters`,
    }),
  description: z
    .string({ error: "must be a string" })
    .trim()
    .min(1, { error: "Description is required" })
    .max(META_DESCRIPTION_MAX_LENGTH, {
      error: `Description must be at most ${META_DESCRIPTION_MAX_LENGTH} characters`,
    }),
});

export type MetaRequest = z.infer<typeof metaRequestSchema>;

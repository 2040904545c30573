/**
 * The public API's request and response schemas (issue 12, docs/decisions/022-public-api.md):
 * the `api` function validates with them and its OpenAPI 3.1 document is generated from them
 * (z.toJSONSchema), so the document cannot drift from what the function does. The route list
 * itself is plain data in public-api-routes.ts (the public docs page must not load zod).
 */
import { z } from "zod";
import { reportDetailSchema, reportListSchema, reportPdfLinkSchema } from "./reports.ts";

export const PUBLIC_API_ERRORS = {
  missingKey: "Geen API-sleutel meegestuurd. Stuur de header Authorization: Bearer <API-sleutel>.",
  invalidKey: "Deze API-sleutel is ongeldig.",
  revokedKey: "Deze API-sleutel is ingetrokken.",
  notEntitled: "API-toegang hoort niet bij het abonnement van deze sleutel.",
  rateLimited: "Te veel verzoeken met deze API-sleutel. Probeer het over enkele seconden opnieuw.",
  notFound: "Dit endpoint bestaat niet.",
  reportNotFound: "Dit rapport bestaat niet.",
  methodNotAllowed: "Deze methode is hier niet toegestaan.",
  invalidJson: "De body is geen geldige JSON.",
  invalid: "De invoer is ongeldig.",
  unavailable: "De API is tijdelijk niet beschikbaar. Probeer het later opnieuw.",
  contentUnavailable: "Contentgeneratie is nog niet beschikbaar via de API.",
} as const;

export const GENERATE_LIMITS = {
  topic: { min: 3, max: 150 },
  /** The first keyword is the focus keyword; up to five more are secondary. */
  keywords: { min: 1, max: 6, maxLength: 60 },
} as const;

export const GENERATE_MESSAGES = {
  topic: `Geef een onderwerp van ${GENERATE_LIMITS.topic.min} tot ${GENERATE_LIMITS.topic.max} tekens.`,
  keywords: `Geef ${GENERATE_LIMITS.keywords.min} tot ${GENERATE_LIMITS.keywords.max} zoekwoorden; het eerste is het focuszoekwoord.`,
  keyword: `Een zoekwoord heeft 1 tot ${GENERATE_LIMITS.keywords.maxLength} tekens.`,
  format: "Kies format json of pdf.",
} as const;

export const apiErrorSchema = z
  .object({ error: z.string() })
  .meta({ description: "Elke fout: een Nederlandse melding." });

export const apiValidationErrorSchema = z
  .object({
    error: z.string(),
    fields: z
      .record(z.string(), z.string())
      .meta({ description: "Per veld (pad met punten, bv. keywords.0) de melding." }),
  })
  .meta({ description: "422: wat er per veld mis is." });

export const reportQuerySchema = z.object({
  format: z
    .enum(["json", "pdf"], { error: GENERATE_MESSAGES.format })
    .optional()
    .meta({ description: "json (standaard) of pdf: dan een kortlevende downloadlink." }),
});

/** The reports function's own shapes: the API answers the same data as the dashboard. */
export {
  reportDetailSchema as publicReportDetailSchema,
  reportListSchema as publicReportListSchema,
  reportPdfLinkSchema as publicReportPdfLinkSchema,
};

const keywordSchema = z.object({
  keyword: z.string(),
  volume: z.null().meta({ description: "Zoekvolume: niet beschikbaar (geen databron)." }),
  position: z.null().meta({ description: "Positie in Google: niet beschikbaar (geen databron)." }),
  onSite: z
    .object({ inTitle: z.boolean(), inHeading: z.boolean(), inUrl: z.boolean() })
    .nullable()
    .meta({ description: "Uit het laatste rapport: staat het zoekwoord in titel, kop en adres." }),
});

export const keywordListSchema = z
  .object({
    keywords: z.array(keywordSchema),
    /** The report the onSite checks come from, or null when there is none yet. */
    reportId: z.uuid().nullable(),
    checkedAt: z.string().nullable(),
  })
  .meta({ description: "De zoekwoorden uit het bedrijfsprofiel met wat er over bekend is." });
export type KeywordList = z.infer<typeof keywordListSchema>;

export const generateContentSchema = z
  .object({
    topic: z
      .string({ error: GENERATE_MESSAGES.topic })
      .trim()
      .min(GENERATE_LIMITS.topic.min, { error: GENERATE_MESSAGES.topic })
      .max(GENERATE_LIMITS.topic.max, { error: GENERATE_MESSAGES.topic }),
    keywords: z
      .array(
        z
          .string({ error: GENERATE_MESSAGES.keyword })
          .trim()
          .min(1, { error: GENERATE_MESSAGES.keyword })
          .max(GENERATE_LIMITS.keywords.maxLength, { error: GENERATE_MESSAGES.keyword }),
        { error: GENERATE_MESSAGES.keywords },
      )
      .min(GENERATE_LIMITS.keywords.min, { error: GENERATE_MESSAGES.keywords })
      .max(GENERATE_LIMITS.keywords.max, { error: GENERATE_MESSAGES.keywords }),
  })
  .meta({ description: "Onderwerp en zoekwoorden; het eerste zoekwoord is het focuszoekwoord." });
export type GenerateContentInput = z.input<typeof generateContentSchema>;

/** The draft as the `content` function shows it (issue 12 contract points). */
export const generatedDraftSchema = z
  .object({
    id: z.uuid(),
    status: z.string().meta({ description: "De status van het concept, bv. concept." }),
    title: z.string(),
    metaTitle: z.string(),
    metaDescription: z.string(),
    focusKeyword: z.string(),
    markdown: z.string(),
    score: z.number().int().min(0).max(100),
  })
  .meta({ description: "Het geschreven concept, geteld tegen het maandelijkse quotum." });
export type GeneratedDraft = z.infer<typeof generatedDraftSchema>;

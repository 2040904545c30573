/**
 * The public API's request and response schemas (issue 12, docs/decisions/022-public-api.md):
 * the `api` function validates with them and its OpenAPI 3.1 document is generated from them
 * (z.toJSONSchema), so the document cannot drift from what the function does. The route list
 * itself is plain data in public-api-routes.ts (the public docs page must not load zod).
 */
import { z } from "zod";
import { noControlCharacters } from "./control-characters.ts";
import { CONTENT_LIMITS, CONTENT_MESSAGES, contentPostSchema, topicSchema } from "./content.ts";
import { keywordListSchema } from "./keywords.ts";
import { reportDetailSchema, reportListSchema, reportPdfLinkSchema } from "./reports.ts";
import { catalogue } from "./catalogue.ts";
import { PUBLIC_API_ERROR_CODES } from "./public-api-error-codes.ts";

export const PUBLIC_API_CATALOGUE = catalogue({
  nl: {
    missingKey:
      "Geen API-sleutel meegestuurd. Stuur de header Authorization: Bearer <API-sleutel>.",
    invalidKey: "Deze API-sleutel is ongeldig.",
    revokedKey: "Deze API-sleutel is ingetrokken.",
    notEntitled: "API-toegang hoort niet bij het abonnement van deze sleutel.",
    subscriptionEnded:
      "Het abonnement van deze sleutel is beëindigd. De API werkt weer zodra er een abonnement met API-toegang is; je rapporten en artikelen blijven in je dashboard te lezen en te exporteren.",
    rateLimited:
      "Te veel verzoeken met deze API-sleutel. Probeer het over enkele seconden opnieuw.",
    notFound: "Dit endpoint bestaat niet.",
    reportNotFound: "Dit rapport bestaat niet.",
    methodNotAllowed: "Deze methode is hier niet toegestaan.",
    invalidJson: "De body is geen geldige JSON.",
    invalid: "De invoer is ongeldig.",
    invalidFormat: "Kies format json of pdf.",
    unavailable: "De API is tijdelijk niet beschikbaar. Probeer het later opnieuw.",
    contentUnavailable: "Contentgeneratie is even niet beschikbaar. Probeer het later opnieuw.",
    contentFailed: "Het schrijven van het concept is mislukt. Probeer het later opnieuw.",
  },
  en: {
    missingKey: "No API key sent. Send the header Authorization: Bearer <API key>.",
    invalidKey: "This API key is invalid.",
    revokedKey: "This API key has been revoked.",
    notEntitled: "API access is not part of this key's plan.",
    subscriptionEnded:
      "This key's subscription has ended. The API works again once there is a subscription with API access; your reports and articles stay readable and exportable in your dashboard.",
    rateLimited: "Too many requests with this API key. Try again in a few seconds.",
    notFound: "This endpoint does not exist.",
    reportNotFound: "This report does not exist.",
    methodNotAllowed: "This method is not allowed here.",
    invalidJson: "The body is not valid JSON.",
    invalid: "The input is invalid.",
    invalidFormat: "Choose format json or pdf.",
    unavailable: "The API is temporarily unavailable. Please try again later.",
    contentUnavailable: "Content generation is unavailable right now. Please try again later.",
    contentFailed: "Writing the draft failed. Please try again later.",
  },
});
export const PUBLIC_API_ERRORS = PUBLIC_API_CATALOGUE.nl;
/** The messages in one language. */
export type PublicApiMessages = (typeof PUBLIC_API_CATALOGUE)["en"];

/** The API's `keywords`: the first is the focus keyword, the rest its secondary keywords. */
export const GENERATE_KEYWORDS = { min: 1, max: 1 + CONTENT_LIMITS.secondaryKeywords.max } as const;

export const GENERATE_CATALOGUE = catalogue({
  nl: {
    keywords: `Geef ${GENERATE_KEYWORDS.min} tot ${GENERATE_KEYWORDS.max} zoekwoorden; het eerste is het focuszoekwoord.`,
  },
  en: {
    keywords: `Give ${GENERATE_KEYWORDS.min} to ${GENERATE_KEYWORDS.max} keywords; the first is the focus keyword.`,
  },
});
export const GENERATE_MESSAGES = GENERATE_CATALOGUE.nl;

export const apiErrorSchema = z
  .object({
    error: z.string().meta({
      description:
        "De melding voor mensen, in de taal van de header Accept-Language: Nederlands (standaard) of Engels (en).",
    }),
    code: z.enum(PUBLIC_API_ERROR_CODES).meta({
      description: "Vaste code van de fout, in elke taal dezelfde: om in code op te reageren.",
    }),
  })
  .meta({ description: "Elke fout: een melding en een vaste code." });

export const apiValidationErrorSchema = z
  .object({
    error: z.string(),
    code: z.enum(["invalid_input"]),
    fields: z
      .record(z.string(), z.string())
      .meta({ description: "Per veld (pad met punten, bv. keywords.0) de melding." }),
  })
  .meta({ description: "422: wat er per veld mis is." });

export const reportQuerySchema = z.object({
  format: z
    .enum(["json", "pdf"], { error: PUBLIC_API_ERRORS.invalidFormat })
    .optional()
    .meta({ description: "json (standaard) of pdf: dan een kortlevende downloadlink." }),
});

/** The reports function's own shapes: the API answers the same data as the dashboard. */
export {
  reportDetailSchema as publicReportDetailSchema,
  reportListSchema as publicReportListSchema,
  reportPdfLinkSchema as publicReportPdfLinkSchema,
};

/** The content function's keyword list (contract/keywords.ts): the dashboard and the API agree. */
export { keywordListSchema };

/** Validated with the content contract's own rules for topics and keywords. */
export const generateContentSchema = z
  .object({
    topic: topicSchema,
    keywords: z
      .array(
        z
          .string({ error: CONTENT_MESSAGES.keyword })
          .trim()
          .check(noControlCharacters())
          .min(CONTENT_LIMITS.keyword.min, { error: CONTENT_MESSAGES.keyword })
          .max(CONTENT_LIMITS.keyword.max, { error: CONTENT_MESSAGES.keyword }),
        { error: GENERATE_MESSAGES.keywords },
      )
      .min(GENERATE_KEYWORDS.min, { error: GENERATE_MESSAGES.keywords })
      .max(GENERATE_KEYWORDS.max, { error: GENERATE_MESSAGES.keywords }),
  })
  .meta({ description: "Onderwerp en zoekwoorden; het eerste zoekwoord is het focuszoekwoord." });
export type GenerateContentInput = z.input<typeof generateContentSchema>;

/** The draft in the content function's own shape (issue 12 contract points), counted as quota. */
export const generatedDraftSchema = contentPostSchema
  .pick({
    id: true,
    status: true,
    title: true,
    metaTitle: true,
    metaDescription: true,
    focusKeyword: true,
    markdown: true,
    score: true,
  })
  .meta({ description: "Het geschreven concept, geteld tegen het maandelijkse quotum." });
export type GeneratedDraft = z.infer<typeof generatedDraftSchema>;

/**
 * The public API's OpenAPI 3.1 document, generated from the contract's zod schemas with zod 4's
 * own z.toJSONSchema (JSON Schema 2020-12, which is OpenAPI 3.1's schema dialect) and the route
 * list in contract/public-api-routes.ts. @hono/zod-openapi was not used: it would make every route
 * a createRoute() object and ties us to its zod version range (docs/decisions/022-public-api.md).
 */
import { z } from "zod";
import {
  apiErrorSchema,
  apiValidationErrorSchema,
  generateContentSchema,
  generatedDraftSchema,
  keywordListSchema,
  publicReportDetailSchema,
  publicReportListSchema,
  publicReportPdfLinkSchema,
} from "../contract/public-api.ts";
import {
  PERFORMANCE_API_LIMITS,
  PERFORMANCE_DIMENSIONS,
  performanceAnswerSchema,
  performanceErrorSchema,
} from "../contract/performance-api.ts";
import {
  PUBLIC_API_RATE_LIMIT,
  PUBLIC_API_ROUTES,
  publicApiBaseUrl,
  type PublicApiRouteId,
} from "../contract/public-api-routes.ts";
import type { PublicApiErrorCode } from "../contract/public-api-error-codes.ts";

type Json = Record<string, unknown>;

/** Component name → schema. Names are the $ref targets (#/components/schemas/<name>). */
const COMPONENTS = {
  Error: apiErrorSchema,
  ValidationError: apiValidationErrorSchema,
  ReportList: publicReportListSchema,
  ReportDetail: publicReportDetailSchema,
  ReportPdfLink: publicReportPdfLinkSchema,
  KeywordList: keywordListSchema,
  Performance: performanceAnswerSchema,
  PerformanceError: performanceErrorSchema,
  GenerateContentRequest: generateContentSchema,
  Draft: generatedDraftSchema,
} as const;
type ComponentName = keyof typeof COMPONENTS;

function componentSchemas(): Json {
  // A local registry (not z.globalRegistry): ids stay unique even when the module loads twice.
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(COMPONENTS)) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, {
    uri: (id) => `#/components/schemas/${id}`,
    unrepresentable: "any",
  });
  return Object.fromEntries(
    Object.entries(schemas).map(([id, schema]) => {
      const { $schema: _dialect, $id: _id, ...rest } = schema as Json;
      return [id, rest];
    }),
  );
}

const ref = (name: ComponentName) => ({ $ref: `#/components/schemas/${name}` });
const jsonContent = (name: ComponentName) => ({ "application/json": { schema: ref(name) } });
/** An error answer: what it means and, from the contract's table, the codes it can carry. */
const errorAnswer = (
  description: string,
  codes: readonly PublicApiErrorCode[],
  name: ComponentName = "Error",
) => ({
  description: `${description} Code: ${codes.join(", ")}.`,
  content: jsonContent(name),
  "x-error-codes": codes,
});

const RETRY_AFTER = {
  "Retry-After": { description: "Seconden tot het weer kan.", schema: { type: "integer" } },
};

const AUTH_ERRORS = {
  "401": errorAnswer("Geen, een ongeldige of een ingetrokken API-sleutel.", [
    "missing_api_key",
    "invalid_api_key",
    "revoked_api_key",
  ]),
  "403": errorAnswer("Het abonnement van de sleutel bevat geen API-toegang.", [
    "no_api_access",
    "subscription_ended",
  ]),
  "429": {
    ...errorAnswer(
      `Meer dan ${PUBLIC_API_RATE_LIMIT.requests} verzoeken per ${PUBLIC_API_RATE_LIMIT.windowSeconds} seconden met deze sleutel.`,
      ["rate_limited"],
    ),
    headers: RETRY_AFTER,
  },
};

/** Every route: the API itself can be briefly down. */
const COMMON_ERRORS = {
  "503": errorAnswer("Tijdelijk niet beschikbaar; probeer het later opnieuw.", ["unavailable"]),
};

/** Per route: its summary and answers (auth errors are added for routes that need a key). */
const OPERATIONS: Record<PublicApiRouteId, Json> = {
  listReports: {
    summary: "Rapporten ophalen",
    responses: {
      "200": { description: "Je rapporten, nieuwste eerst.", content: jsonContent("ReportList") },
    },
  },
  getReport: {
    summary: "Eén rapport ophalen (JSON of PDF-link)",
    parameters: [
      { name: "id", in: "path", required: true, schema: { type: "string", format: "uuid" } },
      {
        name: "format",
        in: "query",
        required: false,
        schema: { type: "string", enum: ["json", "pdf"], default: "json" },
      },
    ],
    responses: {
      "200": {
        description: "Het rapport als JSON, of met format=pdf een kortlevende downloadlink.",
        content: {
          "application/json": { schema: { oneOf: [ref("ReportDetail"), ref("ReportPdfLink")] } },
        },
      },
      "403": errorAnswer(
        "Het abonnement van de sleutel bevat geen API-toegang, of format=pdf voor een checklist: de PDF hoort bij het volledige maandrapport.",
        ["no_api_access", "subscription_ended", "pdf_not_included"],
      ),
      "404": errorAnswer("Onbekend rapport (of niet van jou).", ["report_not_found"]),
      "422": errorAnswer("Ongeldige format.", ["invalid_input"], "ValidationError"),
    },
  },
  generateContent: {
    summary: "Content genereren",
    requestBody: { required: true, content: jsonContent("GenerateContentRequest") },
    responses: {
      "201": {
        description: "Het concept, geteld tegen je maandquotum.",
        content: jsonContent("Draft"),
      },
      "400": errorAnswer("Geen geldige JSON.", ["invalid_json"]),
      "409": errorAnswer("Het bedrijfsprofiel is nog niet ingevuld.", ["business_profile_missing"]),
      "422": errorAnswer(
        "Ongeldige invoer, met de melding per veld.",
        ["invalid_input"],
        "ValidationError",
      ),
      "429": {
        ...errorAnswer(
          "Te veel verzoeken met deze sleutel, of het quotum van deze periode is op (Retry-After: tot de volgende periode).",
          ["rate_limited", "content_quota_reached"],
        ),
        headers: RETRY_AFTER,
      },
      "502": errorAnswer("Het schrijven is mislukt bij de AI-dienst.", ["content_failed"]),
      "503": errorAnswer("Tijdelijk niet beschikbaar, of contentgeneratie even niet.", [
        "unavailable",
        "content_unavailable",
      ]),
    },
  },
  listKeywords: {
    summary: "Zoekwoorden ophalen",
    responses: {
      "200": {
        description:
          "Je zoekwoorden met de controles van het laatste rapport en, met Google Search Console gekoppeld, per zoekwoord de positie, vertoningen, klikken en CTR in Google over period (de laatste 28 dagen met gegevens). searchConsole is null voor een zoekwoord zonder vertoningen in die periode; volume is null zonder databron.",
        content: jsonContent("KeywordList"),
      },
    },
  },
  getPerformance: {
    summary: "Klikken, vertoningen, CTR en positie uit Google Search Console",
    parameters: [
      {
        name: "from",
        in: "query",
        required: false,
        description: `Eerste dag (JJJJ-MM-DD), samen met to; hooguit ${PERFORMANCE_API_LIMITS.historyMonths} maanden terug. Zonder from en to: de laatste 28 dagen met gegevens.`,
        schema: { type: "string", format: "date" },
      },
      {
        name: "to",
        in: "query",
        required: false,
        description: "Laatste dag (JJJJ-MM-DD), op of na from en niet na vandaag.",
        schema: { type: "string", format: "date" },
      },
      {
        name: "dimension",
        in: "query",
        required: false,
        schema: { type: "string", enum: [...PERFORMANCE_DIMENSIONS], default: "date" },
      },
      {
        name: "limit",
        in: "query",
        required: false,
        description: "Alleen bij dimension query of page: hoeveel rijen.",
        schema: {
          type: "integer",
          minimum: 1,
          maximum: PERFORMANCE_API_LIMITS.maxRows,
          default: PERFORMANCE_API_LIMITS.defaultRows,
        },
      },
      {
        name: "offset",
        in: "query",
        required: false,
        description: "Alleen bij dimension query of page: hoeveel rijen over te slaan.",
        schema: {
          type: "integer",
          minimum: 0,
          maximum: PERFORMANCE_API_LIMITS.maxOffset,
          default: 0,
        },
      },
    ],
    responses: {
      "200": {
        description: "De cijfers over de periode, uit de geïmporteerde Search Console-gegevens.",
        content: jsonContent("Performance"),
      },
      "409": errorAnswer(
        "Search Console is niet gekoppeld of er is nog niets geïmporteerd.",
        ["search_console_not_connected", "search_console_no_data"],
        "PerformanceError",
      ),
      "422": errorAnswer(
        "Ongeldige parameter, met de melding per parameter in fields.",
        ["invalid_query"],
        "PerformanceError",
      ),
    },
  },
  getOpenApi: {
    summary: "Dit OpenAPI-document",
    security: [],
    responses: { "200": { description: "OpenAPI 3.1", content: { "application/json": {} } } },
  },
};

/** The document for a deployment whose Supabase project URL is `supabaseUrl`. */
export function buildOpenApiDocument(supabaseUrl: string): Json {
  const paths: Record<string, Json> = {};
  for (const route of PUBLIC_API_ROUTES) {
    const operation = OPERATIONS[route.id];
    paths[route.path] = {
      ...paths[route.path],
      [route.method.toLowerCase()]: {
        operationId: route.id,
        ...operation,
        // A route's own description of an answer wins over the generic one (403 on getReport).
        responses: {
          ...COMMON_ERRORS,
          ...(route.auth ? AUTH_ERRORS : {}),
          ...(operation.responses as Json),
        },
      },
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Vindbaar API",
      version: "1.0.0",
      description:
        "Rapporten, zoekwoorden, Search Console-cijfers en content van je Vindbaar-account. Authenticatie met een API-sleutel uit de API-instellingen van je dashboard. Elke fout is JSON met error (de melding, in het Nederlands of met Accept-Language: en in het Engels) en code (vast, in elke taal dezelfde).",
    },
    servers: [{ url: publicApiBaseUrl(supabaseUrl) }],
    security: [{ apiKey: [] }],
    paths,
    components: {
      securitySchemes: { apiKey: { type: "http", scheme: "bearer", description: "vb_live_…" } },
      schemas: componentSchemas(),
    },
  };
}

/**
 * GET /api/v1/performance (issue 21): the customer's imported Search Console figures over a
 * period, per day, query or page. The query is validated here (the `api` function answers 422
 * with the message per field) and the answer's shape is the OpenAPI document's. Figures are made
 * by the shared readers (`_shared/search-console/performance/`), as on the dashboard.
 */
import { z } from "zod";
import { PERFORMANCE_API_LIMITS, PERFORMANCE_DIMENSIONS } from "./performance-api-limits.ts";
import {
  keyedPerformanceSchema,
  performancePeriodSchema,
  performanceTotalsSchema,
} from "./search-performance.ts";
import { catalogue } from "./catalogue.ts";

export { PERFORMANCE_API_LIMITS, PERFORMANCE_DIMENSIONS };
export type PerformanceApiDimension = (typeof PERFORMANCE_DIMENSIONS)[number];

/** Stable machine-readable codes next to the message of each error of this endpoint (public-api-error-codes.ts). */
export const PERFORMANCE_ERROR_CODES = [
  "invalid_query",
  "search_console_not_connected",
  "search_console_no_data",
] as const;
export type PerformanceErrorCode = (typeof PERFORMANCE_ERROR_CODES)[number];

export const PERFORMANCE_CATALOGUE = catalogue({
  nl: {
    day: "Gebruik een bestaande datum als JJJJ-MM-DD, bijvoorbeeld 2026-11-01.",
    pair: "Geef from en to samen op, of geen van beide voor de laatste 28 dagen met gegevens.",
    order: "from moet op of vóór to liggen.",
    tooOld: (earliest: string) =>
      `Search Console bewaart ${PERFORMANCE_API_LIMITS.historyMonths} maanden: kies from op of na ${earliest}.`,
    future: (latest: string) => `to mag niet na vandaag (${latest}) liggen.`,
    dimension: "Kies dimension date, query of page.",
    limit: `limit is een heel getal van 1 tot en met ${PERFORMANCE_API_LIMITS.maxRows}.`,
    offset: `offset is een heel getal van 0 tot en met ${PERFORMANCE_API_LIMITS.maxOffset}.`,
    pagingForDate: "limit en offset horen bij dimension query of page; date geeft elke dag.",
    notConnected:
      "Google Search Console is niet gekoppeld. Koppel Search Console in je dashboard en kies je website.",
    noData:
      "De gegevens uit Google Search Console worden nog geïmporteerd. Probeer het over een paar minuten opnieuw.",
  },
  en: {
    day: "Use an existing date as YYYY-MM-DD, for example 2026-11-01.",
    pair: "Give from and to together, or neither for the last 28 days with data.",
    order: "from must be on or before to.",
    tooOld: (earliest: string) =>
      `Search Console keeps ${PERFORMANCE_API_LIMITS.historyMonths} months: choose from on or after ${earliest}.`,
    future: (latest: string) => `to must not be after today (${latest}).`,
    dimension: "Choose dimension date, query or page.",
    limit: `limit is a whole number from 1 to ${PERFORMANCE_API_LIMITS.maxRows}.`,
    offset: `offset is a whole number from 0 to ${PERFORMANCE_API_LIMITS.maxOffset}.`,
    pagingForDate: "limit and offset belong to dimension query or page; date gives every day.",
    notConnected:
      "Google Search Console is not connected. Connect Search Console in your dashboard and choose your website.",
    noData:
      "The data from Google Search Console is still being imported. Try again in a few minutes.",
  },
});
export const PERFORMANCE_MESSAGES = PERFORMANCE_CATALOGUE.nl;
/** This endpoint's messages in one language. */
export type PerformanceMessages = (typeof PERFORMANCE_CATALOGUE)["en"];

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day: 2026-02-30 matches the pattern but is not one. */
function isCalendarDay(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const dayIn = (messages: PerformanceMessages) =>
  z
    .string({ error: messages.day })
    .regex(DAY, { error: messages.day })
    .refine(isCalendarDay, { error: messages.day });

const wholeNumber = (message: string, min: number, max: number) =>
  z
    .string({ error: message })
    .regex(/^\d{1,6}$/, { error: message })
    .transform(Number)
    .pipe(z.number().int().min(min, { error: message }).max(max, { error: message }));

/** Days the API can answer: from `earliest` (16 months back) through `latest` (today). */
export interface PerformanceBounds {
  earliest: string;
  latest: string;
}

/** The query string, as strings (absent parameters are undefined); `messages` in the request's language. */
export function performanceQuerySchema(
  bounds: PerformanceBounds,
  messages: PerformanceMessages = PERFORMANCE_MESSAGES,
) {
  const day = dayIn(messages);
  return z
    .object({
      from: day.optional(),
      to: day.optional(),
      dimension: z.enum(PERFORMANCE_DIMENSIONS, { error: messages.dimension }).default("date"),
      limit: wholeNumber(messages.limit, 1, PERFORMANCE_API_LIMITS.maxRows).optional(),
      offset: wholeNumber(messages.offset, 0, PERFORMANCE_API_LIMITS.maxOffset).optional(),
    })
    .superRefine((query, ctx) => {
      if ((query.from === undefined) !== (query.to === undefined)) {
        const path = query.from === undefined ? "from" : "to";
        ctx.addIssue({ code: "custom", path: [path], message: messages.pair });
      }
      if (query.from !== undefined && query.from < bounds.earliest) {
        ctx.addIssue({
          code: "custom",
          path: ["from"],
          message: messages.tooOld(bounds.earliest),
        });
      }
      if (query.to !== undefined && query.to > bounds.latest) {
        ctx.addIssue({
          code: "custom",
          path: ["to"],
          message: messages.future(bounds.latest),
        });
      }
      if (query.from !== undefined && query.to !== undefined && query.from > query.to) {
        ctx.addIssue({ code: "custom", path: ["from"], message: messages.order });
      }
      if (query.dimension === "date") {
        for (const path of ["limit", "offset"] as const) {
          if (query[path] !== undefined) {
            ctx.addIssue({
              code: "custom",
              path: [path],
              message: messages.pagingForDate,
            });
          }
        }
      }
    });
}
export type PerformanceQuery = z.output<ReturnType<typeof performanceQuerySchema>>;

export const performanceAnswerSchema = z
  .object({
    period: performancePeriodSchema.meta({
      description: "De dagen van de cijfers (beide inbegrepen), in Search Console's eigen dagen.",
    }),
    dimension: z.enum(PERFORMANCE_DIMENSIONS),
    totals: performanceTotalsSchema.meta({
      description:
        "Google's totalen van de website over de periode, inclusief geanonimiseerde zoekopdrachten; de rijen tellen daarom niet altijd op tot deze totalen.",
    }),
    rows: z.array(keyedPerformanceSchema).meta({
      description:
        "Per dag (key = JJJJ-MM-DD, oudste eerst; dagen zonder gegevens ontbreken) of per zoekopdracht of pagina (meeste klikken eerst, per dag Google's top 500). ctr is klikken / vertoningen (0–1); position is het gemiddelde gewogen naar vertoningen; beide null zonder vertoningen.",
    }),
    dataThrough: z.string().regex(DAY).meta({
      description:
        "De nieuwste dag met gegevens; Search Console loopt 2–3 dagen achter, dus dit is nooit vandaag.",
    }),
  })
  .meta({ description: "Klikken, vertoningen, CTR en positie in Google uit je Search Console." });
export type PerformanceAnswer = z.output<typeof performanceAnswerSchema>;

export const performanceErrorSchema = z
  .object({
    error: z.string(),
    code: z.enum(PERFORMANCE_ERROR_CODES),
    fields: z
      .record(z.string(), z.string())
      .optional()
      .meta({ description: "Bij invalid_query: per parameter de melding." }),
  })
  .meta({
    description:
      "Een fout van /api/v1/performance: de melding in de taal van Accept-Language (Nederlands, of Engels met en) en een vaste code.",
  });

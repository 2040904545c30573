/**
 * The report's section "Organisch verkeer uit Google" (issue 21): what the reports function
 * answers next to a report (GET ?id=) and what its PDF draws. It is read live from the imported
 * Search Console rows every time the report is opened or its PDF is made, never stored with the
 * report (see _shared/report/organic-traffic.ts for why).
 */
import { z } from "zod";
import {
  keyedPerformanceSchema,
  performancePeriodSchema,
  performanceTotalsSchema,
} from "./search-performance.ts";

/** How many top queries and top pages the section lists. */
export const ORGANIC_TOP_ROWS = 10;
/** How many winners and how many losers (queries whose clicks rose or fell most). */
export const ORGANIC_MOVERS = 5;
/** The monthly trend covers at most this many calendar months: all the import holds. */
export const ORGANIC_TREND_MONTHS = 16;

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** One calendar month's totals over the days of it the import holds. */
export const monthlyTrafficSchema = z.object({
  /** "2026-11" */
  month: z.string().regex(/^\d{4}-\d{2}$/),
  /** The first and last day counted: the whole month, or only the part the import holds. */
  from: isoDay,
  to: isoDay,
  clicks: z.number().int().min(0),
  impressions: z.number().int().min(0),
  /** True when the import holds only part of the month: the figures are that part, not a guess. */
  partial: z.boolean(),
});
export type MonthlyTraffic = z.output<typeof monthlyTrafficSchema>;

/** A query whose clicks changed between the two periods, with both figures. */
export const queryMoverSchema = z.object({
  query: z.string(),
  previousClicks: z.number().int().min(0),
  clicks: z.number().int().min(0),
  /** clicks − previousClicks */
  change: z.number().int(),
});
export type QueryMover = z.output<typeof queryMoverSchema>;

const changeSchema = z.number().nullable();

export const organicTrafficSchema = z.discriminatedUnion("status", [
  /** No Search Console connection and nothing imported for the report's period. */
  z.object({ status: z.literal("not-connected") }),
  /** Connected, but nothing imported on or before the report's date (yet). */
  z.object({ status: z.literal("no-data") }),
  z.object({
    status: z.literal("ready"),
    /** The last 28 days ending at the newest imported day on or before the report's date. */
    period: performancePeriodSchema,
    previousPeriod: performancePeriodSchema,
    totals: performanceTotalsSchema,
    previousTotals: performanceTotalsSchema,
    /** Percent change of clicks and impressions; null when the previous period had none. */
    change: z.object({ clicks: changeSchema, impressions: changeSchema }),
    /** Oldest first, ending at the report's month. */
    months: z.array(monthlyTrafficSchema),
    topQueries: z.array(keyedPerformanceSchema),
    topPages: z.array(keyedPerformanceSchema),
    winners: z.array(queryMoverSchema),
    losers: z.array(queryMoverSchema),
  }),
]);
export type OrganicTraffic = z.output<typeof organicTrafficSchema>;
export type ReadyOrganicTraffic = Extract<OrganicTraffic, { status: "ready" }>;

/** The section's words that the report page and its PDF share. */
export const ORGANIC_TRAFFIC_TEXT = {
  title: "Organisch verkeer uit Google",
  notConnected:
    "Koppel Google Search Console om hier te zien hoe vaak je website in Google verschijnt en hoeveel mensen erop klikken: maand na maand, met je beste zoekopdrachten en pagina's en wat er stijgt of daalt. We lezen alleen; we wijzigen niets in je Google-account.",
  notConnectedWhere: "Koppelen doe je in je dashboard met 'Koppel Google Search Console'.",
  noData:
    "Google Search Console is gekoppeld, maar voor de periode van dit rapport hebben we nog geen gegevens opgehaald. Zodra de import klaar is, staan je klikken en vertoningen hier.",
  period: (current: string, previous: string) =>
    `Periode: ${current}, vergeleken met ${previous} (de laatste 28 dagen met cijfers van Google op de rapportdatum, en de 28 dagen daarvoor). Bron: Google Search Console.`,
  monthsHeading: "Klikken en vertoningen per maand",
  partialMonth: (days: string) => `deels: alleen ${days}`,
  partialNote:
    "Een lichtere staaf is een maand waarvan we maar een deel hebben (het begin van de opgehaalde gegevens of de lopende maand): de cijfers gelden voor dat deel.",
  totalsHeading: "Totalen",
  topQueriesHeading: "Beste zoekopdrachten",
  topPagesHeading: "Beste pagina's",
  winnersHeading: "Stijgers",
  losersHeading: "Dalers",
  noQueries: "Geen zoekopdrachten met vertoningen in deze periode.",
  noPages: "Geen pagina's met vertoningen in deze periode.",
  noWinners: "Geen zoekopdracht kreeg meer klikken dan in de vorige periode.",
  noLosers: "Geen zoekopdracht verloor klikken ten opzichte van de vorige periode.",
  metrics: {
    clicks: "Klikken",
    impressions: "Vertoningen",
    ctr: "CTR",
    position: "Gem. positie",
  },
  columns: {
    figure: "Cijfer",
    current: "Deze periode",
    previous: "Vorige periode",
    change: "Verandering",
    month: "Maand",
    query: "Zoekopdracht",
    page: "Pagina",
    difference: "Verschil",
  },
} as const;

/**
 * Search Console figures written the Dutch way (nl-NL), the one way every screen writes them: the
 * dashboard, the report page and its PDF, 'Jouw zoekwoorden', the keyword tool and the planner's
 * reasons. 1.234 clicks, CTR 3,4%, position 7,2, "+12,5%", "1 t/m 28 november 2026". The rules
 * are in figures.ts, which the customer area's English uses too.
 */
import { figureFormats } from "./figures.ts";

export const dutchFigures = figureFormats("nl-NL", "t/m");

/** 1234 → "1.234" */
export const countNl = dutchFigures.count;

/** A CTR of 0.0342 → "3,4%"; "–" without impressions. */
export const ctrNl = dutchFigures.ctr;

/** 7.23 → "7,2"; "–" without impressions. */
export const positionNl = dutchFigures.position;

/** 12.5 → "+12,5%", -3 → "-3,0%"; "–" when there was nothing to compare with. */
export const changeNl = dutchFigures.change;

/** The size of a change without its sign, where an arrow says the direction: -12.5 → "12,5". */
export const changeAmountNl = dutchFigures.changeAmount;

/** A whole-number difference with its sign: 12 → "+12", -3 → "-3", 0 → "0". */
export const differenceNl = dutchFigures.difference;

/** "2026-11-01" → "1 november 2026" */
export const dayNl = dutchFigures.day;

/** "2026-11" → "november 2026" */
export const monthNl = dutchFigures.month;

/** "2026-11" → "nov 26", for a chart's axis. */
export const shortMonthNl = dutchFigures.shortMonth;

/** "1 t/m 28 oktober 2026", "29 september t/m 26 oktober 2026", "8 december 2025 t/m 4 januari 2026". */
export const periodNl = dutchFigures.period;

import { isoToDay } from "./calendar.ts";
import { COUNTRIES, DEVICES, TYPE_SCALE, type DayCells } from "./day-cells.ts";
import { badRequest } from "./api-errors.ts";
import type { PropertyData } from "./property-data.ts";

/** Search Console's `searchAnalytics.query` request, as the official client's types name it. */
export interface SearchAnalyticsRequest {
  startDate: number;
  endDate: number;
  dimensions: Dimension[];
  filterGroups: Filter[][];
  rowLimit: number;
  startRow: number;
  type: string;
  aggregationType: "auto" | "byPage" | "byProperty";
  dataState: "final" | "all";
}

export interface Filter {
  dimension: FilterDimension;
  operator: Operator;
  expression: string;
  /** For the regex operators. */
  regex?: RegExp;
}

export interface ApiDataRow {
  keys: string[];
  clicks: number;
  impressions: number;
  ctr: number;
  position: number;
}

export interface SearchAnalyticsResponse {
  rows?: ApiDataRow[];
  responseAggregationType: "byPage" | "byProperty";
  metadata?: { firstIncompleteDate: string };
}

const DIMENSIONS = ["date", "query", "page", "device", "country", "searchAppearance"] as const;
type Dimension = (typeof DIMENSIONS)[number];
const FILTER_DIMENSIONS = ["query", "page", "device", "country", "searchAppearance"] as const;
type FilterDimension = (typeof FILTER_DIMENSIONS)[number];
const OPERATORS = [
  "equals",
  "notEquals",
  "contains",
  "notContains",
  "includingRegex",
  "excludingRegex",
] as const;
type Operator = (typeof OPERATORS)[number];
const TYPES = ["web", "image", "video", "news", "discover", "googleNews"];
export const DEFAULT_ROW_LIMIT = 1000;
export const MAX_ROW_LIMIT = 25_000;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function oneOf<T extends string>(
  value: unknown,
  allowed: readonly T[],
  field: string,
  fallback: T,
): T {
  if (value === undefined || value === null) return fallback;
  // The API accepts enum values in any case (`DATE`, `date`), as proto enums in JSON.
  const found = allowed.find(
    (item) => typeof value === "string" && item.toLowerCase() === value.toLowerCase(),
  );
  if (!found) throw badRequest(`Invalid value at '${field}' (${String(value)})`);
  return found;
}

function integer(
  value: unknown,
  field: string,
  fallback: number,
  min: number,
  max: number,
): number {
  if (value === undefined || value === null) return fallback;
  const number = typeof value === "string" ? Number(value) : value;
  if (typeof number !== "number" || !Number.isInteger(number)) {
    throw badRequest(`Invalid value at '${field}' (TYPE_INT32), ${JSON.stringify(value)}`);
  }
  if (number < min || number > max) {
    throw badRequest(`${field} must be between ${min} and ${max}, was ${number}.`);
  }
  return number;
}

function date(value: unknown, field: string): number {
  if (value === undefined || value === null || value === "") {
    throw badRequest(`Required field '${field}' is missing.`);
  }
  const day = typeof value === "string" ? isoToDay(value) : null;
  if (day === null) throw badRequest(`Could not parse ${field} '${String(value)}' as YYYY-MM-DD.`);
  return day;
}

/** Validates a request body; throws a 400 GoogleApiError in Google's words where it can. */
export function parseSearchAnalyticsRequest(body: unknown): SearchAnalyticsRequest {
  if (!isObject(body)) throw badRequest("Invalid JSON payload received.");
  const startDate = date(body.startDate, "startDate");
  const endDate = date(body.endDate, "endDate");
  if (startDate > endDate) throw badRequest("startDate must be earlier than or equal to endDate.");
  const rawDimensions = body.dimensions ?? [];
  if (!Array.isArray(rawDimensions)) throw badRequest("Invalid value at 'dimensions'.");
  const dimensions = rawDimensions.map((d, i) => oneOf(d, DIMENSIONS, `dimensions[${i}]`, "query"));
  if (new Set(dimensions).size !== dimensions.length) {
    throw badRequest("Each dimension may be given only once.");
  }
  const rawGroups = body.dimensionFilterGroups ?? [];
  if (!Array.isArray(rawGroups)) throw badRequest("Invalid value at 'dimension_filter_groups'.");
  const filterGroups = rawGroups.map((group, g) => {
    if (!isObject(group)) throw badRequest(`Invalid value at 'dimension_filter_groups[${g}]'.`);
    if (group.groupType !== undefined && String(group.groupType).toLowerCase() !== "and") {
      throw badRequest(`Invalid value at 'dimension_filter_groups[${g}].group_type'.`);
    }
    const filters = group.filters ?? [];
    if (!Array.isArray(filters))
      throw badRequest(`Invalid value at 'dimension_filter_groups[${g}].filters'.`);
    return filters.map((filter, f) =>
      parseFilter(filter, `dimension_filter_groups[${g}].filters[${f}]`),
    );
  });
  const aggregationType = oneOf(
    body.aggregationType,
    ["auto", "byPage", "byProperty"],
    "aggregation_type",
    "auto",
  );
  const byPage =
    dimensions.includes("page") || filterGroups.flat().some((f) => f.dimension === "page");
  if (aggregationType === "byProperty" && byPage) {
    throw badRequest("Cannot group or filter by page when aggregating by property.");
  }
  // `searchType` is the older name of `type`; `type` wins when both are given.
  const type = oneOf(body.type ?? body.searchType, TYPES, "type", "web");
  return {
    startDate,
    endDate,
    dimensions,
    filterGroups,
    rowLimit: integer(body.rowLimit, "rowLimit", DEFAULT_ROW_LIMIT, 1, MAX_ROW_LIMIT),
    startRow: integer(body.startRow, "startRow", 0, 0, 2_147_483_647),
    type,
    aggregationType,
    dataState: oneOf(body.dataState, ["final", "all"], "data_state", "final"),
  };
}

function parseFilter(raw: unknown, field: string): Filter {
  if (!isObject(raw)) throw badRequest(`Invalid value at '${field}'.`);
  const dimension = oneOf(raw.dimension, FILTER_DIMENSIONS, `${field}.dimension`, "query");
  const operator = oneOf(raw.operator, OPERATORS, `${field}.operator`, "equals");
  if (typeof raw.expression !== "string")
    throw badRequest(`Required field '${field}.expression' is missing.`);
  const filter: Filter = { dimension, operator, expression: raw.expression };
  if (operator === "includingRegex" || operator === "excludingRegex") {
    try {
      filter.regex = new RegExp(raw.expression);
    } catch {
      throw badRequest(`Invalid regular expression in '${field}.expression': ${raw.expression}`);
    }
  }
  return filter;
}

/** Whether a value passes one filter; contains and equals ignore case like Search Console. */
export function matches(filter: Filter, value: string): boolean {
  const a = value.toLowerCase();
  const b = filter.expression.toLowerCase();
  switch (filter.operator) {
    case "equals":
      return a === b;
    case "notEquals":
      return a !== b;
    case "contains":
      return a.includes(b);
    case "notContains":
      return !a.includes(b);
    case "includingRegex":
      return filter.regex!.test(value);
    case "excludingRegex":
      return !filter.regex!.test(value);
  }
}

/** The value of a cell for a dimension (`searchAppearance`: the double has no rich results). */
type Lookup = (cells: DayCells, i: number, dayIso: string) => string;

function lookupFor(data: PropertyData, dimension: Dimension): Lookup {
  const { queries, pages } = data.universe;
  switch (dimension) {
    case "date":
      return (_c, _i, dayIso) => dayIso;
    case "query":
      return (c, i) => queries[c.query[i]];
    case "page":
      return (c, i) => pages[c.page[i]];
    case "device":
      return (c, i) => DEVICES[c.device[i]];
    case "country":
      return (c, i) => COUNTRIES[c.country[i]];
    case "searchAppearance":
      return () => "";
  }
}

/**
 * Runs a query over a property's generated cells: filter, group by the dimensions, sum, then
 * sort (by date when grouped by date, otherwise by clicks, then impressions, then keys, so pages
 * of `startRow` never overlap) and page.
 */
export function runSearchAnalytics(
  data: PropertyData,
  request: SearchAnalyticsRequest,
  nowMs: number,
): SearchAnalyticsResponse {
  const byPage =
    request.aggregationType === "byPage" ||
    (request.aggregationType === "auto" &&
      (request.dimensions.includes("page") ||
        request.filterGroups.flat().some((f) => f.dimension === "page")));
  const response: SearchAnalyticsResponse = {
    responseAggregationType: byPage ? "byPage" : "byProperty",
  };
  const filters = request.filterGroups.flat();
  const wantsAppearance =
    request.dimensions.includes("searchAppearance") ||
    filters.some((f) => f.dimension === "searchAppearance" && f.operator === "equals");
  if (!(request.type in TYPE_SCALE) || wantsAppearance) return response;

  const keyOf = request.dimensions.map((d) => lookupFor(data, d));
  const filterValue = filters.map((f) => lookupFor(data, f.dimension));
  const groups = new Map<
    string,
    { keys: string[]; clicks: number; impressions: number; positionSum: number }
  >();
  let firstIncomplete: string | undefined;
  for (let day = request.startDate; day <= request.endDate; day++) {
    const cells = data.day(day, request.type, request.dataState, nowMs);
    if (cells.length === 0) continue;
    const dayIso = new Date(day * 86_400_000).toISOString().slice(0, 10);
    if (request.dataState === "all" && data.isFresh(day, nowMs)) firstIncomplete ??= dayIso;
    // Filter values repeat a lot (the same query on many cells): cache the verdict per value.
    const verdicts = filters.map(() => new Map<string, boolean>());
    cells: for (let i = 0; i < cells.length; i++) {
      for (let f = 0; f < filters.length; f++) {
        const value = filterValue[f](cells, i, dayIso);
        let ok = verdicts[f].get(value);
        if (ok === undefined) {
          ok = matches(filters[f], value);
          verdicts[f].set(value, ok);
        }
        if (!ok) continue cells;
      }
      const keys = keyOf.map((k) => k(cells, i, dayIso));
      const key = keys.join("\u0000");
      let group = groups.get(key);
      if (!group) {
        group = { keys, clicks: 0, impressions: 0, positionSum: 0 };
        groups.set(key, group);
      }
      group.clicks += cells.clicks[i];
      group.impressions += cells.impressions[i];
      group.positionSum += cells.positionSum[i];
    }
  }
  if (groups.size === 0) return response;
  const rows: ApiDataRow[] = [...groups.values()].map((g) => ({
    keys: g.keys,
    clicks: g.clicks,
    impressions: g.impressions,
    ctr: g.clicks / g.impressions,
    position: g.positionSum / g.impressions,
  }));
  const dateIndex = request.dimensions.indexOf("date");
  rows.sort((a, b) => {
    if (dateIndex >= 0 && a.keys[dateIndex] !== b.keys[dateIndex]) {
      return a.keys[dateIndex] < b.keys[dateIndex] ? -1 : 1;
    }
    return (
      b.clicks - a.clicks ||
      b.impressions - a.impressions ||
      (a.keys.join("\u0000") < b.keys.join("\u0000") ? -1 : 1)
    );
  });
  const page = rows.slice(request.startRow, request.startRow + request.rowLimit);
  if (page.length > 0) response.rows = page;
  if (firstIncomplete && dateIndex >= 0)
    response.metadata = { firstIncompleteDate: firstIncomplete };
  return response;
}

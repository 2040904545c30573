import {
  searchConsoleConsentSchema,
  searchConsolePropertiesSchema,
  searchConsoleStateSchema,
  type SearchConsoleCallback,
  type SearchConsoleProperty,
  type SearchConsoleState,
} from "@contract/search-console";
import {
  searchPerformanceAnswerSchema,
  type SearchPerformanceAnswer,
} from "@contract/search-performance-overview";
import type { z } from "zod";
import { i18n } from "@/i18n";
import { invokeFunction } from "@/lib/invoke-function";

const FUNCTION = "search-console";

/** The answer's shape and, shown where the card shows the server's reasons, its error in the customer's language. */
function answer<S extends z.ZodType>(schema: S) {
  return { schema, unexpectedAnswer: () => i18n.t("searchConsole:unexpectedAnswer") };
}

/** GET /search-console → not connected, connected (with or without a property) or broken. */
export async function getSearchConsoleState(): Promise<SearchConsoleState> {
  return invokeFunction(FUNCTION, { method: "GET", ...answer(searchConsoleStateSchema) });
}

/** POST /search-console/start → Google's consent page for this customer. */
export async function startSearchConsoleConsent(): Promise<string> {
  const consent = await invokeFunction(`${FUNCTION}/start`, {
    body: {},
    ...answer(searchConsoleConsentSchema),
  });
  return consent.url;
}

/** POST /search-console/callback with what Google put in the callback's query. */
export async function finishSearchConsoleConsent(
  callback: SearchConsoleCallback,
): Promise<SearchConsoleState> {
  return invokeFunction(`${FUNCTION}/callback`, {
    body: callback,
    ...answer(searchConsoleStateSchema),
  });
}

/** GET /search-console/properties → the account's properties, the profile's site suggested. */
export async function getSearchConsoleProperties(): Promise<SearchConsoleProperty[]> {
  const list = await invokeFunction(`${FUNCTION}/properties`, {
    method: "GET",
    ...answer(searchConsolePropertiesSchema),
  });
  return list.properties;
}

export async function chooseSearchConsoleProperty(siteUrl: string): Promise<SearchConsoleState> {
  return invokeFunction(`${FUNCTION}/property`, {
    body: { siteUrl },
    ...answer(searchConsoleStateSchema),
  });
}

export async function disconnectSearchConsole(deleteData: boolean): Promise<SearchConsoleState> {
  return invokeFunction(`${FUNCTION}/disconnect`, {
    body: { deleteData },
    ...answer(searchConsoleStateSchema),
  });
}

/** GET /search-console/performance → the dashboard's figures, or why there are none yet. */
export async function getSearchPerformance(): Promise<SearchPerformanceAnswer> {
  return invokeFunction(`${FUNCTION}/performance`, {
    method: "GET",
    ...answer(searchPerformanceAnswerSchema),
  });
}

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
import { FunctionCallError, invokeFunction } from "@/lib/invoke-function";

const FUNCTION = "search-console";

function parsed<S extends z.ZodType>(schema: S, answer: unknown): z.infer<S> {
  const result = schema.safeParse(answer);
  // Shown where the card shows the server's reasons, so in the customer's language.
  if (!result.success)
    throw new FunctionCallError(i18n.t("searchConsole:unexpectedAnswer"), null, false);
  return result.data;
}

/** GET /search-console → not connected, connected (with or without a property) or broken. */
export async function getSearchConsoleState(): Promise<SearchConsoleState> {
  return parsed(
    searchConsoleStateSchema,
    await invokeFunction(FUNCTION, undefined, { method: "GET" }),
  );
}

/** POST /search-console/start → Google's consent page for this customer. */
export async function startSearchConsoleConsent(): Promise<string> {
  return parsed(searchConsoleConsentSchema, await invokeFunction(`${FUNCTION}/start`, {})).url;
}

/** POST /search-console/callback with what Google put in the callback's query. */
export async function finishSearchConsoleConsent(
  answer: SearchConsoleCallback,
): Promise<SearchConsoleState> {
  return parsed(searchConsoleStateSchema, await invokeFunction(`${FUNCTION}/callback`, answer));
}

/** GET /search-console/properties → the account's properties, the profile's site suggested. */
export async function getSearchConsoleProperties(): Promise<SearchConsoleProperty[]> {
  return parsed(
    searchConsolePropertiesSchema,
    await invokeFunction(`${FUNCTION}/properties`, undefined, { method: "GET" }),
  ).properties;
}

export async function chooseSearchConsoleProperty(siteUrl: string): Promise<SearchConsoleState> {
  return parsed(
    searchConsoleStateSchema,
    await invokeFunction(`${FUNCTION}/property`, { siteUrl }),
  );
}

export async function disconnectSearchConsole(deleteData: boolean): Promise<SearchConsoleState> {
  return parsed(
    searchConsoleStateSchema,
    await invokeFunction(`${FUNCTION}/disconnect`, { deleteData }),
  );
}

/** GET /search-console/performance → the dashboard's figures, or why there are none yet. */
export async function getSearchPerformance(): Promise<SearchPerformanceAnswer> {
  return parsed(
    searchPerformanceAnswerSchema,
    await invokeFunction(`${FUNCTION}/performance`, undefined, { method: "GET" }),
  );
}

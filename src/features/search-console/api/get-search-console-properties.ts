import { useQuery } from "@tanstack/react-query";
import {
  searchConsolePropertiesSchema,
  type SearchConsoleProperty,
} from "@contract/search-console";
import { retryRecoverable } from "@/lib/call-function";
import { invokeFunction } from "@/lib/invoke-function";
import { SEARCH_CONSOLE_FUNCTION, searchConsoleAnswer } from "./search-console-answer";
import { searchConsoleKeys } from "./query-keys";

/** GET /search-console/properties → the account's properties, the profile's site suggested. */
export async function getSearchConsoleProperties(): Promise<SearchConsoleProperty[]> {
  const list = await invokeFunction(`${SEARCH_CONSOLE_FUNCTION}/properties`, {
    method: "GET",
    ...searchConsoleAnswer(searchConsolePropertiesSchema),
  });
  return list.properties;
}

export function useSearchConsoleProperties() {
  return useQuery({
    queryKey: searchConsoleKeys.properties(),
    queryFn: getSearchConsoleProperties,
    retry: retryRecoverable,
  });
}

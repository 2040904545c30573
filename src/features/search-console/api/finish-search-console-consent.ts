import {
  searchConsoleStateSchema,
  type SearchConsoleCallback,
  type SearchConsoleState,
} from "@contract/search-console";
import { invokeFunction } from "@/lib/invoke-function";
import { SEARCH_CONSOLE_FUNCTION, searchConsoleAnswer } from "./search-console-answer";

/** POST /search-console/callback with what Google put in the callback's query. */
export async function finishSearchConsoleConsent(
  callback: SearchConsoleCallback,
): Promise<SearchConsoleState> {
  return invokeFunction(`${SEARCH_CONSOLE_FUNCTION}/callback`, {
    body: callback,
    ...searchConsoleAnswer(searchConsoleStateSchema),
  });
}

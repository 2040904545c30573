import { searchConsoleStateSchema, type SearchConsoleState } from "@contract/search-console";
import { invokeFunction } from "@/lib/invoke-function";
import { SEARCH_CONSOLE_FUNCTION, searchConsoleAnswer } from "./search-console-answer";
import { useStateMutation } from "./use-state-mutation";

/** POST /search-console/property { siteUrl } → the state with the chosen property. */
export async function chooseSearchConsoleProperty(siteUrl: string): Promise<SearchConsoleState> {
  return invokeFunction(`${SEARCH_CONSOLE_FUNCTION}/property`, {
    body: { siteUrl },
    ...searchConsoleAnswer(searchConsoleStateSchema),
  });
}

export function useChooseSearchConsoleProperty() {
  return useStateMutation(chooseSearchConsoleProperty);
}

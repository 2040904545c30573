import { searchConsoleStateSchema, type SearchConsoleState } from "@contract/search-console";
import { invokeFunction } from "@/lib/invoke-function";
import { SEARCH_CONSOLE_FUNCTION, searchConsoleAnswer } from "./search-console-answer";
import { useStateMutation } from "./use-state-mutation";

/** POST /search-console/disconnect { deleteData } → the state after Google's access is revoked. */
export async function disconnectSearchConsole(deleteData: boolean): Promise<SearchConsoleState> {
  return invokeFunction(`${SEARCH_CONSOLE_FUNCTION}/disconnect`, {
    body: { deleteData },
    ...searchConsoleAnswer(searchConsoleStateSchema),
  });
}

export function useDisconnectSearchConsole() {
  return useStateMutation(disconnectSearchConsole);
}

import { useMutation } from "@tanstack/react-query";
import { searchConsoleConsentSchema } from "@contract/search-console";
import { invokeFunction } from "@/lib/invoke-function";
import { SEARCH_CONSOLE_FUNCTION, searchConsoleAnswer } from "./search-console-answer";

/** POST /search-console/start → Google's consent page for this customer. */
export async function startSearchConsoleConsent(): Promise<string> {
  const consent = await invokeFunction(`${SEARCH_CONSOLE_FUNCTION}/start`, {
    body: {},
    ...searchConsoleAnswer(searchConsoleConsentSchema),
  });
  return consent.url;
}

/** Asks for the consent URL and leaves for Google; the page unloads on success. */
export function useStartSearchConsoleConsent() {
  return useMutation({
    mutationFn: startSearchConsoleConsent,
    onSuccess: (url) => window.location.assign(url),
  });
}

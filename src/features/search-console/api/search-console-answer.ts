import type { z } from "zod";
import { i18n } from "@/i18n";

/** The function every Search Console call goes to: `search-console` and its sub-paths. */
export const SEARCH_CONSOLE_FUNCTION = "search-console";

/**
 * The answer's shape and its error when another shape arrives: shown where the card shows the
 * server's reasons, so in the customer's language.
 */
export function searchConsoleAnswer<S extends z.ZodType>(schema: S) {
  return { schema, unexpectedAnswer: () => i18n.t("searchConsole:unexpectedAnswer") };
}

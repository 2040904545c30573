import { z } from "zod";
import { SEARCH_CONSOLE_PERMISSIONS } from "../contract/search-console.ts";
import type { GoogleConfig } from "./google-config.ts";
import { googleRequest } from "./google-fetch.ts";

/** webmasters/v3 sites.list: Google leaves `siteEntry` out when the account has no properties. */
const sitesListSchema = z.object({
  siteEntry: z
    .array(
      z.object({
        siteUrl: z.string().min(1),
        permissionLevel: z.enum(SEARCH_CONSOLE_PERMISSIONS),
      }),
    )
    .optional(),
});
export type GoogleSiteEntry = NonNullable<z.infer<typeof sitesListSchema>["siteEntry"]>[number];

export async function listSites(
  config: GoogleConfig,
  accessToken: string,
): Promise<GoogleSiteEntry[]> {
  const answer = await googleRequest(
    new URL("webmasters/v3/sites", config.apiRoot).toString(),
    { headers: { Authorization: `Bearer ${accessToken}`, Accept: "application/json" } },
    sitesListSchema,
  );
  return answer.siteEntry ?? [];
}

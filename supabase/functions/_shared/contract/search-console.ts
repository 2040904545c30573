/**
 * The search-console function's contract (issue 21), shared by the browser and the handler.
 *   GET  /search-console             → SearchConsoleState
 *   POST /search-console/start       → { url } (Google's consent page; the state is bound to the caller)
 *   POST /search-console/callback    { state, code } | { state, error } → SearchConsoleState
 *   GET  /search-console/properties  → { properties: SearchConsoleProperty[] }
 *   POST /search-console/property    { siteUrl } → SearchConsoleState
 *   POST /search-console/disconnect  { deleteData } → SearchConsoleState (not connected)
 *   GET  /search-console/performance → SearchPerformanceAnswer (search-performance-overview.ts)
 * The browser route that Google sends the customer back to is SEARCH_CONSOLE_CALLBACK_PATH.
 */
import { z } from "zod";
import { catalogue } from "./catalogue.ts";

/** The only scope asked for: reading Search Console data, nothing else of the Google account. */
export const SEARCH_CONSOLE_SCOPE = "https://www.googleapis.com/auth/webmasters.readonly";

export { SEARCH_CONSOLE_CALLBACK_PATH } from "./search-console-callback.ts";

export const SEARCH_CONSOLE_LIMITS = {
  /** Google's `state` round-trip: our nonce is 43 base64url characters. */
  state: { max: 200 },
  /** Authorization codes are short; the cap only keeps a hostile body small. */
  code: { max: 2048 },
  siteUrl: { max: 2048 },
  /** How long a consent round-trip may take before its state no longer counts. */
  stateLifetimeSeconds: 600,
} as const;

/**
 * The import keeps, per day, this many of the top queries and of the top pages: more than the
 * dashboard, the report and the keyword views show, and a bound on a long-tail property's rows.
 */
export const SEARCH_CONSOLE_IMPORT_LIMITS = { topRowsPerDay: 500 } as const;

export const SEARCH_CONSOLE_CATALOGUE = catalogue({
  nl: {
    invalidState:
      "Deze koppeling is verlopen of al gebruikt. Start het koppelen opnieuw vanaf je dashboard.",
    accessDenied:
      "Je hebt Google geen toestemming gegeven, dus we kunnen je Search Console-gegevens niet lezen. " +
      "Koppel opnieuw en kies 'Toestaan' als je je klikken en posities hier wilt zien.",
    consentFailed: "Google heeft het koppelen afgebroken. Probeer het opnieuw.",
    noRefreshToken:
      "Google gaf geen blijvende toegang terug. Koppel opnieuw en geef toestemming voor offline toegang.",
    missingScope:
      "Je hebt de toegang tot Search Console niet aangevinkt. Koppel opnieuw en vink die toegang aan.",
    codeRejected:
      "Google heeft de koppeling niet geaccepteerd (de code is verlopen). Koppel opnieuw.",
    notConnected: "Google Search Console is nog niet gekoppeld.",
    broken:
      "De toegang tot Google Search Console is ingetrokken of verlopen. Kies 'Opnieuw koppelen' om verder te gaan.",
    unknownProperty:
      "Deze property staat niet in je Search Console-account. Kies er een uit de lijst.",
    unverifiedProperty:
      "Je bent nog niet geverifieerd als eigenaar of gebruiker van deze property. Verifieer hem eerst in Search Console.",
    noVerifiedProperty:
      "Je Google-account heeft nog geen geverifieerde property in Search Console. Voeg je website toe " +
      "in Search Console, verifieer hem en kom dan terug.",
    propertyAccessLost:
      "Je Google-account heeft geen toegang meer tot deze property. Herstel de toegang in Search Console of kies een andere property.",
    googleUnavailable:
      "Google Search Console is tijdelijk niet bereikbaar. Probeer het later opnieuw.",
    notConfigured: "De koppeling met Google is op deze server nog niet ingesteld.",
    unavailable:
      "De Search Console-koppeling is tijdelijk niet beschikbaar. Probeer het later opnieuw.",
    notFound: "Onbekende Search Console-actie.",
  },
  en: {
    invalidState:
      "This link has expired or was already used. Start connecting again from your dashboard.",
    accessDenied:
      "You did not give Google permission, so we cannot read your Search Console data. " +
      "Connect again and choose 'Allow' if you want to see your clicks and positions here.",
    consentFailed: "Google cancelled the connection. Please try again.",
    noRefreshToken: "Google did not return lasting access. Connect again and allow offline access.",
    missingScope: "You did not tick access to Search Console. Connect again and tick that access.",
    codeRejected: "Google did not accept the connection (the code has expired). Connect again.",
    notConnected: "Google Search Console is not connected yet.",
    broken:
      "Access to Google Search Console was revoked or has expired. Choose 'Reconnect' to continue.",
    unknownProperty:
      "This property is not in your Search Console account. Choose one from the list.",
    unverifiedProperty:
      "You are not verified as an owner or user of this property yet. Verify it in Search Console first.",
    noVerifiedProperty:
      "Your Google account has no verified property in Search Console yet. Add your website " +
      "in Search Console, verify it and then come back.",
    propertyAccessLost:
      "Your Google account no longer has access to this property. Restore access in Search Console or choose another property.",
    googleUnavailable: "Google Search Console cannot be reached right now. Please try again later.",
    notConfigured: "The connection with Google has not been set up on this server yet.",
    unavailable:
      "The Search Console connection is temporarily unavailable. Please try again later.",
    notFound: "Unknown Search Console action.",
  },
});
export const SEARCH_CONSOLE_MESSAGES = SEARCH_CONSOLE_CATALOGUE.nl;
/** The Search Console function's messages in one language. */
export type SearchConsoleMessages = (typeof SEARCH_CONSOLE_CATALOGUE)["en"];

export const searchConsoleCallbackSchema = z.union([
  z.object({
    state: z.string().min(1).max(SEARCH_CONSOLE_LIMITS.state.max),
    code: z.string().min(1).max(SEARCH_CONSOLE_LIMITS.code.max),
  }),
  z.object({
    state: z.string().min(1).max(SEARCH_CONSOLE_LIMITS.state.max),
    error: z.string().min(1).max(200),
  }),
]);
export type SearchConsoleCallback = z.infer<typeof searchConsoleCallbackSchema>;

export const chooseSearchConsolePropertySchema = z.object({
  siteUrl: z.string().trim().min(1).max(SEARCH_CONSOLE_LIMITS.siteUrl.max),
});

export const disconnectSearchConsoleSchema = z.object({ deleteData: z.boolean() });

/** Google's permission levels (sites resource); only siteUnverifiedUser may not read data. */
export const SEARCH_CONSOLE_PERMISSIONS = [
  "siteOwner",
  "siteFullUser",
  "siteRestrictedUser",
  "siteUnverifiedUser",
] as const;
export type SearchConsolePermission = (typeof SEARCH_CONSOLE_PERMISSIONS)[number];

export const searchConsolePropertySchema = z.object({
  siteUrl: z.string(),
  /** "domain" for `sc-domain:example.nl`, "url-prefix" for `https://www.example.nl/`. */
  kind: z.enum(["domain", "url-prefix"]),
  permissionLevel: z.enum(SEARCH_CONSOLE_PERMISSIONS),
  verified: z.boolean(),
  /** The property that matches the business profile's website (at most one). */
  suggested: z.boolean(),
});
export type SearchConsoleProperty = z.infer<typeof searchConsolePropertySchema>;

export const searchConsolePropertiesSchema = z.object({
  properties: z.array(searchConsolePropertySchema),
});

/** How far the import of the chosen property is, and how its last run ended. */
export const searchConsoleImportStatusSchema = z.object({
  /** When a run last stored data (ISO), null before the first. */
  lastImportAt: z.string().nullable(),
  /** The Dutch reason the last run failed; null when it succeeded. */
  lastError: z.string().nullable(),
  /** True once all 16 months are in; until then `backfillPercent` says how far it is (0–100). */
  backfillComplete: z.boolean(),
  backfillPercent: z.number().int().min(0).max(100),
});
export type SearchConsoleImportStatus = z.infer<typeof searchConsoleImportStatusSchema>;

export const searchConsoleStateSchema = z.discriminatedUnion("status", [
  z.object({ status: z.literal("not_connected") }),
  z.object({
    status: z.literal("connected"),
    property: z.string().nullable(),
    connectedAt: z.string(),
    /** Null (or absent) until the import of the chosen property has started. */
    import: searchConsoleImportStatusSchema.nullable().optional(),
  }),
  z.object({ status: z.literal("broken"), error: z.string(), connectedAt: z.string() }),
]);
export type SearchConsoleState = z.infer<typeof searchConsoleStateSchema>;

export const searchConsoleConsentSchema = z.object({ url: z.string().url() });

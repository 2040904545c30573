/**
 * The api-keys function's contract (issue 12, docs/decisions/022-public-api.md), shared by the
 * API settings page and the handler.
 *   POST { name }    → 201 CreatedApiKey (the full key, shown this once)
 *   GET              → ApiKeyList (never a key: only its prefix)
 *   DELETE ?id=<id>  → { id, revokedAt } (404 for an unknown id or someone else's key)
 */
import { z } from "zod";
import { catalogue } from "./catalogue.ts";

export const API_KEY_LIMITS = {
  name: { min: 1, max: 60 },
  /** Active (not revoked) keys per customer. */
  maxActiveKeys: 10,
} as const;

/** "vb_live_" + 8 characters identify a key; the full key adds "_" + 40 secret characters. */
export const API_KEY_PREFIX_PATTERN = /^vb_live_[A-Za-z0-9]{8}$/;
export const API_KEY_PATTERN = /^vb_live_([A-Za-z0-9]{8})_[A-Za-z0-9]{40}$/;

export const API_KEY_CATALOGUE = catalogue({
  nl: {
    name: `Geef je sleutel een naam van ${API_KEY_LIMITS.name.min} tot ${API_KEY_LIMITS.name.max} tekens.`,
    tooMany: `Je hebt al ${API_KEY_LIMITS.maxActiveKeys} actieve API-sleutels. Trek er eerst een in.`,
    notEntitled: "API-toegang hoort niet bij je huidige abonnement.",
    invalidId: "Ongeldige sleutel-id.",
    notFound: "Deze API-sleutel bestaat niet.",
    unavailable: "De API-sleutels zijn tijdelijk niet beschikbaar. Probeer het later opnieuw.",
  },
  en: {
    name: `Give your key a name of ${API_KEY_LIMITS.name.min} to ${API_KEY_LIMITS.name.max} characters.`,
    tooMany: `You already have ${API_KEY_LIMITS.maxActiveKeys} active API keys. Revoke one first.`,
    notEntitled: "API access is not part of your current plan.",
    invalidId: "Invalid key id.",
    notFound: "This API key does not exist.",
    unavailable: "The API keys are temporarily unavailable. Please try again later.",
  },
});
export const API_KEY_MESSAGES = API_KEY_CATALOGUE.nl;

/** The body's field as the API-key form names it. */
export const API_KEY_FIELDS = { name: { nl: "Naam van de sleutel", en: "Key name" } } as const;

export const createApiKeySchema = z.object({
  name: z
    .string({ error: API_KEY_MESSAGES.name })
    .trim()
    .min(API_KEY_LIMITS.name.min, { error: API_KEY_MESSAGES.name })
    .max(API_KEY_LIMITS.name.max, { error: API_KEY_MESSAGES.name }),
});
export type CreateApiKeyInput = z.input<typeof createApiKeySchema>;

export const createdApiKeySchema = z.object({
  id: z.uuid(),
  key: z.string().regex(API_KEY_PATTERN),
  prefix: z.string().regex(API_KEY_PREFIX_PATTERN),
});
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const apiKeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const apiKeyListSchema = z.object({
  keys: z.array(apiKeySchema),
  /** Whether the caller's plan may create keys (the page explains which plans do otherwise). */
  apiAccess: z.boolean(),
});
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;

export const revokedApiKeySchema = z.object({ id: z.uuid(), revokedAt: z.string() });
export type RevokedApiKey = z.infer<typeof revokedApiKeySchema>;

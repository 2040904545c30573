import { z } from "zod";
import { LOCALES, type Locale } from "./locale.ts";

/**
 * GET/PUT /functions/v1/account: the signed-in customer's own account settings. For now the
 * language: null until the customer chooses one in the account menu.
 */
export const accountUpdateSchema = z.strictObject({ locale: z.enum(LOCALES) });
export type AccountUpdate = z.infer<typeof accountUpdateSchema>;

export interface AccountResponse {
  locale: Locale | null;
}

/** The body's fields as the account menu names them, for validation messages. */
export const ACCOUNT_FIELDS = {
  locale: { nl: "Taal", en: "Language" },
} as const;

export const ACCOUNT_MESSAGES = {
  unavailable: "Account settings are temporarily unavailable. Please try again.",
} as const;

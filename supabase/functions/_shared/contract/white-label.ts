/**
 * Request and response shapes of the white-label functions (`white-label`, `white-label-branding`),
 * shared by the browser's API modules and the handlers. The shape checks live here; the byte checks
 * of uploaded images (magic numbers, SVG content) run on the server only
 * (supabase/functions/_shared/white-label/).
 */
import { z } from "zod";
import { noControlCharacters } from "./control-characters.ts";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "./locale.ts";
import { PLAN_IDS } from "./plans.ts";
import { whiteLabelMessage, type WhiteLabelMessageCode } from "./white-label-messages.ts";

export {
  WHITE_LABEL_FIELDS,
  WHITE_LABEL_MESSAGES,
  whiteLabelFieldMessage,
  whiteLabelMessage,
  type WhiteLabelField,
  type WhiteLabelMessageCode,
} from "./white-label-messages.ts";

/** Defaults of a new reseller's settings (docs/contracts/product-rules.md §6). */
export const WHITE_LABEL_DEFAULTS = {
  enabled: false,
  companyName: "",
  emailFooter: "Powered by Your Company",
  primaryColor: "#9b87f5",
  secondaryColor: "#6E59A5",
  accentColor: "#0EA5E9",
  logo: null,
  favicon: null,
  customDomain: null,
  // The Content tab: the four toggles and their defaults.
  removePoweredBy: true,
  customEmailTemplates: true,
  customReports: true,
  clientLogin: false,
} as const;

export const WHITE_LABEL_LIMITS = {
  companyNameMax: 100,
  emailFooterMax: 200,
  logoMaxBytes: 200 * 1024,
  faviconMaxBytes: 50 * 1024,
  domainMax: 253,
  /** "#" and six hex digits. */
  colorLength: 7,
} as const;

/** Our own domain: a reseller cannot claim it or any host below it. */
export const OWN_DOMAIN = "vindbaar.nl";
/** Where a reseller's domain must point (the function reads WHITE_LABEL_CNAME_TARGET). */
export const DEFAULT_CNAME_TARGET = "clients.vindbaar.nl";

export const IMAGE_TYPES = ["image/png", "image/jpeg", "image/svg+xml"] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

const DATA_URL = /^data:(image\/png|image\/jpeg|image\/svg\+xml);base64,([A-Za-z0-9+/]*={0,2})$/;

/** Decoded size of a base64 payload, without decoding it. */
export function base64Bytes(payload: string): number {
  const padding = payload.endsWith("==") ? 2 : payload.endsWith("=") ? 1 : 0;
  return Math.floor((payload.length * 3) / 4) - padding;
}

/** `data:image/png;base64,...` split into its declared type and payload, or null. */
export function parseDataUrl(value: string): { type: ImageType; base64: string } | null {
  const match = DATA_URL.exec(value);
  if (!match || match[2].length === 0 || match[2].length % 4 !== 0) return null;
  return { type: match[1] as ImageType, base64: match[2] };
}

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** Why `host` is not an acceptable custom domain (a message code), or null when it is. */
export function customDomainProblem(host: string): WhiteLabelMessageCode | null {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(host)) return "domainScheme";
  if (/[/?#:@\\]/.test(host)) return "domainPath";
  const name = host.toLowerCase();
  if (name.length > WHITE_LABEL_LIMITS.domainMax) return "tooLong";
  const labels = name.split(".");
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) return "domainShape";
  // The top-level domain is letters only (no IP addresses).
  if (!/^[a-z]{2,63}$/.test(labels[labels.length - 1])) return "domainShape";
  if (name === OWN_DOMAIN || name.endsWith(`.${OWN_DOMAIN}`)) return "domainOwn";
  return null;
}

/** The values a domain problem's message names (the limit, our own domain). */
export const DOMAIN_MESSAGE_VALUES = { max: WHITE_LABEL_LIMITS.domainMax, domain: OWN_DOMAIN };

/**
 * The settings schema with its messages in `locale` (the function parses with the request's
 * language, the browser with the active one). Built once per language.
 */
function settingsSchema(locale: Locale) {
  const say = (code: WhiteLabelMessageCode, values?: Record<string, string | number>) =>
    whiteLabelMessage(code, locale, values);
  const text = () => z.string({ error: say("notText") });
  const onOff = () => z.boolean({ error: say("notOnOff") });
  const color = text().regex(/^#[0-9A-Fa-f]{6}$/, { error: say("color") });
  const limitedText = (max: number) =>
    text()
      .trim()
      .check(noControlCharacters({ locale }))
      .max(max, { error: say("tooLong", { max }) });

  const imageDataUrl = (maxBytes: number) => {
    // The longest string that can hold maxBytes as base64, plus the longest prefix.
    const maxLength = Math.ceil(maxBytes / 3) * 4 + "data:image/svg+xml;base64,".length;
    const tooLarge = say("imageTooLarge", { limit: maxBytes / 1024 });
    return text().superRefine((value, ctx) => {
      if (value.length > maxLength + 4) {
        ctx.addIssue({ code: "custom", message: tooLarge });
        return;
      }
      const parsed = parseDataUrl(value);
      if (!parsed) {
        ctx.addIssue({ code: "custom", message: say("image") });
        return;
      }
      if (base64Bytes(parsed.base64) > maxBytes)
        ctx.addIssue({ code: "custom", message: tooLarge });
    });
  };

  // A custom domain: trimmed, lower-cased; an empty string means "no domain" (null). The limit
  // applies to what was typed (the form's field stops there), a final dot included.
  const customDomain = text()
    .trim()
    .check(noControlCharacters({ locale }))
    .max(WHITE_LABEL_LIMITS.domainMax, { error: say("tooLong", DOMAIN_MESSAGE_VALUES) })
    .transform((value) => value.toLowerCase().replace(/\.$/, ""))
    .superRefine((value, ctx) => {
      if (value === "") return;
      const problem = customDomainProblem(value);
      if (problem) ctx.addIssue({ code: "custom", message: say(problem, DOMAIN_MESSAGE_VALUES) });
    })
    .transform((value) => (value === "" ? null : value));

  return z.strictObject({
    enabled: onOff(),
    companyName: limitedText(WHITE_LABEL_LIMITS.companyNameMax),
    emailFooter: limitedText(WHITE_LABEL_LIMITS.emailFooterMax),
    primaryColor: color,
    secondaryColor: color,
    accentColor: color,
    logo: imageDataUrl(WHITE_LABEL_LIMITS.logoMaxBytes).nullable(),
    favicon: imageDataUrl(WHITE_LABEL_LIMITS.faviconMaxBytes).nullable(),
    customDomain: customDomain.nullable(),
    removePoweredBy: onOff(),
    customEmailTemplates: onOff(),
    customReports: onOff(),
    clientLogin: onOff(),
  });
}

const SETTINGS_SCHEMAS = Object.fromEntries(
  LOCALES.map((locale) => [locale, settingsSchema(locale)]),
) as Record<Locale, ReturnType<typeof settingsSchema>>;

/** The reseller's settings, as saved (PUT body) and as answered (GET), with `locale`'s messages. */
export function whiteLabelSettingsSchemaIn(locale: Locale) {
  return SETTINGS_SCHEMAS[locale];
}
/** The settings schema with Dutch messages (the default language). */
export const whiteLabelSettingsSchema = SETTINGS_SCHEMAS[DEFAULT_LOCALE];
/** What the form edits and PUT sends (input side: the domain may still be "" or upper-case). */
export type WhiteLabelSettingsInput = z.input<typeof whiteLabelSettingsSchema>;
export type WhiteLabelSettings = z.output<typeof whiteLabelSettingsSchema>;

const hexColor = z.string().regex(/^#[0-9A-Fa-f]{6}$/);

/**
 * Proof that an account controls a domain (decision 044): besides the CNAME to us, a TXT record
 * `_vindbaar.<domain>` holding `vindbaar-verify=<the account's token>`. An unproven claim lapses
 * after DOMAIN_CLAIM_DAYS; only a verified claim is exclusive.
 */
export const DOMAIN_TXT_LABEL = "_vindbaar";
export const DOMAIN_TXT_VALUE_PREFIX = "vindbaar-verify=";
export const DOMAIN_CLAIM_DAYS = 7;

export function domainTxtName(domain: string): string {
  return `${DOMAIN_TXT_LABEL}.${domain}`;
}
export function domainTxtValue(token: string): string {
  return `${DOMAIN_TXT_VALUE_PREFIX}${token}`;
}

/**
 * POST /functions/v1/white-label/rotate-domain-token: a new token for the account, replacing the
 * one the browser shows. Naming it makes the call safe to repeat: a second click or another
 * window that still shows the old code gets 409 instead of silently replacing the code the
 * customer may just have put in their DNS.
 */
function rotateDomainTokenSchema(locale: Locale) {
  const shape = whiteLabelMessage("txtValueShape", locale);
  return z.strictObject({
    currentTxtValue: z
      .string({ error: shape })
      .regex(new RegExp(`^${DOMAIN_TXT_VALUE_PREFIX}[0-9a-f]{32}$`), { error: shape }),
  });
}
const ROTATE_SCHEMAS = Object.fromEntries(
  LOCALES.map((locale) => [locale, rotateDomainTokenSchema(locale)]),
) as Record<Locale, ReturnType<typeof rotateDomainTokenSchema>>;
export function rotateDomainTokenSchemaIn(locale: Locale) {
  return ROTATE_SCHEMAS[locale];
}
export type RotateDomainTokenBody = z.infer<ReturnType<typeof rotateDomainTokenSchema>>;

export const DOMAIN_STATUSES = ["none", "pending", "verified", "failed", "expired"] as const;
export type DomainStatus = (typeof DOMAIN_STATUSES)[number];
/** What the database stores; "expired" is read from the claim's age. */
export type StoredDomainStatus = Exclude<DomainStatus, "expired">;

export const domainStateSchema = z.object({
  /**
   * none: no domain saved; pending: claimed, not (yet) verified; verified / failed: last check;
   * expired: not verified within DOMAIN_CLAIM_DAYS of the claim (saving again starts a new one).
   */
  status: z.enum(DOMAIN_STATUSES),
  /** When the DNS records were last checked (ISO 8601), null before the first check. */
  checkedAt: z.string().nullable(),
  /** The host name the CNAME must point to. */
  cnameTarget: z.string(),
  /** The TXT record that proves control for this account; null without a saved domain. */
  txtName: z.string().nullable(),
  txtValue: z.string().nullable(),
  /** When an unverified claim lapses (ISO 8601); null without a domain or once verified. */
  expiresAt: z.string().nullable(),
});
export type DomainState = z.infer<typeof domainStateSchema>;

/**
 * GET and PUT /functions/v1/white-label, POST /functions/v1/white-label/verify-domain and
 * POST /functions/v1/white-label/rotate-domain-token.
 */
export const whiteLabelResponseSchema = z.object({
  /** `enabled` is false whenever the subscription does not include white label. */
  settings: whiteLabelSettingsSchema,
  entitlement: z.object({
    whiteLabel: z.boolean(),
    plan: z.enum(PLAN_IDS).nullable(),
  }),
  domain: domainStateSchema,
});
export type WhiteLabelResponse = z.infer<typeof whiteLabelResponseSchema>;

/** GET /functions/v1/white-label-branding?host=<host>: a verified reseller host's login branding. */
export const brandingResponseSchema = z.object({
  companyName: z.string(),
  logo: z.string().nullable(),
  primaryColor: hexColor,
  secondaryColor: hexColor,
  accentColor: hexColor,
});
export type Branding = z.infer<typeof brandingResponseSchema>;

import type { Entitlements } from "../_shared/contract/plans.ts";
import type { Locale } from "../_shared/contract/locale.ts";
import {
  DOMAIN_CLAIM_DAYS,
  domainTxtName,
  domainTxtValue,
  DOMAIN_TXT_VALUE_PREFIX,
  rotateDomainTokenSchemaIn,
  WHITE_LABEL_FIELDS,
  whiteLabelFieldMessage,
  whiteLabelMessage,
  whiteLabelSettingsSchemaIn,
  WHITE_LABEL_LIMITS,
  type WhiteLabelResponse,
} from "../_shared/contract/white-label.ts";
import { getSql, type Sql } from "../_shared/db.ts";
import { DnsUnavailableError, resolveCname, resolveTxt } from "../_shared/dns.ts";
import { errorResponse, json } from "../_shared/http.ts";
import { parseJsonBody } from "../_shared/validate.ts";
import { entitlementsOfUser } from "../_shared/billing/entitlements.ts";
import { checkImage } from "../_shared/white-label/image.ts";
import {
  claimExpired,
  cnameTarget,
  domainOf,
  recordDomainCheck,
  rotateDomainToken,
  saveSettings,
  settingsOf,
  settingsRow,
  type SettingsRow,
  verifiedByAnother,
} from "../_shared/white-label/settings-store.ts";
import { startSignedIn } from "../_shared/request.ts";

/**
 * /functions/v1/white-label — a reseller's white-label settings (docs: issue 10).
 *   GET                  -> { settings, entitlement, domain }
 *   PUT { settings }     -> the same answer after saving; 403 without an active Power subscription
 *   POST /verify-domain  -> checks the saved domain's CNAME and the account's TXT record, stores
 *                           verified / failed (decision 044: proof of control, claims that lapse,
 *                           only a verified domain is exclusive)
 *   POST /rotate-domain-token { currentTxtValue }
 *                        -> a new TXT token for the account; 409 when the code named is no
 *                           longer the current one
 *
 * The entitlement comes from the subscription rows, never from the browser. When Power ends the
 * answer reports enabled: false while the saved settings (including enabled) stay in the row, so
 * a returning Power customer finds everything as it was.
 *
 * Every refusal is worded in the request's language (contract/white-label-messages.ts), a
 * field named as the form labels it: "Primaire kleur: moet een hexkleur zijn, zoals #9b87f5".
 */
export async function handler(req: Request): Promise<Response> {
  const action = actionOf(new URL(req.url).pathname);
  const start = await startSignedIn(req, action === "settings" ? ["GET", "PUT"] : ["POST"]);
  if (!start.ok) return start.response;
  const { locale } = start;
  const userId = start.user.id;

  let sql: Sql;
  let entitlement: Entitlements;
  try {
    sql = getSql();
    entitlement = await entitlementsOfUser(sql, userId);
  } catch (error) {
    return unavailable(error, locale);
  }

  if (req.method === "GET") {
    try {
      return json(answer(await settingsRow(sql, userId), entitlement));
    } catch (error) {
      return unavailable(error, locale);
    }
  }
  if (!entitlement.whiteLabel) return errorResponse(403, whiteLabelMessage("notEntitled", locale));
  const call = { sql, userId, entitlement, locale };
  if (action === "verify-domain") return verifyDomain(call);
  if (action === "rotate-domain-token") return rotateToken(req, call);
  return save(req, call);
}

const ACTIONS = ["verify-domain", "rotate-domain-token"] as const;

/** `/white-label` is the settings; `/white-label/<action>` one of the POST actions. */
function actionOf(pathname: string): (typeof ACTIONS)[number] | "settings" {
  const last = pathname.replace(/\/+$/, "").split("/").pop();
  return ACTIONS.find((action) => action === last) ?? "settings";
}

/** One entitled caller's request: the database, who, what the plan allows and the language. */
interface Call {
  sql: Sql;
  userId: string;
  entitlement: Entitlements;
  locale: Locale;
}

async function save(req: Request, { sql, userId, entitlement, locale }: Call): Promise<Response> {
  const body = await parseJsonBody(req, whiteLabelSettingsSchemaIn(locale), {
    locale,
    fields: WHITE_LABEL_FIELDS,
  });
  if (!body.ok) return body.response;
  const settings = { ...body.data };
  for (const field of ["logo", "favicon"] as const) {
    const image = settings[field];
    if (image === null) continue;
    const check = checkImage(image);
    if (!check.ok) return errorResponse(400, whiteLabelFieldMessage(field, check.problem, locale));
    // An SVG is stored as rebuilt; escaping can make it a little longer than what was checked.
    if (!whiteLabelSettingsSchemaIn(locale).shape[field].safeParse(check.dataUrl).success) {
      const limit = WHITE_LABEL_LIMITS[field === "logo" ? "logoMaxBytes" : "faviconMaxBytes"];
      const problem = whiteLabelFieldMessage(field, "imageTooLarge", locale, {
        limit: limit / 1024,
      });
      return errorResponse(400, problem);
    }
    settings[field] = check.dataUrl;
  }
  try {
    if (settings.customDomain && (await verifiedByAnother(sql, userId, settings.customDomain)))
      return domainTaken(locale);
    return json(answer(await saveSettings(sql, userId, settings), entitlement));
  } catch (error) {
    if (isUniqueViolation(error)) return domainTaken(locale);
    return unavailable(error, locale);
  }
}

async function verifyDomain({ sql, userId, entitlement, locale }: Call): Promise<Response> {
  try {
    const row = await settingsRow(sql, userId);
    const domain = row?.custom_domain;
    if (!row || !domain) return errorResponse(400, whiteLabelMessage("noDomain", locale));
    if (claimExpired(row)) {
      const message = whiteLabelMessage("claimExpired", locale, { days: DOMAIN_CLAIM_DAYS });
      return errorResponse(409, message);
    }
    if (await verifiedByAnother(sql, userId, domain)) return domainTaken(locale);
    let cnames: string[];
    let txts: string[];
    try {
      [cnames, txts] = await Promise.all([resolveCname(domain), resolveTxt(domainTxtName(domain))]);
    } catch (error) {
      if (error instanceof DnsUnavailableError) {
        console.error("white-label: DNS lookup failed", error);
        return errorResponse(503, whiteLabelMessage("dnsUnavailable", locale));
      }
      throw error;
    }
    // Pointing at us is not enough (a leftover CNAME points at us too): the TXT record with this
    // account's token proves that whoever controls the domain's DNS chose this account.
    const proof = domainTxtValue(row.domain_token);
    const proven = cnames.includes(cnameTarget()) && txts.some((txt) => txt.trim() === proof);
    const updated = await recordDomainCheck(sql, userId, domain, proven ? "verified" : "failed");
    return json(answer(updated ?? row, entitlement));
  } catch (error) {
    if (isUniqueViolation(error)) return domainTaken(locale);
    return unavailable(error, locale);
  }
}

async function rotateToken(req: Request, { sql, userId, entitlement, locale }: Call) {
  const body = await parseJsonBody(req, rotateDomainTokenSchemaIn(locale), {
    locale,
    fields: WHITE_LABEL_FIELDS,
  });
  if (!body.ok) return body.response;
  const currentToken = body.data.currentTxtValue.slice(DOMAIN_TXT_VALUE_PREFIX.length);
  try {
    const rotated = await rotateDomainToken(sql, userId, currentToken);
    if (rotated) return json(answer(rotated, entitlement));
    const row = await settingsRow(sql, userId);
    if (!row?.custom_domain)
      return errorResponse(400, whiteLabelMessage("noDomainToRotate", locale));
    return errorResponse(409, whiteLabelMessage("tokenChanged", locale));
  } catch (error) {
    return unavailable(error, locale);
  }
}

function domainTaken(locale: Locale): Response {
  return errorResponse(409, whiteLabelFieldMessage("customDomain", "domainTaken", locale));
}

function answer(row: SettingsRow | null, entitlement: Entitlements): WhiteLabelResponse {
  const settings = settingsOf(row);
  return {
    settings: { ...settings, enabled: settings.enabled && entitlement.whiteLabel },
    entitlement: { whiteLabel: entitlement.whiteLabel, plan: entitlement.plan },
    domain: domainOf(row),
  };
}

function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === "object" && error !== null && (error as { code?: unknown }).code === "23505"
  );
}

function unavailable(error: unknown, locale: Locale): Response {
  console.error("white-label:", error instanceof Error ? (error.stack ?? error.message) : error);
  return errorResponse(503, whiteLabelMessage("unavailable", locale));
}

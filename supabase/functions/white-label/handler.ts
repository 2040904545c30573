import { getCaller } from "../_shared/auth.ts";
import type { Entitlements } from "../_shared/contract/plans.ts";
import {
  WHITE_LABEL_MESSAGES,
  whiteLabelSettingsSchema,
  type WhiteLabelResponse,
} from "../_shared/contract/white-label.ts";
import { handleCors } from "../_shared/cors.ts";
import { getSql, type Sql } from "../_shared/db.ts";
import { DnsUnavailableError, resolveCname } from "../_shared/dns.ts";
import { errorResponse, json, methodNotAllowed } from "../_shared/http.ts";
import { parseJsonBody } from "../_shared/validate.ts";
import { entitlementsOfUser } from "../_shared/billing/entitlements.ts";
import { checkImage } from "../_shared/white-label/image.ts";
import {
  cnameTarget,
  domainOf,
  recordDomainCheck,
  saveSettings,
  settingsOf,
  settingsRow,
  type SettingsRow,
} from "../_shared/white-label/settings-store.ts";

/**
 * /functions/v1/white-label — a reseller's white-label settings (docs: issue 10).
 *   GET                  -> { settings, entitlement, domain }
 *   PUT { settings }     -> the same answer after saving; 403 without an active Power subscription
 *   POST /verify-domain  -> checks the saved domain's CNAME, stores verified / failed
 *
 * The entitlement comes from the subscription rows, never from the browser. When Power ends the
 * answer reports enabled: false while the saved settings (including enabled) stay in the row, so
 * a returning Power customer finds everything as it was.
 */
export async function handler(req: Request): Promise<Response> {
  const preflight = handleCors(req);
  if (preflight) return preflight;
  const verify = new URL(req.url).pathname.replace(/\/+$/, "").endsWith("/verify-domain");
  if (verify && req.method !== "POST") return methodNotAllowed(["POST"]);
  if (!verify && req.method !== "GET" && req.method !== "PUT")
    return methodNotAllowed(["GET", "PUT"]);

  const caller = await getCaller(req);
  if (!caller.ok) return caller.response;
  const userId = caller.user.id;

  let sql: Sql;
  let entitlement: Entitlements;
  try {
    sql = getSql();
    entitlement = await entitlementsOfUser(sql, userId);
  } catch (error) {
    return unavailable(error);
  }

  if (req.method === "GET") {
    try {
      return json(answer(await settingsRow(sql, userId), entitlement));
    } catch (error) {
      return unavailable(error);
    }
  }
  if (!entitlement.whiteLabel) return errorResponse(403, WHITE_LABEL_MESSAGES.notEntitled);
  return verify ? verifyDomain(sql, userId, entitlement) : save(req, sql, userId, entitlement);
}

async function save(
  req: Request,
  sql: Sql,
  userId: string,
  entitlement: Entitlements,
): Promise<Response> {
  const body = await parseJsonBody(req, whiteLabelSettingsSchema);
  if (!body.ok) return body.response;
  for (const field of ["logo", "favicon"] as const) {
    const image = body.data[field];
    if (image === null) continue;
    const check = checkImage(image);
    if (!check.ok) return errorResponse(400, `${field}: ${check.message}`);
  }
  try {
    return json(answer(await saveSettings(sql, userId, body.data), entitlement));
  } catch (error) {
    if (isUniqueViolation(error))
      return errorResponse(409, `customDomain: ${WHITE_LABEL_MESSAGES.domainTaken}`);
    return unavailable(error);
  }
}

async function verifyDomain(
  sql: Sql,
  userId: string,
  entitlement: Entitlements,
): Promise<Response> {
  try {
    const row = await settingsRow(sql, userId);
    const domain = row?.custom_domain;
    if (!row || !domain) return errorResponse(400, WHITE_LABEL_MESSAGES.noDomain);
    let answers: string[];
    try {
      answers = await resolveCname(domain);
    } catch (error) {
      if (error instanceof DnsUnavailableError) {
        console.error("white-label: DNS lookup failed", error);
        return errorResponse(503, "DNS lookup is unavailable, please try again later");
      }
      throw error;
    }
    const status = answers.includes(cnameTarget()) ? "verified" : "failed";
    const updated = await recordDomainCheck(sql, userId, domain, status);
    return json(answer(updated ?? row, entitlement));
  } catch (error) {
    return unavailable(error);
  }
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

function unavailable(error: unknown): Response {
  console.error("white-label:", error instanceof Error ? (error.stack ?? error.message) : error);
  return errorResponse(503, "White label settings are unavailable, please try again later");
}

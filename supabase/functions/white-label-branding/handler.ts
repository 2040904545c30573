import {
  brandingResponseSchema,
  whiteLabelFieldMessage,
  whiteLabelMessage,
  type Branding,
} from "../_shared/contract/white-label.ts";
import { getSql } from "../_shared/db.ts";
import { errorResponse, json } from "../_shared/http.ts";
import { entitlementsOfUser } from "../_shared/billing/entitlements.ts";
import { loginBrandingRow } from "../_shared/white-label/settings-store.ts";
import { startRequest } from "../_shared/request.ts";

/**
 * GET /functions/v1/white-label-branding?host=<host> (public, no JWT) -> the login branding of the
 * reseller whose verified custom domain is `host`: name, logo and colours, nothing else. Answers
 * 404 for every other host: unknown, unverified, client login off, white label off or no longer
 * on a Power subscription. Called by /login when the site is opened on a host that is not ours.
 * Errors are worded in the request's language.
 */
export async function handler(req: Request): Promise<Response> {
  const start = startRequest(req, ["GET"]);
  if (!start.ok) return start.response;
  const { locale } = start;

  const host = (new URL(req.url).searchParams.get("host") ?? "")
    .trim()
    .toLowerCase()
    .replace(/\.$/, "");
  if (host === "" || host.length > 253 || !/^[a-z0-9.-]+$/.test(host))
    return errorResponse(400, whiteLabelFieldMessage("host", "hostInvalid", locale));

  try {
    const sql = getSql();
    const row = await loginBrandingRow(sql, host);
    if (!row || !(await entitlementsOfUser(sql, row.user_id)).whiteLabel)
      return errorResponse(404, whiteLabelMessage("noBranding", locale));
    const branding: Branding = brandingResponseSchema.parse({
      companyName: row.company_name,
      logo: row.logo,
      primaryColor: row.primary_color,
      secondaryColor: row.secondary_color,
      accentColor: row.accent_color,
    });
    return json(branding, 200, { "Cache-Control": "public, max-age=60" });
  } catch (error) {
    console.error("white-label-branding:", error);
    return errorResponse(503, whiteLabelMessage("brandingUnavailable", locale));
  }
}

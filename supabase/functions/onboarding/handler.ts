import {
  ONBOARDING_CATALOGUE,
  ONBOARDING_FIELDS,
  onboardingProfileSchema,
  type OnboardingProfile,
  type OnboardingResponse,
} from "../_shared/contract/onboarding.ts";
import { entitlementsOfUser } from "../_shared/billing/entitlements.ts";
import { getSql, type Sql } from "../_shared/db.ts";
import { errorResponse, json } from "../_shared/http.ts";
import { testAllowHosts } from "../_shared/net/test-allow-hosts.ts";
import { probeWebsite } from "../_shared/scan/probe-website.ts";
import { queueSiteScan } from "../_shared/scan/queue-site-scan.ts";
import { scanStatusOf } from "../_shared/scan/scan-status.ts";
import { parseJsonBody } from "../_shared/validate.ts";
import type { Locale } from "../_shared/contract/locale.ts";
import { startSignedIn } from "../_shared/request.ts";

interface ProfileRow {
  business_name: string;
  website_url: string;
  sector: OnboardingProfile["sector"];
  sector_detail: string | null;
  description: string | null;
  offerings: string[];
  details_prefilled_at: Date | null;
  region: string;
  keywords: string[];
  tone: OnboardingProfile["tone"];
  competitors: string[];
  updated_at: Date;
}

function answer(row: ProfileRow | undefined, scanQueued?: boolean): OnboardingResponse {
  return {
    profile: row
      ? {
          businessName: row.business_name,
          websiteUrl: row.website_url,
          sector: row.sector,
          sectorDetail: row.sector_detail ?? "",
          description: row.description ?? "",
          offerings: row.offerings,
          // Filled from the site by a scan and not saved by the customer since.
          detailsFromScan:
            row.details_prefilled_at !== null && row.details_prefilled_at > row.updated_at,
          region: row.region,
          keywords: row.keywords,
          tone: row.tone,
          competitors: row.competitors,
          updatedAt: row.updated_at.toISOString(),
        }
      : null,
    completed: row !== undefined,
    ...(scanQueued === undefined ? {} : { scanQueued }),
  };
}

const PROFILE_COLUMNS = [
  "business_name",
  "website_url",
  "sector",
  "sector_detail",
  "description",
  "offerings",
  "details_prefilled_at",
  "region",
  "keywords",
  "tone",
  "competitors",
  "updated_at",
] as const;

async function profileRow(sql: Sql, userId: string): Promise<ProfileRow | undefined> {
  const [row] = await sql<ProfileRow[]>`
    select ${sql(PROFILE_COLUMNS)} from public.business_profiles where user_id = ${userId}`;
  return row;
}

/** Optional text the customer left empty is stored as null. */
const orNull = (text: string) => (text === "" ? null : text);

/**
 * Which address to store and whether to scan it. A new address is checked before it is saved
 * (https, then http; refused or unreachable → 4xx with the reason at the field). The stored
 * address is checked again only when its last scan failed: re-saving the profile is how a
 * customer says "try again", and a site that moved to http since is then found. A stored
 * address that still fails is kept: the rest of the profile may be edited while a site is down.
 */
async function decideWebsite(
  sql: Sql,
  userId: string,
  typed: string,
  locale: Locale,
): Promise<{ ok: true; websiteUrl: string; rescan: boolean } | { ok: false; response: Response }> {
  const [stored] = await sql<{ website_url: string }[]>`
    select website_url from public.business_profiles where user_id = ${userId}`;
  const lastScanFailed =
    stored !== undefined && (await scanStatusOf(sql, userId, async () => true)).state === "failed";
  const allowHosts = testAllowHosts();
  if (stored?.website_url !== typed) {
    const probe = await probeWebsite(typed, { allowHosts });
    if (!probe.ok) {
      return {
        ok: false,
        response: errorResponse(
          probe.status,
          `${ONBOARDING_FIELDS.websiteUrl[locale]}: ${probe.reason[locale]}`,
        ),
      };
    }
    const rescan = probe.url !== stored?.website_url || lastScanFailed;
    return { ok: true, websiteUrl: probe.url, rescan };
  }
  if (!lastScanFailed) return { ok: true, websiteUrl: typed, rescan: false };
  const probe = await probeWebsite(typed, { allowHosts });
  return { ok: true, websiteUrl: probe.ok ? probe.url : typed, rescan: probe.ok };
}

/**
 * GET/PUT /functions/v1/onboarding: the caller's business profile (contract/onboarding.ts).
 * Saving needs a live plan (from the subscription rows, never the browser). The first save, and
 * any save that changes the website, queues a site scan of it in the same transaction, so a
 * profile is never stored without its scan (issue 11); the address is checked first (issue 19).
 */
export async function handler(req: Request): Promise<Response> {
  const start = await startSignedIn(req, ["GET", "PUT"]);
  if (!start.ok) return start.response;
  const { locale } = start;
  const messages = ONBOARDING_CATALOGUE[locale];
  const userId = start.user.id;

  try {
    const sql = getSql();
    if (req.method === "GET") return json(answer(await profileRow(sql, userId)));

    const body = await parseJsonBody(req, onboardingProfileSchema, {
      locale,
      fields: ONBOARDING_FIELDS,
      catalogues: [ONBOARDING_CATALOGUE],
    });
    if (!body.ok) return body.response;
    if ((await entitlementsOfUser(sql, userId)).plan === null) {
      return errorResponse(403, messages.needsPlan);
    }
    // Outside the transaction: a site that answers slowly must not hold the database.
    const website = await decideWebsite(sql, userId, body.data.websiteUrl, locale);
    if (!website.ok) return website.response;
    const profile = { ...body.data, websiteUrl: website.websiteUrl };
    const { row, scanQueued } = await sql.begin(async (tx) => {
      const [before] = await tx<{ website_url: string }[]>`
        select website_url from public.business_profiles where user_id = ${userId} for update`;
      const [saved] = await tx<ProfileRow[]>`
        insert into public.business_profiles
          (user_id, business_name, website_url, sector, sector_detail, description, offerings,
           region, keywords, tone, competitors)
        values
          (${userId}, ${profile.businessName}, ${profile.websiteUrl}, ${profile.sector},
           ${orNull(profile.sectorDetail)}, ${orNull(profile.description)}, ${profile.offerings},
           ${profile.region}, ${profile.keywords}, ${profile.tone}, ${profile.competitors})
        on conflict (user_id) do update set
          business_name = excluded.business_name, website_url = excluded.website_url,
          sector = excluded.sector, sector_detail = excluded.sector_detail,
          description = excluded.description, offerings = excluded.offerings,
          region = excluded.region, keywords = excluded.keywords, tone = excluded.tone,
          competitors = excluded.competitors, updated_at = now()
        returning ${tx(PROFILE_COLUMNS)}`;
      const changed = before?.website_url !== profile.websiteUrl;
      if (!changed && !website.rescan) return { row: saved, scanQueued: false };
      const scan = await queueSiteScan(tx, {
        userId,
        siteUrl: profile.websiteUrl,
        reason: !before ? "onboarding" : changed ? "website-changed" : "retry",
      });
      return { row: saved, scanQueued: scan.queued };
    });
    return json(answer(row, scanQueued));
  } catch (error) {
    console.error("onboarding: storage failed", error);
    return errorResponse(503, messages.unavailable);
  }
}

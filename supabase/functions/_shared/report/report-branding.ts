/**
 * Whose brand a report carries: the reseller's white-label settings when white label is on, their
 * plan includes it and they chose branded reports; Vindbaar's otherwise.
 */
import { entitlementsOfUser } from "../billing/entitlements.ts";
import type { Sql } from "../db.ts";
import { logoForPdf } from "../white-label/logo.ts";
import { settingsRow } from "../white-label/settings-store.ts";
import { type ReportBranding, VINDBAAR_BRANDING } from "./pdf-branding.ts";

export async function brandingForUser(sql: Sql, userId: string): Promise<ReportBranding> {
  const settings = await settingsRow(sql, userId);
  if (!settings?.enabled || !settings.custom_reports || settings.company_name.trim() === "") {
    return VINDBAAR_BRANDING;
  }
  if (!(await entitlementsOfUser(sql, userId)).whiteLabel) return VINDBAAR_BRANDING;
  return {
    companyName: settings.company_name,
    logo: logoForPdf(settings.logo),
    primaryColor: settings.primary_color,
    secondaryColor: settings.secondary_color,
    accentColor: settings.accent_color,
    footerText: settings.email_footer,
    poweredBy: !settings.remove_powered_by,
  };
}

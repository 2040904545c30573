/**
 * Whose brand a report carries: the reseller's white-label settings when white label is on, their
 * plan includes it and they chose branded reports; Vindbaar's otherwise.
 */
import { entitlementsOfUser } from "../billing/entitlements.ts";
import type { Sql } from "../db.ts";
import { type ReportBranding, VINDBAAR_BRANDING } from "./pdf-branding.ts";

interface SettingsRow {
  enabled: boolean;
  company_name: string;
  email_footer: string;
  primary_color: string;
  secondary_color: string;
  accent_color: string;
  logo: string | null;
  remove_powered_by: boolean;
  custom_reports: boolean;
}

/** A PNG or JPEG data URL as bytes; SVG (which pdf-lib cannot draw) and anything else as null. */
function logoBytes(dataUrl: string | null): ReportBranding["logo"] {
  const match = /^data:image\/(png|jpeg);base64,([A-Za-z0-9+/=]+)$/.exec(dataUrl ?? "");
  if (!match) return null;
  const binary = atob(match[2]!);
  return {
    type: match[1] === "png" ? "png" : "jpg",
    bytes: Uint8Array.from(binary, (char) => char.charCodeAt(0)),
  };
}

export async function brandingForUser(sql: Sql, userId: string): Promise<ReportBranding> {
  const [settings] = await sql<SettingsRow[]>`
    select enabled, company_name, email_footer, primary_color, secondary_color, accent_color, logo,
           remove_powered_by, custom_reports
    from public.white_label_settings where user_id = ${userId}`;
  if (!settings?.enabled || !settings.custom_reports || settings.company_name.trim() === "") {
    return VINDBAAR_BRANDING;
  }
  if (!(await entitlementsOfUser(sql, userId)).whiteLabel) return VINDBAAR_BRANDING;
  return {
    companyName: settings.company_name,
    logo: logoBytes(settings.logo),
    primaryColor: settings.primary_color,
    secondaryColor: settings.secondary_color,
    accentColor: settings.accent_color,
    footerText: settings.email_footer,
    poweredBy: !settings.remove_powered_by,
  };
}

import {
  DEFAULT_CNAME_TARGET,
  DOMAIN_CLAIM_DAYS,
  domainTxtName,
  domainTxtValue,
  WHITE_LABEL_DEFAULTS,
  type DomainState,
  type StoredDomainStatus,
  type WhiteLabelSettings,
} from "../contract/white-label.ts";
import type { Sql } from "../db.ts";
import { getEnv } from "../env.ts";

/** A row of public.white_label_settings. */
export interface SettingsRow {
  user_id: string;
  enabled: boolean;
  company_name: string;
  email_footer: string;
  primary_color: string;
  secondary_color: string;
  accent_color: string;
  logo: string | null;
  favicon: string | null;
  custom_domain: string | null;
  remove_powered_by: boolean;
  custom_email_templates: boolean;
  custom_reports: boolean;
  client_login: boolean;
  domain_status: StoredDomainStatus;
  domain_checked_at: Date | null;
  /** The account's secret for the TXT record (see contract domainTxtValue). */
  domain_token: string;
  domain_claimed_at: Date | null;
}

const CLAIM_MS = DOMAIN_CLAIM_DAYS * 86_400_000;

/** When an unverified claim lapses; null without a domain or once verified. */
function claimExpiry(row: SettingsRow): Date | null {
  if (!row.custom_domain || row.domain_status === "verified" || !row.domain_claimed_at) return null;
  return new Date(row.domain_claimed_at.getTime() + CLAIM_MS);
}

export function claimExpired(row: SettingsRow, now = new Date()): boolean {
  const expiry = claimExpiry(row);
  return expiry !== null && expiry.getTime() <= now.getTime();
}

export function cnameTarget(): string {
  return (getEnv("WHITE_LABEL_CNAME_TARGET") ?? DEFAULT_CNAME_TARGET)
    .toLowerCase()
    .replace(/\.$/, "");
}

export async function settingsRow(sql: Sql, userId: string): Promise<SettingsRow | null> {
  const rows = await sql<SettingsRow[]>`
    select * from public.white_label_settings where user_id = ${userId}::uuid`;
  return rows[0] ?? null;
}

/**
 * The settings behind a login page on `host`: only a verified custom domain whose owner has white
 * label and client login on (whether their plan still includes it is the caller's check).
 */
export async function loginBrandingRow(sql: Sql, host: string): Promise<SettingsRow | null> {
  const rows = await sql<SettingsRow[]>`
    select * from public.white_label_settings
    where custom_domain = ${host} and domain_status = 'verified' and enabled and client_login`;
  return rows[0] ?? null;
}

export function settingsOf(row: SettingsRow | null): WhiteLabelSettings {
  if (!row) return { ...WHITE_LABEL_DEFAULTS };
  return {
    enabled: row.enabled,
    companyName: row.company_name,
    emailFooter: row.email_footer,
    primaryColor: row.primary_color,
    secondaryColor: row.secondary_color,
    accentColor: row.accent_color,
    logo: row.logo,
    favicon: row.favicon,
    customDomain: row.custom_domain,
    removePoweredBy: row.remove_powered_by,
    customEmailTemplates: row.custom_email_templates,
    customReports: row.custom_reports,
    clientLogin: row.client_login,
  };
}

export function domainOf(row: SettingsRow | null): DomainState {
  if (!row?.custom_domain) {
    return {
      status: "none",
      checkedAt: null,
      cnameTarget: cnameTarget(),
      txtName: null,
      txtValue: null,
      expiresAt: null,
    };
  }
  const expiry = claimExpiry(row);
  return {
    status: claimExpired(row) ? "expired" : row.domain_status,
    checkedAt: row.domain_checked_at ? row.domain_checked_at.toISOString() : null,
    cnameTarget: cnameTarget(),
    txtName: domainTxtName(row.custom_domain),
    txtValue: domainTxtValue(row.domain_token),
    expiresAt: expiry ? expiry.toISOString() : null,
  };
}

/** Whether another account holds `domain` verified (then nobody else may claim it). */
export async function verifiedByAnother(
  sql: Sql,
  userId: string,
  domain: string,
): Promise<boolean> {
  const rows = await sql<{ user_id: string }[]>`
    select user_id from public.white_label_settings
    where custom_domain = ${domain} and domain_status = 'verified' and user_id <> ${userId}::uuid`;
  return rows.length > 0;
}

/**
 * Saves the whole settings object for the user (one row per user). A changed domain starts a new
 * claim (pending, or none); an unchanged one keeps its state, except that a lapsed unverified
 * claim starts over: saving again is how a customer renews it.
 */
export async function saveSettings(
  sql: Sql,
  userId: string,
  settings: WhiteLabelSettings,
): Promise<SettingsRow> {
  const initialStatus: StoredDomainStatus = settings.customDomain ? "pending" : "none";
  const current = await settingsRow(sql, userId);
  const restartClaim = current !== null && claimExpired(current);
  const rows = await sql<SettingsRow[]>`
    insert into public.white_label_settings as current (
      user_id, enabled, company_name, email_footer, primary_color, secondary_color, accent_color,
      logo, favicon, custom_domain, remove_powered_by, custom_email_templates, custom_reports,
      client_login, domain_status, domain_checked_at, domain_claimed_at, updated_at
    ) values (
      ${userId}::uuid, ${settings.enabled}, ${settings.companyName}, ${settings.emailFooter},
      ${settings.primaryColor}, ${settings.secondaryColor}, ${settings.accentColor},
      ${settings.logo}, ${settings.favicon}, ${settings.customDomain}, ${settings.removePoweredBy},
      ${settings.customEmailTemplates}, ${settings.customReports}, ${settings.clientLogin},
      ${initialStatus}, null, ${settings.customDomain ? new Date() : null}, now()
    )
    on conflict (user_id) do update set
      enabled = excluded.enabled,
      company_name = excluded.company_name,
      email_footer = excluded.email_footer,
      primary_color = excluded.primary_color,
      secondary_color = excluded.secondary_color,
      accent_color = excluded.accent_color,
      logo = excluded.logo,
      favicon = excluded.favicon,
      custom_domain = excluded.custom_domain,
      remove_powered_by = excluded.remove_powered_by,
      custom_email_templates = excluded.custom_email_templates,
      custom_reports = excluded.custom_reports,
      client_login = excluded.client_login,
      domain_status = case
        when not ${restartClaim}
          and current.custom_domain is not distinct from excluded.custom_domain
          then current.domain_status
        else excluded.domain_status end,
      domain_checked_at = case
        when not ${restartClaim}
          and current.custom_domain is not distinct from excluded.custom_domain
          then current.domain_checked_at
        else null end,
      domain_claimed_at = case
        when not ${restartClaim}
          and current.custom_domain is not distinct from excluded.custom_domain
          then current.domain_claimed_at
        else excluded.domain_claimed_at end,
      updated_at = now()
    returning *`;
  return rows[0];
}

export async function recordDomainCheck(
  sql: Sql,
  userId: string,
  domain: string,
  status: "verified" | "failed",
): Promise<SettingsRow | null> {
  const rows = await sql<SettingsRow[]>`
    update public.white_label_settings
    set domain_status = ${status}, domain_checked_at = now(), updated_at = now(),
      -- A verified domain that no longer checks out is an unproven claim again, from now.
      domain_claimed_at = case when domain_status = 'verified' and ${status} = 'failed'
        then now() else domain_claimed_at end
    where user_id = ${userId}::uuid and custom_domain = ${domain}
    returning *`;
  return rows[0] ?? null;
}

/**
 * Gives the account a new token when `currentToken` is still its token (else null: the code
 * was renewed meanwhile, or no domain is saved). The old TXT record proves nothing from now on.
 * An unverified claim starts over with the full claim period, since the customer has to change
 * the record; a verified domain stays verified until its next check, which then needs the new
 * record (and otherwise turns it into a new claim, see recordDomainCheck).
 */
export async function rotateDomainToken(
  sql: Sql,
  userId: string,
  currentToken: string,
): Promise<SettingsRow | null> {
  const rows = await sql<SettingsRow[]>`
    update public.white_label_settings
    set domain_token = replace(gen_random_uuid()::text, '-', ''),
      domain_status = case when domain_status = 'verified' then 'verified' else 'pending' end,
      domain_checked_at = case when domain_status = 'verified' then domain_checked_at end,
      domain_claimed_at = case when domain_status = 'verified' then domain_claimed_at else now() end,
      updated_at = now()
    where user_id = ${userId}::uuid and custom_domain is not null
      and domain_token = ${currentToken}
    returning *`;
  return rows[0] ?? null;
}

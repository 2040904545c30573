import type { Database } from "../db/database.ts";
import type { PropertyProfile } from "./property-universe.ts";

/** A test Google account's view of its Search Console properties. */
export interface SiteEntry {
  siteUrl: string;
  permissionLevel: "siteOwner" | "siteFullUser" | "siteRestrictedUser" | "siteUnverifiedUser";
}

/** Registered by tests or scripts (`setAccount`): wins over the profile lookup. */
export type AccountOverride = Partial<Omit<PropertyProfile, "siteUrl">> & {
  siteUrl: string | null;
  /**
   * Properties the account was added to but has not verified (Search Console lists them with
   * `siteUnverifiedUser`); they hold no data the account may read.
   */
  unverifiedSites?: string[];
};

/** The long tail of an account's property unless a test asks for another length. */
export const DEFAULT_QUERY_COUNT = 1500;

const IP_OR_LOCAL = /^(\d+\.\d+\.\d+\.\d+|\[[0-9a-f:]+\]|localhost)$/i;

/** `https://www.bakkerij.nl/shop` → `https://www.bakkerij.nl/` (a URL-prefix property). */
export function urlPrefixProperty(website: string): string | null {
  try {
    const url = new URL(website);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    return `${url.origin}/`;
  } catch {
    return null;
  }
}

/** `https://www.bakkerij.nl/` → `sc-domain:bakkerij.nl`; none for an address or localhost. */
export function domainProperty(website: string): string | null {
  try {
    const host = new URL(website).hostname;
    if (IP_OR_LOCAL.test(host)) return null;
    return `sc-domain:${host.replace(/^www\./, "")}`;
  } catch {
    return null;
  }
}

/**
 * Test Google accounts are named by e-mail. An account owns, verified, the website of the
 * Vindbaar customer with the same e-mail (from the emulator's database: the business profile's
 * website, keywords, name and region), both as a URL-prefix property and, for a real domain name,
 * as a domain property. An address without a profile owns no property.
 */
export class GoogleAccounts {
  private readonly overrides = new Map<string, AccountOverride>();

  constructor(
    private readonly db: Database,
    private readonly defaultQueryCount = DEFAULT_QUERY_COUNT,
  ) {}

  set(email: string, override: AccountOverride) {
    this.overrides.set(email.toLowerCase(), override);
  }

  /** The account's website and what its data is generated from; null without a website. */
  async profile(email: string): Promise<PropertyProfile | null> {
    const override = this.overrides.get(email.toLowerCase());
    const row = await this.lookup(email);
    const website = override ? override.siteUrl : row?.website_url;
    const siteUrl = website ? urlPrefixProperty(website) : null;
    if (!siteUrl) return null;
    return {
      siteUrl,
      businessName: override?.businessName ?? row?.business_name ?? "",
      region: override?.region ?? row?.region ?? "",
      keywords: override?.keywords ?? row?.keywords ?? [],
      queryCount: override?.queryCount ?? this.defaultQueryCount,
    };
  }

  private async lookup(email: string) {
    try {
      const rows = await this.db.query<{
        website_url: string;
        business_name: string;
        region: string;
        keywords: string[];
      }>(
        `select p.website_url, p.business_name, p.region, p.keywords
           from public.business_profiles p join auth.users u on u.id = p.user_id
          where lower(u.email) = lower($1)`,
        [email],
      );
      return rows[0];
    } catch {
      // An emulator started without migrations has no profiles: the account owns nothing.
      return undefined;
    }
  }

  async sites(email: string): Promise<SiteEntry[]> {
    const unverified: SiteEntry[] = (
      this.overrides.get(email.toLowerCase())?.unverifiedSites ?? []
    ).map((siteUrl) => ({ siteUrl, permissionLevel: "siteUnverifiedUser" }));
    const profile = await this.profile(email);
    if (!profile) return unverified;
    const domain = domainProperty(profile.siteUrl);
    return [
      { siteUrl: profile.siteUrl, permissionLevel: "siteOwner" },
      ...(domain ? [{ siteUrl: domain, permissionLevel: "siteOwner" as const }] : []),
      ...unverified,
    ];
  }
}

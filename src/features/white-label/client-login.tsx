import { useEffect, useState, useSyncExternalStore, type CSSProperties } from "react";
import type { Branding } from "@contract/white-label";
import { useT } from "@/i18n";

/**
 * Client login branding (issue 10): on a reseller's verified domain with white-label client login
 * on, /login shows the reseller's name, logo and colours. Light on purpose — no zod, TanStack Query
 * or supabase-js here; the fetcher loads only on a host that is not the main site's.
 */

/** Our own domain (the contract's OWN_DOMAIN; not imported, to keep zod out of /login). */
const MAIN_SITE_DOMAIN = "vindbaar.nl";
const LOOPBACK = ["localhost", "127.0.0.1", "::1", "[::1]"];

/** The main site's hosts never ask for branding: ours, its subdomains and plain loopback. */
export function isMainSiteHost(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, "");
  return (
    name === "" ||
    LOOPBACK.includes(name) ||
    name === MAIN_SITE_DOMAIN ||
    name.endsWith(`.${MAIN_SITE_DOMAIN}`)
  );
}

const noSubscription = () => () => {};

function useHostname(): string {
  return useSyncExternalStore(
    noSubscription,
    () => window.location.hostname,
    () => "",
  );
}

/** The branding for this page's host, null on the main site, while loading and without one. */
export function useClientBranding(): Branding | null {
  const host = useHostname();
  const [branding, setBranding] = useState<Branding | null>(null);
  useEffect(() => {
    if (isMainSiteHost(host)) return;
    let current = true;
    void import("./api/get-branding")
      .then(({ getBranding }) => getBranding(host))
      .then((answer) => {
        if (current) setBranding(answer);
      });
    return () => {
      current = false;
    };
  }, [host]);
  return branding;
}

/** "#9b87f5" -> "252 85% 75%" (the theme's HSL triplet form of --primary). */
export function hexToHslTriplet(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map((c) => c / 255);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  let h = 0;
  if (d !== 0) {
    if (max === r) h = ((g - b) / d) % 6;
    else if (max === g) h = (b - r) / d + 2;
    else h = (r - g) / d + 4;
  }
  const s = d === 0 ? 0 : d / (1 - Math.abs(2 * l - 1));
  const hue = Math.round((h * 60 + 360) % 360);
  return `${hue} ${Math.round(s * 100)}% ${Math.round(l * 100)}%`;
}

/** Theme variables that put the login form's buttons and focus rings in the reseller's colours. */
export function brandStyle(branding: Branding | null): CSSProperties | undefined {
  if (!branding) return undefined;
  const primary = hexToHslTriplet(branding.primaryColor);
  const accent = hexToHslTriplet(branding.accentColor);
  return {
    "--primary": primary,
    "--ring": accent,
    "--color-primary": branding.primaryColor,
    "--color-ring": branding.accentColor,
  } as CSSProperties;
}

/** The reseller's name and logo above the login form. */
export function ClientLoginBrand({ branding }: { branding: Branding }) {
  const { t } = useT("whiteLabel");
  const name = branding.companyName.trim();
  return (
    <div
      className="container flex items-center justify-center gap-3 pt-10"
      data-testid="client-login-brand"
    >
      {branding.logo ? (
        <img
          src={branding.logo}
          alt={t("preview.logoAlt", { name: name || t("preview.fallbackName") })}
          className="h-10 max-w-48 object-contain"
        />
      ) : null}
      {name ? (
        <span className="text-2xl font-bold" style={{ color: branding.secondaryColor }}>
          {name}
        </span>
      ) : null}
    </div>
  );
}

/** The brand a report PDF carries: Vindbaar's own, or a reseller's white-label settings. */
import { VINDBAAR_COLORS } from "../contract/brand.ts";

export interface ReportBranding {
  companyName: string;
  /** PNG or JPEG bytes. SVG logos cannot be drawn by pdf-lib: they arrive as null (the name shows). */
  logo: { bytes: Uint8Array; type: "png" | "jpg" } | null;
  primaryColor: string;
  secondaryColor: string;
  accentColor: string;
  footerText: string;
  /** Adds "Powered by Vindbaar" to the footer: a reseller's report that kept it. */
  poweredBy: boolean;
}

/** Our own brand. No "Powered by Vindbaar" under Vindbaar's own footer: it would say it twice. */
export const VINDBAAR_BRANDING: ReportBranding = {
  companyName: "Vindbaar",
  logo: null,
  primaryColor: VINDBAAR_COLORS.primary,
  secondaryColor: VINDBAAR_COLORS.secondary,
  accentColor: VINDBAAR_COLORS.accent,
  footerText: "Vindbaar – SEO voor het Nederlandse mkb – vindbaar.nl",
  poweredBy: false,
};

export const POWERED_BY = "Powered by Vindbaar";

/**
 * Vindbaar's own colours, from its logo: the blue of the mark, a deep navy of the same blue and the
 * green of the magnifier's handle ("found"). The site's `brand` palette (tailwind.config.ts), the
 * favicon and the logo use them, and so does a report without white label, so the default PDF
 * looks like Vindbaar and never like a reseller's starting colours (WHITE_LABEL_DEFAULTS).
 */
export const VINDBAAR_COLORS = {
  /** tailwind `brand-600`, the logo's background and the browser's theme colour. */
  primary: "#2748c9",
  /** tailwind `brand-900`. */
  secondary: "#142257",
  /** The logo's green handle. */
  accent: "#34d399",
} as const;

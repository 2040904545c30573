import { resolveSiteUrl } from "./site-url";

/** Brand facts used by the layout, metadata and structured data. */
export const site = {
  name: "Vindbaar",
  tagline: "AI-SEO op de automatische piloot",
  /** Absolute origin used for canonical URLs and the sitemap (VITE_SITE_URL, see .env.example). */
  // import.meta.env exists under Vite and Vitest; Node tools (Playwright specs) see the default.
  url: resolveSiteUrl(import.meta.env?.VITE_SITE_URL as string | undefined),
  email: "hallo@vindbaar.nl",
  supportEmail: "support@vindbaar.nl",
  phone: "+31 20 123 4567",
  phoneHref: "tel:+31201234567",
  address: {
    street: "Herengracht 182",
    postalCode: "1016 BR",
    city: "Amsterdam",
    country: "Nederland",
  },
  kvk: "91234567",
  locale: "nl_NL",
} as const;

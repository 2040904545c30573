/**
 * The business profile of onboarding (issue 11), shared by the form and the `onboarding`
 * function, so both apply the same rules and Dutch messages (docs/decisions/017-onboarding.md).
 *   GET → OnboardingResponse;  PUT OnboardingProfileInput → OnboardingResponse
 */
import { z } from "zod";
import { noControlCharacters } from "./control-characters.ts";
import { KEYWORD_MAX_LENGTH } from "./keywords.ts";
import { checkWebsiteAddress } from "./website-address.ts";
import { catalogue } from "./catalogue.ts";

export const SECTORS = [
  "Bouw en installatie",
  "Horeca",
  "Detailhandel en webshops",
  "Zakelijke dienstverlening",
  "Zorg en welzijn",
  "Beauty en wellness",
  "Onderwijs en training",
  "ICT en software",
  "Vastgoed",
  "Overig",
] as const;

export const TONES = ["formal", "informal"] as const;

export const PROFILE_LIMITS = {
  businessName: { min: 2, max: 100 },
  region: { min: 2, max: 80 },
  keywords: { min: 3, max: 10, maxLength: KEYWORD_MAX_LENGTH },
  competitors: { max: 3 },
  url: { max: 2048 },
  /** The finer sector next to the ten groups: "Bakkerij", "Fysiotherapiepraktijk". */
  sectorDetail: { max: 60 },
  /** A short description of the business, in the customer's words. */
  description: { max: 300 },
  /** The products and services the business offers. */
  offerings: { max: 15, maxLength: 80 },
} as const;

export const ONBOARDING_CATALOGUE = catalogue({
  nl: {
    businessName: `Vul de naam van je bedrijf in (${PROFILE_LIMITS.businessName.min} tot ${PROFILE_LIMITS.businessName.max} tekens).`,
    websiteUrl: "Vul het adres van je website in, bijvoorbeeld jouwbedrijf.nl.",
    sector: "Kies de sector van je bedrijf.",
    region: `Vul je provincie of plaats in (${PROFILE_LIMITS.region.min} tot ${PROFILE_LIMITS.region.max} tekens).`,
    keywordsCount: `Voeg ${PROFILE_LIMITS.keywords.min} tot ${PROFILE_LIMITS.keywords.max} zoekwoorden toe.`,
    keywordLength: `Een zoekwoord is hooguit ${PROFILE_LIMITS.keywords.maxLength} tekens.`,
    keywordsUnique: "Elk zoekwoord mag maar één keer voorkomen.",
    tone: "Kies hoe we je klanten aanspreken.",
    competitorUrl: "Vul een geldig adres in, bijvoorbeeld concurrent.nl.",
    competitorsCount: `Voeg hooguit ${PROFILE_LIMITS.competitors.max} concurrenten toe.`,
    competitorIsOwnSite: "Een concurrent kan niet je eigen website zijn.",
    competitorsUnique: "Elke concurrent mag maar één keer voorkomen.",
    sectorDetail: `Je specialisatie is hooguit ${PROFILE_LIMITS.sectorDetail.max} tekens.`,
    description: `Je beschrijving is hooguit ${PROFILE_LIMITS.description.max} tekens.`,
    offeringsCount: `Voeg hooguit ${PROFILE_LIMITS.offerings.max} producten of diensten toe.`,
    offeringLength: `Een product of dienst is hooguit ${PROFILE_LIMITS.offerings.maxLength} tekens.`,
    offeringsUnique: "Elk product of elke dienst mag maar één keer voorkomen.",
    needsPlan: "Kies eerst een abonnement om je bedrijfsprofiel in te stellen.",
    unavailable: "Je bedrijfsprofiel kon niet worden opgeslagen. Probeer het later opnieuw.",
  },
  en: {
    businessName: `Fill in your business name (${PROFILE_LIMITS.businessName.min} to ${PROFILE_LIMITS.businessName.max} characters).`,
    websiteUrl: "Fill in your website's address, for example yourbusiness.nl.",
    sector: "Choose your business's sector.",
    region: `Fill in your province or town (${PROFILE_LIMITS.region.min} to ${PROFILE_LIMITS.region.max} characters).`,
    keywordsCount: `Add ${PROFILE_LIMITS.keywords.min} to ${PROFILE_LIMITS.keywords.max} keywords.`,
    keywordLength: `A keyword is at most ${PROFILE_LIMITS.keywords.maxLength} characters.`,
    keywordsUnique: "Each keyword may appear only once.",
    tone: "Choose how we address your customers.",
    competitorUrl: "Fill in a valid address, for example competitor.nl.",
    competitorsCount: `Add at most ${PROFILE_LIMITS.competitors.max} competitors.`,
    competitorIsOwnSite: "A competitor cannot be your own website.",
    competitorsUnique: "Each competitor may appear only once.",
    sectorDetail: `Your specialisation is at most ${PROFILE_LIMITS.sectorDetail.max} characters.`,
    description: `Your description is at most ${PROFILE_LIMITS.description.max} characters.`,
    offeringsCount: `Add at most ${PROFILE_LIMITS.offerings.max} products or services.`,
    offeringLength: `A product or service is at most ${PROFILE_LIMITS.offerings.maxLength} characters.`,
    offeringsUnique: "Each product or service may appear only once.",
    needsPlan: "Choose a plan first to set up your business profile.",
    unavailable: "Your business profile could not be saved. Please try again later.",
  },
});
export const ONBOARDING_MESSAGES = ONBOARDING_CATALOGUE.nl;

/** The profile's fields as the Bedrijfsprofiel form labels them. */
export const ONBOARDING_FIELDS = {
  businessName: { nl: "Bedrijfsnaam", en: "Business name" },
  websiteUrl: { nl: "Website", en: "Website" },
  sector: { nl: "Sector", en: "Sector" },
  sectorDetail: { nl: "Specialisatie", en: "Specialisation" },
  description: { nl: "Korte beschrijving", en: "Short description" },
  offerings: { nl: "Producten en diensten", en: "Products and services" },
  region: { nl: "Regio", en: "Region" },
  keywords: { nl: "Zoekwoorden", en: "Keywords" },
  tone: { nl: "Toon", en: "Tone" },
  competitors: { nl: "Concurrenten", en: "Competitors" },
} as const;

/**
 * The own website: "jouwbedrijf.nl" → "https://jouwbedrijf.nl/". Refusals the browser can judge
 * (another scheme, credentials) get their reason here; hosts, ports and whether the site answers
 * are checked by the onboarding function before saving (it tries https, then http).
 */
const websiteUrl = z.string({ error: ONBOARDING_MESSAGES.websiteUrl }).transform((value, ctx) => {
  const checked = checkWebsiteAddress(value, PROFILE_LIMITS.url.max);
  if (!checked.ok) {
    ctx.addIssue({ code: "custom", message: checked.message ?? ONBOARDING_MESSAGES.websiteUrl });
    return z.NEVER;
  }
  return checked.url;
});

/** A competitor is never fetched: any web address with a domain will do. */
const competitorUrl = z
  .string({ error: ONBOARDING_MESSAGES.competitorUrl })
  .transform((value, ctx) => {
    const checked = checkWebsiteAddress(value, PROFILE_LIMITS.url.max);
    if (!checked.ok || !new URL(checked.url).hostname.includes(".")) {
      ctx.addIssue({ code: "custom", message: ONBOARDING_MESSAGES.competitorUrl });
      return z.NEVER;
    }
    return checked.url;
  });

/** Optional free text: trimmed, at most `max` characters, "" when left empty. */
const optionalText = (max: number, message: string, multiLine = false) =>
  z
    .string({ error: message })
    .trim()
    .check(noControlCharacters({ multiLine }))
    .max(max, { error: message })
    .default("");

const sameHost = (a: string, b: string) =>
  new URL(a).hostname.replace(/^www\./, "") === new URL(b).hostname.replace(/^www\./, "");

export const onboardingProfileSchema = z
  .object({
    businessName: z
      .string({ error: ONBOARDING_MESSAGES.businessName })
      .trim()
      .check(noControlCharacters())
      .min(PROFILE_LIMITS.businessName.min, { error: ONBOARDING_MESSAGES.businessName })
      .max(PROFILE_LIMITS.businessName.max, { error: ONBOARDING_MESSAGES.businessName }),
    websiteUrl,
    sector: z.enum(SECTORS, { error: ONBOARDING_MESSAGES.sector }),
    sectorDetail: optionalText(PROFILE_LIMITS.sectorDetail.max, ONBOARDING_MESSAGES.sectorDetail),
    description: optionalText(
      PROFILE_LIMITS.description.max,
      ONBOARDING_MESSAGES.description,
      true,
    ),
    offerings: z
      .array(
        z
          .string({ error: ONBOARDING_MESSAGES.offeringLength })
          .trim()
          .check(noControlCharacters())
          .min(1, { error: ONBOARDING_MESSAGES.offeringLength })
          .max(PROFILE_LIMITS.offerings.maxLength, { error: ONBOARDING_MESSAGES.offeringLength }),
        { error: ONBOARDING_MESSAGES.offeringsCount },
      )
      .max(PROFILE_LIMITS.offerings.max, { error: ONBOARDING_MESSAGES.offeringsCount })
      .refine(
        (offerings) =>
          new Set(offerings.map((o) => o.toLocaleLowerCase("nl"))).size === offerings.length,
        { error: ONBOARDING_MESSAGES.offeringsUnique },
      )
      .default([]),
    region: z
      .string({ error: ONBOARDING_MESSAGES.region })
      .trim()
      .check(noControlCharacters())
      .min(PROFILE_LIMITS.region.min, { error: ONBOARDING_MESSAGES.region })
      .max(PROFILE_LIMITS.region.max, { error: ONBOARDING_MESSAGES.region }),
    keywords: z
      .array(
        z
          .string({ error: ONBOARDING_MESSAGES.keywordsCount })
          .trim()
          .check(noControlCharacters())
          .min(1, { error: ONBOARDING_MESSAGES.keywordsCount })
          .max(PROFILE_LIMITS.keywords.maxLength, { error: ONBOARDING_MESSAGES.keywordLength }),
        { error: ONBOARDING_MESSAGES.keywordsCount },
      )
      .min(PROFILE_LIMITS.keywords.min, { error: ONBOARDING_MESSAGES.keywordsCount })
      .max(PROFILE_LIMITS.keywords.max, { error: ONBOARDING_MESSAGES.keywordsCount })
      .refine(
        (keywords) =>
          new Set(keywords.map((k) => k.toLocaleLowerCase("nl"))).size === keywords.length,
        { error: ONBOARDING_MESSAGES.keywordsUnique },
      ),
    tone: z.enum(TONES, { error: ONBOARDING_MESSAGES.tone }),
    competitors: z
      .array(competitorUrl, {
        error: ONBOARDING_MESSAGES.competitorsCount,
      })
      .max(PROFILE_LIMITS.competitors.max, { error: ONBOARDING_MESSAGES.competitorsCount })
      .refine((urls) => new Set(urls.map((url) => new URL(url).hostname)).size === urls.length, {
        error: ONBOARDING_MESSAGES.competitorsUnique,
      }),
  })
  .superRefine((profile, ctx) => {
    profile.competitors.forEach((competitor, index) => {
      if (sameHost(competitor, profile.websiteUrl)) {
        ctx.addIssue({
          code: "custom",
          path: ["competitors", index],
          message: ONBOARDING_MESSAGES.competitorIsOwnSite,
        });
      }
    });
  });

export type OnboardingProfileInput = z.input<typeof onboardingProfileSchema>;
export type OnboardingProfile = z.output<typeof onboardingProfileSchema>;

export const onboardingResponseSchema = z.object({
  profile: z
    .object({
      businessName: z.string(),
      websiteUrl: z.string(),
      sector: z.enum(SECTORS),
      sectorDetail: z.string(),
      description: z.string(),
      offerings: z.array(z.string()),
      /** The scan filled description and offerings from the site and the customer has not saved since. */
      detailsFromScan: z.boolean(),
      region: z.string(),
      keywords: z.array(z.string()),
      tone: z.enum(TONES),
      competitors: z.array(z.string()),
      updatedAt: z.string(),
    })
    .nullable(),
  completed: z.boolean(),
  /** PUT only: whether this save queued a site scan (first completion, or a new website). */
  scanQueued: z.boolean().optional(),
});
export type OnboardingResponse = z.infer<typeof onboardingResponseSchema>;

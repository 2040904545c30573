import { LEAD_RATE_LIMIT } from "@contract/leads-limits";
import { listOf, PLAN_FACTS } from "@contract/plans";
import { site } from "@/config/site";
import { facts } from "../facts";

/**
 * Every fact the privacy policy and the terms state, once, for both languages: the Dutch texts
 * (privacy.ts, terms.ts) and the English ones (privacy-en.ts, terms-en.ts) are written around
 * these values, so a changed price, period or address changes both versions.
 *
 * Plans, prices, the trial and the money-back window come from the contract the billing
 * functions enforce (`@contract/plans`); the rest are the company's own commitments.
 */
export const legalFacts = {
  company: {
    name: `${site.name} B.V.`,
    street: site.address.street,
    postalCode: site.address.postalCode,
    city: site.address.city,
    kvk: site.kvk,
    email: site.email,
    supportEmail: site.supportEmail,
  },
  lastUpdated: facts.legalLastUpdated,
  plans: PLAN_FACTS.map((plan) => ({
    name: plan.name,
    monthlyPriceCents: plan.monthlyPriceCents,
    blogQuota: plan.blogQuota,
  })),
  vatPercent: facts.vatPercent,
  trialDays: facts.trialDays,
  moneyBackDays: facts.moneyBackDays,
  /** Working days a bank or card issuer usually needs to show a refund. */
  refundWorkingDays: { from: 5, to: 10 },
  /** Price changes and significant changes to the texts are announced this long beforehand. */
  noticeDays: 30,
  /** Liability is capped at what the customer paid in this many months before the damage. */
  liabilityMonths: 3,
  /** Invoices and bookkeeping (Dutch tax law, art. 52 AWR). */
  invoiceRetentionYears: 7,
  /** Messages to support and through the contact form, after the last contact. */
  messageRetentionYears: 2,
  /** An account we delete on request is gone from the live systems within this many days. */
  deletionDays: 30,
  /** A personal-data breach is reported to the Autoriteit Persoonsgegevens within these hours. */
  breachReportHours: 72,
  /** The contact and call-to-action forms accept this many messages per address per window (the leads function's default limit). */
  formRateLimit: { messages: LEAD_RATE_LIMIT.max, minutes: LEAD_RATE_LIMIT.windowMinutes },
  court: site.address.city,
} as const;

export type LegalLanguage = "nl" | "en";

/**
 * The services that process personal data for us, by what the code calls: the database, sign-in
 * and functions (Supabase), payments (Stripe), Search Console and PageSpeed Insights (Google,
 * only with the customer's consent or when the key is set), keyword figures (DataForSEO, when
 * configured) and the AI writer (an OpenAI-compatible model, when configured). Each language
 * says what each one does; a new processor fails `tsc` until both texts describe it.
 */
export const PROCESSOR_IDS = ["supabase", "stripe", "google", "dataforseo", "ai"] as const;
export type ProcessorId = (typeof PROCESSOR_IDS)[number];

export const processorNames: Record<ProcessorId, string> = {
  supabase: "Supabase Inc.",
  stripe: "Stripe Payments Europe, Limited",
  google: "Google Ireland Limited",
  dataforseo: "DataForSEO",
  ai: "OpenAI",
};

/** 1900 -> "€ 19" (nl) / "€19" (en); cents only when there are any ("€ 19,50"). */
export function legalEuro(cents: number, language: LegalLanguage): string {
  const whole = cents % 100 === 0;
  return new Intl.NumberFormat(language === "nl" ? "nl-NL" : "en-GB", {
    style: "currency",
    currency: "EUR",
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(cents / 100);
}

/** "Basic € 19, Pro € 49, Ultimate € 99 en Power € 199" (English: "and", "€19"). */
export function planPriceList(language: LegalLanguage): string {
  return listOf(
    legalFacts.plans.map((plan) => `${plan.name} ${legalEuro(plan.monthlyPriceCents, language)}`),
    language === "nl" ? "en" : "and",
  );
}

/** "Basic 1, Pro 3, Ultimate 9 en Power 30" (English: "and"). */
export function planBlogList(language: LegalLanguage): string {
  return listOf(
    legalFacts.plans.map((plan) => `${plan.name} ${plan.blogQuota}`),
    language === "nl" ? "en" : "and",
  );
}

const dateFormats: Record<LegalLanguage, Intl.DateTimeFormat> = {
  nl: new Intl.DateTimeFormat("nl-NL", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }),
  en: new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }),
};

/** "2024-03-15" -> "15 maart 2024" / "15 March 2024". */
export function legalDate(isoDate: string, language: LegalLanguage): string {
  return dateFormats[language].format(new Date(`${isoDate}T00:00:00Z`));
}

/** "Herengracht 182, 1016 BR Amsterdam, Nederland" / "…, the Netherlands". */
export function companyAddress(language: LegalLanguage): string {
  const { street, postalCode, city } = legalFacts.company;
  return `${street}, ${postalCode} ${city}, ${language === "nl" ? "Nederland" : "the Netherlands"}`;
}

/**
 * Site facts: what a scan found on the customer's own website that a post may state as fact —
 * the offerings with their page, prices shown, opening hours, places served, claims ("sinds
 * 1987"), certifications and FAQs. The writers (built-in and AI) may say anything specific only
 * from this list or the business profile, and every draft records which facts it used. Shared by
 * the scan (extraction), the `content` and `onboarding` functions and the browser (the reviewable
 * list in Bedrijfsprofiel and the draft's checks panel).
 */
import { z } from "zod";
import type { SECTORS } from "./onboarding.ts";

export const SITE_FACT_KINDS = [
  /** A product or service the business offers (`name`, optional `priceCents`). */
  "offering",
  /** A price as shown on the site, for an offering or on its own (`priceCents`, `name`). */
  "price",
  /** Opening hours as shown ("ma–vr 7.00–18.00"). */
  "opening-hours",
  /** A town, region or area served or where the business is (`name`). */
  "place",
  /** A claim about the business: founded, experience, size ("sinds 1987", "al 30 jaar"). */
  "claim",
  /** A certification, membership or quality mark ("Erkend Leerbedrijf", "BIG-geregistreerd"). */
  "certification",
  /** A question the site answers (`question`, `answer`). */
  "faq",
  /** How to reach or order: phone, e-mail, address, ordering or booking method. */
  "contact",
] as const;
export type SiteFactKind = (typeof SITE_FACT_KINDS)[number];

export const SITE_FACT_LIMITS = { text: 300, name: 120, question: 200, answer: 600 } as const;

export const siteFactSchema = z.object({
  /** Stable across scans for the same fact on the same page (a hash of kind, text and page). */
  id: z.string().min(1).max(64),
  kind: z.enum(SITE_FACT_KINDS),
  /** The fact in one plain sentence or phrase, as the site says it. */
  text: z.string().min(1).max(SITE_FACT_LIMITS.text),
  /** The page it was found on (absolute URL on the customer's site). */
  pageUrl: z.string().url(),
  pageTitle: z.string().max(200).nullable(),
  /** offering/place/price: what it is ("Desembrood", "Utrecht"). */
  name: z.string().max(SITE_FACT_LIMITS.name).nullable(),
  /** offering/price: the amount in euro cents when the site shows one. */
  priceCents: z.number().int().nonnegative().nullable(),
  /** faq only. */
  question: z.string().max(SITE_FACT_LIMITS.question).nullable(),
  answer: z.string().max(SITE_FACT_LIMITS.answer).nullable(),
  /** The customer hid it in Bedrijfsprofiel: it is never used in writing. */
  hidden: z.boolean(),
});
export type SiteFact = z.infer<typeof siteFactSchema>;

/**
 * Business archetypes: what kind of business this is, for the built-in writer's sections and
 * advice and for the checker's off-type phrases. Finer than nothing, coarser than the sector text:
 * a bakery is "food-craft", a plumber "trades", an accountant "professional".
 */
export const BUSINESS_ARCHETYPES = [
  "food-craft", // bakker, slager, traiteur, chocolatier, brouwerij: makes food, sells over the counter
  "horeca", // restaurant, café, lunchroom, hotel, catering: guests, reservations
  "retail", // winkel, webshop: products, stock, delivery, returns
  "trades", // installateur, loodgieter, schilder, aannemer: jobs at the customer's place, quotes
  "professional", // accountant, advocaat, adviseur, makelaar: advice, intake, fees
  "care", // fysio, tandarts, huisarts, thuiszorg: patients, appointments, referrals
  "beauty", // kapper, schoonheidssalon, nagelstudio: treatments, appointments
  "training", // rijschool, bijles, cursus, sportschool: lessons, courses, levels
  "tech", // software, IT-beheer, webbureau: projects, licences, support
  "other",
] as const;
export type BusinessArchetype = (typeof BUSINESS_ARCHETYPES)[number];

/**
 * What each of the ten onboarding groups stands for when nothing more specific is known. Only a
 * starting point: a bakery filed under "Horeca" or "Detailhandel en webshops" is a food craft,
 * which the finer sector, the description and the site's facts decide (facts/archetype.ts).
 */
export const SECTOR_ARCHETYPES: Record<(typeof SECTORS)[number], BusinessArchetype> = {
  "Bouw en installatie": "trades",
  Horeca: "horeca",
  "Detailhandel en webshops": "retail",
  "Zakelijke dienstverlening": "professional",
  "Zorg en welzijn": "care",
  "Beauty en wellness": "beauty",
  "Onderwijs en training": "training",
  "ICT en software": "tech",
  Vastgoed: "professional",
  Overig: "other",
};

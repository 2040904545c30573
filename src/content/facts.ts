import { MONEY_BACK_GUARANTEE, TRIAL_OFFER } from "@contract/plans";

/**
 * Claims the site makes (docs/product.md §1 and §9), each stated once. Pages, the chat assistant and the
 * exit-intent offer all read these, so a changed figure changes everywhere. The trial and the
 * money-back window come from the contract, which the billing functions enforce.
 */
export const facts = {
  customersHelped: "500+",
  rating: "4,9/5",
  ratingValue: 4.9,
  resultsWithinDays: 30,
  resultsMonthsRange: "3-6 maanden",
  moneyBackDays: MONEY_BACK_GUARANTEE.days,
  /** The free trial: the chosen plan, without a payment method. */
  trialDays: TRIAL_OFFER.days,
  /** Dutch VAT (btw) on top of every plan price; the catalogue's prices exclude it. */
  vatPercent: 21,
  firstContentHours: 48,
  organicTrafficUplift: "38%",
  hoursSavedPerMonth: 20,
  resultsWithinMonths: 3,
  minPasswordLength: 6,
  legalLastUpdated: "2024-03-15",
} as const;

/** The exit-intent offer (docs/product.md §9 "Exit offer"). */
export const exitOffer = {
  code: "COMEBACK50",
  discountPercent: 50,
  discountMonths: 3,
  auditValueEuro: 297,
  organicTrafficClaim: "73%",
  roiClaim: "4x",
} as const;

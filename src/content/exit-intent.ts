import { exitOffer } from "@/content/facts";
import { formatEuro } from "@/lib/format";

/**
 * Copy of the exit-intent popup (docs/product.md §4 "Exit-intent popup", §9 "Exit offer"). Every figure
 * comes from `exitOffer` in facts.ts.
 */
export const exitIntentCopy = {
  eyebrow: "Wacht even!",
  title: `Krijg ${exitOffer.discountPercent}% korting voordat je gaat`,
  description: `Gebruik de code ${exitOffer.code} en krijg ${exitOffer.discountPercent}% korting op de eerste ${exitOffer.discountMonths} maanden van elk pakket.`,
  codeLabel: "Je kortingscode",
  copyLabel: `Kopieer de kortingscode ${exitOffer.code}`,
  copyButton: "Kopieer",
  copiedLabel: "Gekopieerd!",
  perks: [
    `${exitOffer.discountPercent}% korting op de eerste ${exitOffer.discountMonths} maanden`,
    `Gratis SEO-audit t.w.v. ${formatEuro(exitOffer.auditValueEuro)}`,
    `Onze klanten halen gemiddeld ${exitOffer.organicTrafficClaim} meer organisch verkeer`,
    `${exitOffer.roiClaim} ROI op hun investering in SEO`,
  ],
  validUntil: "Geldig tot middernacht",
  /** "Nog 5 uur en 12 minuten" — the remaining time until local midnight. */
  remaining: (duration: string) => `nog ${duration}`,
  primaryAction: `Claim ${exitOffer.discountPercent}% korting`,
  dismissAction: "Nee, bedankt",
  closeLabel: "Sluiten",
  /** The stand-in's loading state while the offer's code is still on its way. */
  loadingLabel: "Aanbieding wordt geladen…",
  /** Browsers show their own text nowadays, but older ones and assistive tools still read this. */
  beforeUnloadWarning: `Weet je zeker dat je wilt vertrekken? Je ${exitOffer.code}-korting vervalt.`,
} as const;

/** "5 uur en 12 minuten", "1 uur", "1 minuut". */
export function formatDuration(hours: number, minutes: number): string {
  const parts: string[] = [];
  if (hours > 0) parts.push(`${hours} uur`);
  if (minutes > 0 || hours === 0) parts.push(minutes === 1 ? "1 minuut" : `${minutes} minuten`);
  return parts.join(" en ");
}

import { facts } from "./facts";
import { plans, type Plan } from "./plans";
import { trialOffer } from "./guarantees";

/**
 * Copy around the plan cards (the plans themselves live in plans.ts). The quoted labels
 * 'Meest gekozen', 'JE HUIDIGE PLAN', 'Je huidige plan' and 'Verwerken...' are docs/product.md §4 texts.
 */
export const pricingSection = {
  id: "pricing",
  eyebrow: "Prijzen",
  title: "Kies het pakket dat bij je past",
  subtitle: `${trialOffer.sentence} Daarna maandelijks opzegbaar, geen minimale looptijd en ${facts.moneyBackDays} dagen geld-terug-garantie. Alle prijzen zijn per maand, exclusief btw.`,
  /** Under the cards: what the trial is, in the same words as the FAQ. */
  trialInfo: {
    heading: `${facts.trialDays} dagen gratis proberen`,
    text: `${trialOffer.includes} ${trialOffer.ending} ${trialOffer.onePerCustomer}`,
  },
};

export const planCardLabels = {
  perMonth: "/maand",
  popular: "Meest gekozen",
  currentPlanBadge: "JE HUIDIGE PLAN",
  currentPlanButton: "Je huidige plan",
  processing: "Verwerken...",
  trial: trialOffer.button,
  trialNote: trialOffer.note,
  included: "inbegrepen",
  excluded: "niet inbegrepen",
  whiteLabel: "White label",
  blogsPerMonth: (count: number) =>
    count === 1 ? "1 blogpost per maand" : `${count} blogposts per maand`,
  featuresHeading: (planName: string) => `Wat zit er in ${planName}`,
};

/** /pricing: the page hero. */
export const pricingPage = {
  hero: {
    eyebrow: "Prijzen",
    title: "Eerlijke prijzen, zonder verrassingen",
    intro: `Begin klein en groei wanneer je wilt. Elk pakket is per maand opzegbaar en je hebt ${facts.moneyBackDays} dagen geld-terug-garantie.`,
  },
};

/**
 * The plans as the cards show them: each card has its own highlighted blog-count row, so the
 * catalogue's "n AI-blogpost(s) per maand" line is left out of the feature list there.
 */
export const planCards: readonly Plan[] = plans.map((plan) => ({
  ...plan,
  features: plan.features.filter((feature) => !/AI-blogposts? per maand$/.test(feature.text)),
}));

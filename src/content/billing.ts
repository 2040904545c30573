import { facts } from "./facts";

const days = (count: number) => (count === 1 ? "1 dag" : `${count} dagen`);

/**
 * Copy for the purchase flow on the plan cards and /pricing, and for the subscription card on the
 * dashboard (Dutch; docs/product.md §4, §8). The quoted toast texts are contract texts: keep them exactly.
 */
const manageSubscription = "Beheer je abonnement";

export const billingContent = {
  manageSubscription,
  manageSubscriptionLoading: "Laden...",
  toasts: {
    checkoutFailed: {
      title: "Er is een probleem opgetreden",
      description: "We konden de checkout niet starten. Probeer het later opnieuw.",
    },
    portalFailed: {
      title: "Er is een probleem opgetreden",
      description: "We konden het abonnementsbeheer niet openen. Probeer het later opnieuw.",
    },
    checkoutSuccess: {
      title: "Betaling succesvol",
      description: "Bedankt voor je aankoop! Je abonnement is nu actief.",
    },
    checkoutCancelled: {
      title: "Checkout geannuleerd",
      description: "Je aankoop is niet voltooid. Je kunt het later opnieuw proberen.",
    },
    portalReturn: {
      title: "Abonnementsbeheer",
      description: "Je hebt je abonnement succesvol bijgewerkt.",
    },
    trialStarted: {
      title: "Proefperiode gestart",
      description: `Je kunt Vindbaar nu ${facts.trialDays} dagen gratis gebruiken.`,
    },
    /** A plan chosen before signing in, by a customer who turns out to have one already. */
    alreadySubscribed: {
      title: "Je hebt al een abonnement",
      samePlan: (plan: string) => `Je zit al op ${plan}; er is niets extra afgerekend.`,
      otherPlan: (current: string, chosen: string) =>
        `Je zit op ${current}. Overstappen naar ${chosen} doe je via '${manageSubscription}'; er is niets extra afgerekend.`,
    },
  },
  /** A running free trial on the dashboard. */
  trial: {
    daysLeft: (count: number) =>
      count <= 0 ? "Proefperiode: eindigt vandaag" : `Proefperiode: nog ${days(count)}`,
    addPaymentMethod: "Betaalmethode toevoegen",
    opening: "Openen…",
    withoutPaymentMethod: (date: string) =>
      `Voeg voor ${date} een betaalmethode toe om door te gaan; anders stopt je proefperiode vanzelf en betaal je niets.`,
    withPaymentMethod: (date: string) =>
      `Je betaalmethode is opgeslagen: vanaf ${date} loopt je abonnement gewoon door.`,
  },
  /** A discount (COMEBACK50) on the live subscription, e.g. "€ 24,50 per maand t/m 25 februari 2027, daarna € 49". */
  discount: (discounted: string, lastDay: string, full: string) =>
    `${discounted} per maand t/m ${lastDay}, daarna ${full}`,
  discountForever: (discounted: string) => `${discounted} per maand`,
  /** The self-service money-back guarantee. */
  moneyBack: {
    button: "Geld terug aanvragen",
    hint: (date: string) =>
      `Kan tot en met ${date}: ${facts.moneyBackDays} dagen geld-terug-garantie.`,
    title: "Geld terug aanvragen?",
    description: (amount: string) =>
      `Je abonnement stopt direct en je krijgt je eerste betaling van ${amount} volledig terug op je oorspronkelijke betaalmethode. Dit kan één keer.`,
    cancel: "Annuleren",
    confirm: "Ja, stop en betaal terug",
    confirming: "Bezig…",
    /** Why the server said no, in plain Dutch. */
    errors: {
      used: "Je hebt de geld-terug-garantie al eens gebruikt.",
      expired: `De ${facts.moneyBackDays} dagen na je eerste betaling zijn voorbij.`,
      nothingToRefund: "Er is nog geen betaling om terug te storten.",
      other: "Dat lukte niet. Probeer het later opnieuw; je abonnement is niet gewijzigd.",
    },
    done: {
      title: "Je geld komt terug",
      description: (amount: string) =>
        `Je abonnement is gestopt. ${amount} wordt teruggestort op je oorspronkelijke betaalmethode.`,
    },
  },
  /** Refunds the dashboard tells the customer about (the server sends those of the last weeks). */
  refunds: {
    duplicate: (plan: string, amount: string) =>
      `Je had een tweede abonnement afgesloten (${plan}). We hebben het direct stopgezet en ${amount} volledig terugbetaald; je andere abonnement loopt gewoon door.`,
    duplicateFree: (plan: string) =>
      `Je had een tweede abonnement gestart (${plan}). We hebben het direct stopgezet; je andere abonnement loopt gewoon door.`,
    moneyBack: (amount: string) =>
      `Je hebt je geld teruggevraagd: je abonnement is gestopt en ${amount} wordt teruggestort op je oorspronkelijke betaalmethode.`,
    otherPlan: "ander pakket",
  },
} as const;

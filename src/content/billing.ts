/**
 * Copy for the purchase flow on the plan cards and /pricing, also for a signed-in customer there
 * (Dutch; docs/product.md §4, §8): the public pages never load the i18n catalogues. The dashboard's
 * billing speaks the customer's language (src/i18n/locales/<language>/billing.ts). The quoted
 * toast texts are contract texts: keep them exactly.
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
    /** A plan chosen before signing in, by a customer who turns out to have one already. */
    alreadySubscribed: {
      title: "Je hebt al een abonnement",
      samePlan: (plan: string) => `Je zit al op ${plan}; er is niets extra afgerekend.`,
      otherPlan: (current: string, chosen: string) =>
        `Je zit op ${current}. Overstappen naar ${chosen} doe je via '${manageSubscription}'; er is niets extra afgerekend.`,
    },
  },
} as const;

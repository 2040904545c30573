/**
 * Copy for the purchase flow on the plan cards and /pricing (Dutch; spec §4, §8). The quoted
 * toast texts are contract texts: keep them exactly.
 */
export const billingContent = {
  manageSubscription: "Beheer je abonnement",
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
  },
} as const;

/**
 * The customer area's billing: the dashboard's subscription card (plan, status, next invoice, a
 * running trial or discount, the money-back guarantee), the notices about refunds, and the toasts
 * after Checkout and the billing portal. The public /pricing page (also for a signed-in customer)
 * keeps its plain Dutch copy in src/content/billing.ts.
 */
export const billing = {
  card: {
    title: "Abonnement",
    none: "Nog geen abonnement",
    noneDescription:
      "Kies een pakket om AI-blogposts, metatags en maandelijkse SEO-rapporten te ontvangen.",
    choosePlan: "Kies een pakket",
    loading: "Abonnement laden…",
    error: "Je abonnementsgegevens konden nu niet worden geladen. Probeer het later opnieuw.",
    activating: "Je abonnement wordt geactiveerd…",
    planName: "{{name}}-pakket",
    perMonth: "per maand",
    exclVat: "excl. btw",
    status: "Status: {{status}}",
    statuses: {
      active: "Actief",
      trialing: "Proefperiode",
      past_due: "Betaling achterstallig",
      canceled: "Opgezegd",
      incomplete: "Betaling niet afgerond",
      incomplete_expired: "Betaling verlopen",
      unpaid: "Onbetaald",
      paused: "Gepauzeerd",
    },
    nextInvoice: "Volgende factuur op {{date}}",
    cancelling: "Je abonnement stopt op {{date}}. Er wordt niets meer afgeschreven.",
    manage: "Beheer je abonnement",
    opening: "Openen…",
  },
  /** A running free trial on the subscription card. */
  trial: {
    endsToday: "Proefperiode: eindigt vandaag",
    daysLeft_one: "Proefperiode: nog {{count}} dag",
    daysLeft_other: "Proefperiode: nog {{count}} dagen",
    addPaymentMethod: "Betaalmethode toevoegen",
    opening: "Openen…",
    withoutPaymentMethod:
      "Voeg voor {{date}} een betaalmethode toe om door te gaan; anders stopt je proefperiode vanzelf en betaal je niets.",
    withPaymentMethod:
      "Je betaalmethode is opgeslagen: vanaf {{date}} loopt je abonnement gewoon door.",
  },
  /** A discount (COMEBACK50): "€ 24,50 per maand t/m 25 februari 2027, daarna € 49". */
  discount: {
    until: "{{discounted}} per maand t/m {{lastDay}}, daarna {{full}}",
    forever: "{{discounted}} per maand",
  },
  /** The self-service money-back guarantee. */
  moneyBack: {
    button: "Geld terug aanvragen",
    hint: "Kan tot en met {{date}}: {{days}} dagen geld-terug-garantie.",
    title: "Geld terug aanvragen?",
    description:
      "Je abonnement stopt direct en je krijgt je eerste betaling van {{amount}} volledig terug op je oorspronkelijke betaalmethode. Dit kan één keer.",
    cancel: "Annuleren",
    confirm: "Ja, stop en betaal terug",
    confirming: "Bezig…",
    /** Why the server said no. */
    errors: {
      used: "Je hebt de geld-terug-garantie al eens gebruikt.",
      expired: "De {{days}} dagen na je eerste betaling zijn voorbij.",
      nothingToRefund: "Er is nog geen betaling om terug te storten.",
      other: "Dat lukte niet. Probeer het later opnieuw; je abonnement is niet gewijzigd.",
    },
    done: {
      title: "Je geld komt terug",
      description:
        "Je abonnement is gestopt. {{amount}} wordt teruggestort op je oorspronkelijke betaalmethode.",
    },
  },
  /** Refunds the dashboard tells the customer about (the server sends those of the last weeks). */
  refunds: {
    duplicate:
      "Je had een tweede abonnement afgesloten ({{plan}}). We hebben het direct stopgezet en {{amount}} volledig terugbetaald; je andere abonnement loopt gewoon door.",
    duplicateFree:
      "Je had een tweede abonnement gestart ({{plan}}). We hebben het direct stopgezet; je andere abonnement loopt gewoon door.",
    moneyBack:
      "Je hebt je geld teruggevraagd: je abonnement is gestopt en {{amount}} wordt teruggestort op je oorspronkelijke betaalmethode.",
    otherPlan: "ander pakket",
  },
  toasts: {
    portalFailed: {
      title: "Er is een probleem opgetreden",
      description: "We konden het abonnementsbeheer niet openen. Probeer het later opnieuw.",
    },
    checkoutSuccess: {
      title: "Betaling succesvol",
      description: "Bedankt voor je aankoop! Je abonnement is nu actief.",
    },
    trialStarted: {
      title: "Proefperiode gestart",
      description: "Je kunt Vindbaar nu {{days}} dagen gratis gebruiken.",
    },
  },
};

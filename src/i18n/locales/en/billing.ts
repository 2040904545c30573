import type { Catalogue } from "../../catalogue";

export const billing: Catalogue["billing"] = {
  card: {
    title: "Subscription",
    none: "No subscription yet",
    noneDescription:
      "Choose a plan to start receiving AI blog posts, meta tags and monthly SEO reports.",
    choosePlan: "Choose a plan",
    loading: "Loading subscription…",
    error: "Your subscription details could not be loaded right now. Please try again later.",
    activating: "Activating your subscription…",
    planName: "{{name}} plan",
    perMonth: "per month",
    exclVat: "excl. VAT",
    status: "Status: {{status}}",
    statuses: {
      active: "Active",
      trialing: "Trial",
      past_due: "Payment overdue",
      canceled: "Cancelled",
      incomplete: "Payment incomplete",
      incomplete_expired: "Payment expired",
      unpaid: "Unpaid",
      paused: "Paused",
    },
    nextInvoice: "Next invoice on {{date}}",
    cancelling: "Your subscription ends on {{date}}. You will not be billed again.",
    manage: "Manage subscription",
    opening: "Opening…",
  },
  trial: {
    endsToday: "Trial: ends today",
    daysLeft_one: "Trial: {{count}} day left",
    daysLeft_other: "Trial: {{count}} days left",
    addPaymentMethod: "Add payment method",
    opening: "Opening…",
    withoutPaymentMethod:
      "Add a payment method before {{date}} to continue; otherwise your trial simply ends and you pay nothing.",
    withPaymentMethod: "Your payment method is saved: your subscription continues from {{date}}.",
  },
  discount: {
    until: "{{discounted}} per month until {{lastDay}}, then {{full}}",
    forever: "{{discounted}} per month",
  },
  moneyBack: {
    button: "Request a refund",
    hint: "Possible until {{date}}: {{days}}-day money-back guarantee.",
    title: "Request a refund?",
    description:
      "Your subscription stops at once and your first payment of {{amount}} is refunded in full to your original payment method. You can do this once.",
    cancel: "Cancel",
    confirm: "Yes, stop and refund",
    confirming: "Working…",
    errors: {
      used: "You have already used the money-back guarantee.",
      expired: "The {{days}} days after your first payment have passed.",
      nothingToRefund: "There is no payment to refund yet.",
      other: "That did not work. Please try again later; your subscription has not changed.",
    },
    done: {
      title: "Your money is on its way back",
      description:
        "Your subscription has stopped. {{amount}} is being refunded to your original payment method.",
    },
  },
  refunds: {
    duplicate:
      "You had taken out a second subscription ({{plan}}). We stopped it at once and refunded {{amount}} in full; your other subscription continues as normal.",
    duplicateFree:
      "You had started a second subscription ({{plan}}). We stopped it at once; your other subscription continues as normal.",
    moneyBack:
      "You asked for your money back: your subscription has stopped and {{amount}} is being refunded to your original payment method.",
    otherPlan: "another plan",
  },
  toasts: {
    portalFailed: {
      title: "Something went wrong",
      description: "We could not open subscription management. Please try again later.",
    },
    checkoutSuccess: {
      title: "Payment successful",
      description: "Thank you for your purchase! Your subscription is now active.",
    },
    trialStarted: {
      title: "Trial started",
      description: "You can now use Vindbaar free for {{days}} days.",
    },
  },
};

import { paths } from "@/config/paths";
import {
  companyAddress,
  legalDate,
  legalFacts as f,
  planBlogList,
  planPriceList,
} from "./legal-facts";
import type { LegalText } from "./legal-text";

const c = f.company;

/**
 * The terms of service in English (/en/terms-of-service), for customers who chose English. They
 * state what the Dutch main text (terms.ts) states, from the same facts (legal-facts.ts).
 */
export const termsEn: LegalText = {
  language: "en",
  hero: {
    eyebrow: "Legal",
    title: "Terms of Service",
    intro:
      "The agreement between you and Vindbaar when you use our website and subscribe to our service.",
  },
  lastUpdatedLabel: "Last updated:",
  lastUpdatedText: legalDate(f.lastUpdated, "en"),
  lastUpdatedIso: f.lastUpdated,
  contentsLabel: "Contents",
  otherVersion: {
    href: paths.termsOfService,
    label: "Lees deze voorwaarden in het Nederlands",
    language: "nl",
  },
  sections: [
    {
      heading: "1. About these terms",
      paragraphs: [
        `These terms apply to every use of the Vindbaar website and service, provided by ${c.name}, ${companyAddress("en")}, registered with the Dutch Chamber of Commerce under number ${c.kvk}. The Dutch version of these terms prevails over this translation.`,
        "By creating an account or starting a subscription you accept these terms. If you use Vindbaar on behalf of a company, you confirm that you may bind that company to these terms.",
      ],
    },
    {
      heading: "2. The service",
      paragraphs: [
        "Vindbaar provides AI-written, SEO-optimised blog posts, SEO reports, meta description suggestions, keyword advice and related tools through a personal dashboard. The number of blog posts and the features you receive depend on your plan.",
        "We work hard to improve your visibility in search engines, but search engines decide their own rankings. We therefore cannot guarantee specific positions, traffic or revenue.",
      ],
    },
    {
      heading: "3. Your account",
      paragraphs: [
        "You keep your login details secret and are responsible for all activity under your account. Let us know straight away if you suspect that someone else is using your account.",
        "The information you give us about your business and website must be correct and must not infringe the rights of others.",
      ],
    },
    {
      heading: "4. Plans, prices and billing",
      paragraphs: [
        `Vindbaar has four plans: ${planPriceList("en")} per month, excluding ${f.vatPercent}% Dutch VAT. Each period we write your plan's number of blog posts (${planBlogList("en")}); what else a plan includes is shown on our pricing page.`,
        "Subscriptions are billed monthly, in advance, at the price of your plan shown on our pricing page at the time of purchase. There is no long-term contract or minimum term.",
        "Payments are processed by our payment provider Stripe. If a payment fails, we will let you know and may suspend the service until the payment has been made.",
        `You can change your plan from your dashboard; you see what the change costs there before you confirm. We announce price changes at least ${f.noticeDays} days in advance; you may cancel before they take effect.`,
      ],
    },
    {
      heading: "5. Free trial",
      paragraphs: [
        `You can try any plan free of charge for ${f.trialDays} days, without entering a payment method. A trial is the chosen plan itself, with that plan's features and quantities: your first website scan with its report and recommendations, and the blog posts of that plan (${planBlogList("en")}).`,
        `If you add a payment method during the trial, your subscription continues after the ${f.trialDays} days and is billed monthly from then on. If you do not, the trial ends by itself and you pay nothing. Each customer can start one free trial.`,
      ],
    },
    {
      heading: "6. Cancellation",
      paragraphs: [
        "You can cancel your subscription at any time from your dashboard. After cancelling you keep access to the service until the end of the period you have already paid for. We do not charge you again after that.",
      ],
    },
    {
      heading: "7. After your subscription ends",
      paragraphs: [
        "When your subscription ends, your dashboard stays open to you read-only: you can still open your blog posts and reports and export them (blog posts as Markdown or HTML, reports as PDF when your plan included the PDF report). Writing and editing posts, new website scans, publishing to WordPress and the API stop until you choose a plan again.",
        `Your account and your data are kept until you ask us to delete them; e-mail ${c.email} to do so. They are then deleted within ${f.deletionDays} days, except what we must keep by law, such as invoices (${f.invoiceRetentionYears} years). Our privacy policy tells you more.`,
      ],
    },
    {
      heading: "8. Money-back guarantee and refunds",
      paragraphs: [
        `We offer a ${f.moneyBackDays}-day money-back guarantee. If you are not satisfied, request a refund within ${f.moneyBackDays} days of your first payment yourself with 'Geld terug aanvragen' on your dashboard: your subscription ends immediately and we refund the full amount of that first payment. The guarantee can be used once per customer. You can also e-mail ${c.supportEmail} within that period.`,
        `Refunds are paid back through the payment method you used; your bank or card issuer usually shows them within ${f.refundWorkingDays.from} to ${f.refundWorkingDays.to} working days.`,
      ],
    },
    {
      heading: "9. Ownership of content",
      paragraphs: [
        "All content that Vindbaar generates for you, such as blog posts, meta descriptions and business-profile posts, belongs to you. You may use, edit and publish it freely, also after your subscription ends.",
        "The Vindbaar software, brand, report layout and dashboard remain our property. You receive a personal, non-transferable right to use them during your subscription, and afterwards to read and export your own content.",
        "Generated content is created with AI. Review it before publishing: you are responsible for what you publish on your own channels.",
      ],
    },
    {
      heading: "10. Acceptable use",
      paragraphs: [
        "You may not use Vindbaar to create content that is unlawful, misleading, discriminatory or infringes the rights of others, nor try to disrupt, overload or reverse-engineer the service. We may suspend accounts that break these rules.",
      ],
    },
    {
      heading: "11. Liability",
      paragraphs: [
        `Our total liability for damage arising from the service is limited to the amount you paid us in the ${f.liabilityMonths} months before the event that caused the damage. We are not liable for indirect damage such as lost profit or lost revenue, except in the case of intent or wilful recklessness on our part.`,
      ],
    },
    {
      heading: "12. Privacy",
      paragraphs: [
        "We process personal data as described in our privacy policy. Where we process personal data on your behalf, our data processing agreement applies.",
      ],
    },
    {
      heading: "13. Changes and applicable law",
      paragraphs: [
        `We may change these terms. We will e-mail you at least ${f.noticeDays} days before significant changes take effect; if you do not agree, you may cancel before that date.`,
        `These terms are governed by Dutch law. Disputes will be submitted to the competent court in ${f.court}, unless mandatory law provides otherwise.`,
        `Questions about these terms? E-mail us at ${c.email}.`,
      ],
    },
  ],
};

import type { LegalSection } from "@/components/marketing/legal-document";
import { facts } from "../facts";
import { planBlogCounts } from "../plans";
import { legalEntity as company } from "./company";

export const termsPage = {
  hero: {
    eyebrow: "Legal",
    title: "Terms of Service",
    intro:
      "The agreement between you and Vindbaar when you use our website and subscribe to our service.",
  },
} as const;

/**
 * Terms of service (English, docs/product.md §1). Spec §2 fixes four points: monthly billing, cancel any time
 * with access until the paid period ends, refunds within 14 days, generated content is the user's.
 * The free trial and the self-service money-back path state the same facts as the Dutch pages
 * (content/guarantees.ts): days from the contract the billing functions enforce, posts per plan
 * from the catalogue.
 */
export const termsSections: readonly LegalSection[] = [
  {
    heading: "1. About these terms",
    paragraphs: [
      `These terms apply to every use of the Vindbaar website and service, provided by ${company.name}, ${company.address}, registered with the Dutch Chamber of Commerce under number ${company.kvk}.`,
      "By creating an account or starting a subscription you accept these terms. If you use Vindbaar on behalf of a company, you confirm that you may bind that company to these terms.",
    ],
  },
  {
    heading: "2. The service",
    paragraphs: [
      "Vindbaar provides AI-written, SEO-optimised blog posts, SEO reports, meta tag suggestions, keyword advice and related tools through a personal dashboard. The number of blog posts and the features you receive depend on the plan you choose.",
      "We work hard to improve your visibility in search engines, but search engines decide their own rankings. We therefore cannot guarantee specific positions, traffic or revenue.",
    ],
  },
  {
    heading: "3. Your account",
    paragraphs: [
      "You are responsible for keeping your login details secret and for all activity under your account. Let us know straight away if you suspect that someone else is using your account.",
      "The information you give us about your business and website must be correct and must not infringe the rights of others.",
    ],
  },
  {
    heading: "4. Prices, billing and the free trial",
    paragraphs: [
      "Subscriptions are billed monthly, in advance, at the price of your plan shown on our pricing page at the time of purchase. There is no long-term contract or minimum term.",
      "Payments are processed by our payment provider. If a payment fails, we will let you know and may suspend the service until the payment has been made.",
      "If you change your plan, the new plan and price apply from the next billing period. We will announce price changes at least 30 days in advance; you may cancel before they take effect.",
      `Free trial. You can try any plan free of charge for ${facts.trialDays} days, without entering a payment method. A trial is the chosen plan itself, with that plan's features and quantities: your first website scan with its report and recommendations, and the blog posts of that plan (${planBlogCounts("and")}).`,
      `If you add a payment method during the trial, your subscription continues after the ${facts.trialDays} days and is billed monthly from then on. If you do not, the trial ends by itself and you pay nothing. Each customer can start one free trial.`,
    ],
  },
  {
    heading: "5. Cancellation",
    paragraphs: [
      "You can cancel your subscription at any time from your dashboard. After cancelling you keep access to the service until the end of the period you have already paid for. We do not charge you again after that.",
    ],
  },
  {
    heading: "6. Money-back guarantee and refunds",
    paragraphs: [
      `We offer a ${facts.moneyBackDays}-day money-back guarantee. If you are not satisfied, request a refund within ${facts.moneyBackDays} days of your first payment yourself with 'Geld terug aanvragen' on your dashboard: your subscription ends immediately and we refund the full amount of that first payment. The guarantee can be used once per customer. You can also e-mail ${company.supportEmail} within that period.`,
      "Refunds are paid back through the original payment method; your bank or card issuer usually shows them within 5 to 10 working days.",
    ],
  },
  {
    heading: "7. Ownership of content",
    paragraphs: [
      "All content that Vindbaar generates for you, such as blog posts, meta descriptions and business-profile posts, belongs to you. You may use, edit and publish it freely, also after your subscription ends.",
      "When your subscription ends, your dashboard stays open to you read-only: you can still open your blog posts and reports and export them (blog posts as Markdown or HTML, reports as PDF when your plan included the PDF report). Writing and editing posts, new website scans, publishing to WordPress and the API stop until you choose a plan again.",
      "The Vindbaar software, brand, reports layout and dashboard remain our property. You receive a personal, non-transferable right to use them during your subscription, and afterwards to read and export your own content.",
      "Generated content is created with AI. Review it before publishing: you are responsible for what you publish on your own channels.",
    ],
  },
  {
    heading: "8. Acceptable use",
    paragraphs: [
      "You may not use Vindbaar to create content that is unlawful, misleading, discriminatory or infringes the rights of others, nor try to disrupt, overload or reverse-engineer the service. We may suspend accounts that break these rules.",
    ],
  },
  {
    heading: "9. Liability",
    paragraphs: [
      "Our total liability for damage arising from the service is limited to the amount you paid us in the three months before the event that caused the damage. We are not liable for indirect damage such as lost profit or lost revenue, except in the case of intent or gross negligence on our part.",
    ],
  },
  {
    heading: "10. Privacy",
    paragraphs: [
      "We process personal data as described in our Privacy Policy. Where we process personal data on your behalf, our data processing agreement applies.",
    ],
  },
  {
    heading: "11. Changes and applicable law",
    paragraphs: [
      "We may change these terms. We will notify you by e-mail at least 30 days before significant changes take effect; if you do not agree, you may cancel before that date.",
      "These terms are governed by Dutch law. Disputes will be submitted to the competent court in Amsterdam, unless mandatory law provides otherwise.",
      `Questions about these terms? E-mail us at ${company.email}.`,
    ],
  },
];

import type { LegalSection } from "@/components/marketing/legal-document";
import { legalEntity as company } from "./company";

export const privacyPage = {
  hero: {
    eyebrow: "Legal",
    title: "Privacy Policy",
    intro:
      "How we collect, use and protect your personal data when you visit our website or use our service.",
  },
} as const;

/** Privacy policy (English, docs/product.md §1), written for a Dutch B.V. under the GDPR (AVG). */
export const privacySections: readonly LegalSection[] = [
  {
    heading: "1. Who we are",
    paragraphs: [
      `${company.name} ("Vindbaar", "we", "us") provides an AI-driven SEO service for businesses in the Netherlands. We are registered with the Dutch Chamber of Commerce (KvK) under number ${company.kvk} and are located at ${company.address}.`,
      "We are the controller for the personal data described in this policy. For personal data that you upload about your own customers or website visitors, you are the controller and we act as your processor under the terms of our data processing agreement.",
    ],
  },
  {
    heading: "2. Which data we collect",
    paragraphs: [
      "Account data: your name, e-mail address and password (stored only as a secure hash) when you create an account.",
      "Business data: the information you provide in the onboarding form, such as your company name, website address, sector, region and target keywords. We use it to generate your content and reports.",
      "Billing data: your chosen plan, invoices and payment status. Card and bank details are handled by our payment provider; we never see or store full card numbers.",
      "Communication data: messages you send us through the contact form, e-mail, telephone or the chat in the dashboard.",
      "Technical data: your IP address, browser type and the pages you visit, which our hosting providers log for security and to keep the service running.",
    ],
  },
  {
    heading: "3. Why we use your data and on which legal basis",
    paragraphs: [
      "To provide the service you signed up for, including content generation, reports, the dashboard and customer support. Legal basis: performance of our contract with you (Article 6(1)(b) GDPR).",
      "To bill you and keep our accounts. Legal basis: performance of the contract and our legal obligations under Dutch tax law (Article 6(1)(b) and (c) GDPR).",
      "To secure our systems, prevent abuse and improve the service. Legal basis: our legitimate interest in a safe and reliable service (Article 6(1)(f) GDPR).",
      "To send you product news or tips by e-mail, only if you asked for them. Legal basis: your consent (Article 6(1)(a) GDPR), which you can withdraw at any time via the link in every e-mail.",
    ],
  },
  {
    heading: "4. Who we share data with",
    paragraphs: [
      "We never sell your personal data. We share it only with service providers that help us run Vindbaar, such as our hosting and database provider, our payment provider, the providers of the AI models that write your content and our e-mail provider. Each of them processes data only on our instructions and under a data processing agreement.",
      "Some of these providers are located outside the European Economic Area. In that case we rely on an adequacy decision of the European Commission or on the Standard Contractual Clauses, with additional safeguards where needed.",
      "We may disclose data when the law requires us to, for example to comply with an order from a Dutch authority.",
    ],
  },
  {
    heading: "5. How long we keep your data",
    paragraphs: [
      "We keep your account and business data for as long as your account exists. After you close your account we delete or anonymise this data within 90 days, unless we must keep it longer.",
      "Invoices and other financial records are kept for seven years, as required by Dutch tax law. Messages to our support team are kept for up to two years after your last contact.",
    ],
  },
  {
    heading: "6. Cookies and local storage",
    paragraphs: [
      "We only use cookies and browser storage that are needed for the website to work, such as keeping you signed in and remembering that we have already shown you a particular offer. We do not use advertising or tracking cookies, so we do not ask for cookie consent.",
    ],
  },
  {
    heading: "7. How we protect your data",
    paragraphs: [
      "All connections to Vindbaar are encrypted. Access to personal data is limited to employees who need it for their work, and our database enforces that each customer can only see their own data. We regularly review our security measures.",
      "If a data breach occurs that is likely to put your rights at risk, we will report it to the Dutch Data Protection Authority within 72 hours and inform you without undue delay.",
    ],
  },
  {
    heading: "8. Your rights",
    paragraphs: [
      "You have the right to access, correct and delete your personal data, to restrict or object to its processing and to receive your data in a portable format. Where we rely on your consent, you can withdraw it at any time.",
      `To use these rights, e-mail us at ${company.email}. We answer within one month. We may ask you to confirm your identity before we act on your request.`,
      "If you are not satisfied with how we handle your data, you can file a complaint with the Dutch Data Protection Authority (Autoriteit Persoonsgegevens).",
    ],
  },
  {
    heading: "9. Changes to this policy",
    paragraphs: [
      "We may update this policy when our service or the law changes. We will publish the new version on this page and, for significant changes, notify you by e-mail before they take effect.",
      `Questions about this policy? Contact ${company.name}, ${company.address}, or e-mail ${company.email}.`,
    ],
  },
];

import { paths } from "@/config/paths";
import { companyAddress, legalDate, legalFacts as f, processorNames } from "./legal-facts";
import type { LegalText } from "./legal-text";

const c = f.company;
const address = companyAddress("en");

/**
 * The privacy policy in English (/en/privacy-policy), for customers who chose English. It states
 * what the Dutch main text (privacy.ts) states, from the same facts (legal-facts.ts).
 */
export const privacyEn: LegalText = {
  language: "en",
  hero: {
    eyebrow: "Legal",
    title: "Privacy Policy",
    intro:
      "Which personal data we collect when you visit our website or use Vindbaar, what we use it for and how we protect it.",
  },
  lastUpdatedLabel: "Last updated:",
  lastUpdatedText: legalDate(f.lastUpdated, "en"),
  lastUpdatedIso: f.lastUpdated,
  contentsLabel: "Contents",
  otherVersion: {
    href: paths.privacyPolicy,
    label: "Lees dit beleid in het Nederlands",
    language: "nl",
  },
  sections: [
    {
      heading: "1. Who we are",
      paragraphs: [
        `${c.name} ("Vindbaar", "we", "us") provides an AI-driven SEO service for businesses in the Netherlands. We are registered with the Dutch Chamber of Commerce (KvK) under number ${c.kvk} and are located at ${address}.`,
        "We are the controller for the personal data described in this policy. For personal data that you put into Vindbaar about your own customers or website visitors, you are the controller and we act as your processor under our data processing agreement.",
      ],
    },
    {
      heading: "2. Which data we process",
      paragraphs: [
        "Account data: your e-mail address, your name if you give it, your language and your password (stored only as a hash that cannot be read back).",
        "Business data: what you fill in on your business profile, such as your company name, website, sector, region, keywords and form of address, and what we make from it: scans of your website, reports, blog posts and business-profile posts.",
        "Connections: if you connect WordPress, your site's address, your user name and an application password; if you connect Google Search Console, an access token from Google and your website's search figures (clicks, impressions and positions). Application passwords and access tokens are stored encrypted, API keys only as a hash.",
        "Billing data: your plan, your invoices, the status of your payments and whether you saved a payment method. Card and bank details are handled by our payment provider Stripe; we never see or store full card numbers.",
        `Messages: what you send us through the contact form (name, e-mail address, subject and message), the e-mail address you leave in a request form and e-mail to our support team. To prevent abuse we keep, with each submission, a hash of your IP address from which the address cannot be recovered (one address can send ${f.formRateLimit.messages} messages per ${f.formRateLimit.minutes} minutes).`,
        "Technical data: your IP address, your browser and the pages you request, which our hosting providers log for security and to keep the service running.",
      ],
    },
    {
      heading: "3. Why we use your data and on which legal basis",
      paragraphs: [
        "To provide the service you sign up for: your account, the scans, reports and blog posts, the connections and our support. Legal basis: performance of our contract with you (Article 6(1)(b) GDPR).",
        "To bill you and keep our accounts. Legal basis: performance of the contract and our legal retention obligations (Article 6(1)(b) and (c) GDPR).",
        "To answer your question through the contact form or a request form. Legal basis: your own request, prior to a possible contract (Article 6(1)(b) GDPR), and our legitimate interest in answering it (Article 6(1)(f) GDPR).",
        "To secure our systems, prevent abuse and improve the service. Legal basis: our legitimate interest in a safe and reliable service (Article 6(1)(f) GDPR).",
        "To send you product news or tips by e-mail, only if you asked for them. Legal basis: your consent (Article 6(1)(a) GDPR), which you can withdraw at any time via the link in every e-mail.",
      ],
    },
    {
      heading: "4. Who we share data with",
      paragraphs: [
        "We never sell your data. We share it only with the service providers that run Vindbaar for us. They process it only on our instructions and under a data processing agreement:",
        `${processorNames.supabase}: our database, sign-in (including the e-mails that confirm your address or reset your password) and our server functions. It holds all the data of section 2 except card and bank details.`,
        `${processorNames.stripe}: payments, subscriptions, invoices and refunds. Stripe receives your e-mail address, your plan and the payment details you enter with Stripe.`,
        `${processorNames.google}: only if you connect Google Search Console do we read your website's search figures with your consent (read-only); you can disconnect at any time. To measure your website's speed we send that website's address to Google PageSpeed Insights.`,
        `${processorNames.dataforseo}: for search volumes and keyword ideas in the SEO Helper we send the keywords you look up, without any data about you.`,
        `${processorNames.ai} or another provider of an AI language model: when we let an AI model help write your blog posts and meta descriptions, that provider receives the data from your business profile and your website that this needs. Without such a model our own built-in writer writes them and nothing leaves our systems.`,
        "Some of these providers are (also) located outside the European Economic Area. We then transfer data only on the basis of an adequacy decision of the European Commission, such as the EU-US Data Privacy Framework, or the European Commission's Standard Contractual Clauses, with additional safeguards where needed.",
        "Otherwise we disclose data only when the law requires us to, for example on the order of a Dutch authority.",
      ],
    },
    {
      heading: "5. How long we keep your data",
      paragraphs: [
        "We keep your account, business profile, reports and posts for as long as your account exists. If you cancel your subscription, your account stays: you can go on reading and exporting your reports and posts (see the terms of service).",
        `If you want us to delete your account and your data, e-mail ${c.email}. Within ${f.deletionDays} days they are then deleted from our systems, except what we must keep by law.`,
        `Invoices and other financial records are kept for ${f.invoiceRetentionYears} years, as Dutch tax law requires. Messages to our support team and through the contact form are kept for up to ${f.messageRetentionYears} years after the last contact.`,
        "If you disconnect WordPress or Google Search Console, we delete the stored access at once.",
      ],
    },
    {
      heading: "6. Cookies and browser storage",
      paragraphs: [
        "We only use cookies and browser storage that the website needs to work: to keep you signed in, to remember your language and to remember that we have already shown you an offer. We do not use advertising or tracking cookies, so we do not ask for cookie consent.",
      ],
    },
    {
      heading: "7. How we protect your data",
      paragraphs: [
        "All connections to Vindbaar are encrypted. Our database makes sure that each customer sees only their own data. Passwords and API keys are kept only as a hash, stored connections encrypted. Only employees who need it for their work can access personal data, and we review our security regularly.",
        `If a data breach is likely to put your rights at risk, we report it to the Dutch Data Protection Authority (Autoriteit Persoonsgegevens) within ${f.breachReportHours} hours and inform you without undue delay.`,
      ],
    },
    {
      heading: "8. Your rights",
      paragraphs: [
        "You have the right to access, correct and delete your personal data, to restrict or object to its processing and to receive your data in a portable format. Where we rely on your consent, you can withdraw it at any time.",
        `You export your posts and reports yourself from your dashboard. For your other rights, e-mail ${c.email}. We answer within one month (as the GDPR requires) and may ask you to confirm that the request comes from you.`,
        "If you are not satisfied with how we handle your data, you can file a complaint with the Dutch Data Protection Authority (Autoriteit Persoonsgegevens).",
      ],
    },
    {
      heading: "9. Changes to this policy",
      paragraphs: [
        `We may update this policy when our service or the law changes. The new version is always on this page; we e-mail you about significant changes at least ${f.noticeDays} days before they take effect.`,
        `Questions about this policy? Contact ${c.name}, ${address}, or e-mail ${c.email}.`,
      ],
    },
  ],
};

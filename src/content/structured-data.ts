import { paths } from "@/config/paths";
import { site } from "@/config/site";
import { faqItems } from "./faq";
import { plans } from "./plans";

/**
 * Schema.org markup for the pages that carry it (home, /pricing, /faq); each page imports only
 * its own builder, so no other page's chunk pays for the FAQ text or the catalogue. Only claims the page itself shows: no invented ratings or reviews
 * (Google ignores or penalises markup that is not visible on the page).
 */
export function organizationData() {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.name,
    url: `${site.url}/`,
    logo: `${site.url}/favicon.svg`,
    email: site.email,
    telephone: site.phone,
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      postalCode: site.address.postalCode,
      addressLocality: site.address.city,
      addressCountry: "NL",
    },
  };
}

export function softwareApplicationData() {
  return {
    "@context": "https://schema.org",
    "@type": "SoftwareApplication",
    name: site.name,
    applicationCategory: "BusinessApplication",
    operatingSystem: "Web",
    url: `${site.url}${paths.pricing}`,
    description:
      "AI-gedreven SEO-automatisering: blogs, meta tags, zoekwoordstrategie en maandelijkse rapporten.",
    offers: plans.map((plan) => ({
      "@type": "Offer",
      name: plan.name,
      price: plan.price.toFixed(2),
      priceCurrency: "EUR",
      category: "subscription",
      description: plan.description,
      url: `${site.url}${paths.pricing}`,
    })),
  };
}

export function faqPageData() {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqItems.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

import { FaqSection } from "@/components/marketing/faq-section";
import { PageHero } from "@/components/marketing/page-hero";
import { faqItems, faqSection } from "@/content/faq";
import { pricingPage } from "@/content/pricing";
import { usePricingReturnToasts } from "@/features/billing";
import { CtaSection } from "@/features/cta-form";
import { softwareApplicationData } from "@/content/structured-data";
import { PageHead } from "./page-head";
import { PlanPricingBlock } from "./plan-pricing-block";

/**
 * Plan cards are visible to everyone; buying requires a session (docs/product.md §2 note on /pricing). Back
 * from Stripe, the return parameters each show their toast and leave the address (docs/product.md §8).
 */
export function PricingPage() {
  usePricingReturnToasts();
  return (
    <>
      <PageHead path="/pricing" structuredData={[softwareApplicationData()]} />
      <PageHero {...pricingPage.hero} />
      <PlanPricingBlock />
      <FaqSection {...faqSection} items={faqItems} />
      <CtaSection />
    </>
  );
}

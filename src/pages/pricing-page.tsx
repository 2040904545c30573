import { FaqSection } from "@/components/marketing/faq-section";
import { PageHero } from "@/components/marketing/page-hero";
import { faqItems, faqSection } from "@/content/faq";
import { pricingPage } from "@/content/pricing";
import { PlanPricing } from "@/features/billing";
import { CtaSection } from "@/features/cta-form";
import { softwareApplicationData } from "@/content/structured-data";
import { PageHead } from "./page-head";

/** Plan cards are visible to everyone; buying requires a session (spec §2 note on /pricing). */
export function PricingPage() {
  return (
    <>
      <PageHead path="/pricing" structuredData={[softwareApplicationData()]} />
      <PageHero {...pricingPage.hero} />
      <PlanPricing />
      <FaqSection {...faqSection} items={faqItems} />
      <CtaSection />
    </>
  );
}

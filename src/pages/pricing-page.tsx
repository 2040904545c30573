import { FaqSection } from "@/components/marketing/faq-section";
import { PageHero } from "@/components/marketing/page-hero";
import { PricingSection } from "@/components/marketing/pricing-section";
import { faqItems, faqSection } from "@/content/faq";
import { planCardLabels, planCards, pricingPage, pricingSection } from "@/content/pricing";
import { useChoosePlan } from "@/features/billing";
import { CtaSection } from "@/features/cta-form";
import { PageHead } from "./page-head";

/** Plan cards are visible to everyone; buying requires a session (spec §2 note on /pricing). */
export function PricingPage() {
  const { choosePlan, processingPlanId, currentPlanId } = useChoosePlan();
  return (
    <>
      <PageHead path="/pricing" />
      <PageHero {...pricingPage.hero} />
      <PricingSection
        {...pricingSection}
        plans={planCards}
        labels={planCardLabels}
        onChoose={choosePlan}
        currentPlanId={currentPlanId}
        processingPlanId={processingPlanId}
      />
      <FaqSection {...faqSection} items={faqItems} />
      <CtaSection />
    </>
  );
}

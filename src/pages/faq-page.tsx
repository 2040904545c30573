import { FaqSection } from "@/components/marketing/faq-section";
import { PageHero } from "@/components/marketing/page-hero";
import { faqItems, faqPage, faqSection } from "@/content/faq";
import { CtaSection } from "@/features/cta-form";
import { faqPageData } from "@/content/structured-data";
import { PageHead } from "./page-head";

export function FaqPage() {
  return (
    <>
      <PageHead path="/faq" structuredData={[faqPageData()]} />
      <PageHero {...faqPage.hero} />
      <FaqSection {...faqSection} items={faqItems} />
      <CtaSection />
    </>
  );
}

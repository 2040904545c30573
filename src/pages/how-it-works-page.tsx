import { PageHero } from "@/components/marketing/page-hero";
import { Steps } from "@/components/marketing/steps";
import { howItWorksPage, steps } from "@/content/steps";
import { CtaSection } from "@/features/cta-form";
import { PageHead } from "./page-head";

export function HowItWorksPage() {
  return (
    <>
      <PageHead path="/how-it-works" />
      <PageHero {...howItWorksPage.hero} />
      <Steps {...howItWorksPage.section} steps={steps} />
      <CtaSection />
    </>
  );
}

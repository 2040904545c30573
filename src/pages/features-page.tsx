import { FeatureGrid } from "@/components/marketing/feature-grid";
import { PageHero } from "@/components/marketing/page-hero";
import { features, featuresPage } from "@/content/features";
import { CtaSection } from "@/features/cta-form";
import { PageHead } from "./page-head";

export function FeaturesPage() {
  return (
    <>
      <PageHead path="/features" />
      <PageHero {...featuresPage.hero} />
      <FeatureGrid {...featuresPage.section} features={features} />
      <CtaSection />
    </>
  );
}

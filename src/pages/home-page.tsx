import { Benefits } from "@/components/marketing/benefits";
import { DecorativeBackground } from "@/components/marketing/decorative-background";
import { FeatureGrid } from "@/components/marketing/feature-grid";
import { Hero, HeroLinkActions } from "@/components/marketing/hero";
import { SeoDashboardCard } from "@/components/marketing/seo-dashboard-card";
import { SocialProof } from "@/components/marketing/social-proof";
import { Steps } from "@/components/marketing/steps";
import { TestimonialGrid } from "@/components/marketing/testimonial-grid";
import { features, featuresSection } from "@/content/features";
import { benefits, heroDashboard, homeHero, socialProof } from "@/content/home";
import { steps, stepsSection } from "@/content/steps";
import { testimonials, testimonialsSection } from "@/content/testimonials";
import { BlogDemo } from "@/features/blog-demo";
import { ChatAssistant } from "@/features/chat";
import { CtaSection } from "@/features/cta-form";
import { ExitIntentPopup } from "@/features/exit-intent";
import { AnalyzerSection } from "@/features/seo-analyzer";
import { organizationData } from "@/content/structured-data";
import { PageHead } from "./page-head";
import { PlanPricingBlock } from "./plan-pricing-block";

export function HomePage() {
  return (
    <>
      <PageHead path="/" structuredData={[organizationData()]} />
      <div className="relative isolate">
        <DecorativeBackground />
        <Hero
          eyebrow={homeHero.eyebrow}
          title={homeHero.title}
          intro={homeHero.intro}
          actions={
            <HeroLinkActions
              primary={homeHero.primaryAction}
              secondary={homeHero.secondaryAction}
            />
          }
          reassurance={homeHero.reassurance}
          visual={<SeoDashboardCard {...heroDashboard} />}
        />
        <SocialProof label={socialProof.label} items={socialProof.items} />
      </div>
      <AnalyzerSection />
      <BlogDemo />
      <Benefits {...benefits} />
      <FeatureGrid {...featuresSection} features={features} />
      <Steps {...stepsSection} steps={steps} />
      <TestimonialGrid {...testimonialsSection} testimonials={testimonials} />
      <PlanPricingBlock />
      <CtaSection />
      <ChatAssistant />
      <ExitIntentPopup />
    </>
  );
}

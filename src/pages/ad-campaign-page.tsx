import { Link } from "react-router-dom";
import { CtaBanner } from "@/components/marketing/cta-banner";
import { FeatureGrid } from "@/components/marketing/feature-grid";
import { Hero } from "@/components/marketing/hero";
import { Results } from "@/components/marketing/results";
import { ScrollButton } from "@/components/marketing/scroll-button";
import { SeoDashboardCard } from "@/components/marketing/seo-dashboard-card";
import { Button } from "@/components/ui/button";
import { adCampaign } from "@/content/ad-campaign";
import { heroDashboard } from "@/content/home";
import { PageHead } from "./page-head";
import { PlanPricingBlock } from "./plan-pricing-block";

/** Campaign landing page: every button either scrolls to #pricing or opens the demo. */
export function AdCampaignPage() {
  const { hero, benefits, results, cta } = adCampaign;
  return (
    <>
      <PageHead path="/ad-campagne" />
      <div className="bg-gradient-to-b from-brand-50 to-background">
        <Hero
          eyebrow={hero.eyebrow}
          title={hero.title}
          intro={hero.intro}
          reassurance={hero.reassurance}
          visual={<SeoDashboardCard {...heroDashboard} />}
          actions={
            <>
              <ScrollButton targetId="pricing" size="lg">
                {hero.pricingAction}
              </ScrollButton>
              <Button asChild size="lg" variant="outline">
                <Link to={hero.demoAction.href}>{hero.demoAction.label}</Link>
              </Button>
            </>
          }
        />
      </div>
      <FeatureGrid
        id="voordelen"
        eyebrow={benefits.eyebrow}
        title={benefits.title}
        subtitle={benefits.subtitle}
        features={benefits.items}
        columns={3}
      />
      <Results {...results} />
      <CtaBanner
        title={cta.title}
        text={cta.text}
        actions={
          <>
            <ScrollButton targetId="pricing" size="lg" variant="inverted">
              {cta.pricingAction}
            </ScrollButton>
            <Button
              asChild
              size="lg"
              variant="outline"
              className="border-white/40 bg-transparent text-white hover:bg-white/10 hover:text-white"
            >
              <Link to={cta.demoAction.href}>{cta.demoAction.label}</Link>
            </Button>
          </>
        }
      />
      <PlanPricingBlock />
    </>
  );
}

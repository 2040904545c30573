import { DemoShowcase } from "@/components/marketing/demo-showcase";
import { PageHero } from "@/components/marketing/page-hero";
import { ScrollButton } from "@/components/marketing/scroll-button";
import { demoBlog, demoDashboard, demoPage, demoReport } from "@/content/demo";
import { CtaSection } from "@/features/cta-form";
import { PageHead } from "./page-head";

export function DemoPage() {
  return (
    <>
      <PageHead path="/demo" />
      <PageHero {...demoPage.hero} />
      <DemoShowcase
        {...demoPage.section}
        tabsLabel={demoPage.tabsLabel}
        tabLabels={demoPage.tabs}
        blog={demoBlog}
        report={demoReport}
        dashboard={demoDashboard}
      >
        <div className="mt-12 flex flex-col items-center gap-4 rounded-2xl border bg-brand-50 p-8 text-center">
          <p className="text-xl font-bold">{demoPage.cta.title}</p>
          <p className="max-w-xl text-muted-foreground">{demoPage.cta.text}</p>
          <ScrollButton targetId="cta" size="lg">
            {demoPage.cta.button}
          </ScrollButton>
        </div>
      </DemoShowcase>
      <CtaSection />
    </>
  );
}

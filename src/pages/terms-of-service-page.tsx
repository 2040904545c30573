import { LegalDocument } from "@/components/marketing/legal-document";
import { PageHero } from "@/components/marketing/page-hero";
import { legalLastUpdated } from "@/content/legal/last-updated";
import { termsPage, termsSections } from "@/content/legal/terms";
import { PageHead } from "./page-head";

export function TermsOfServicePage() {
  return (
    // The legal texts are English (spec §1); lang lets screen readers pronounce them correctly.
    <div lang="en">
      <PageHead path="/terms-of-service" />
      <PageHero
        eyebrow={termsPage.hero.eyebrow}
        title={termsPage.hero.title}
        intro={termsPage.hero.intro}
      />
      <LegalDocument
        sections={termsSections}
        lastUpdatedLabel={legalLastUpdated.label}
        lastUpdatedIso={legalLastUpdated.iso}
        lastUpdatedText={legalLastUpdated.text}
        contentsLabel={legalLastUpdated.contentsLabel}
      />
    </div>
  );
}

import { LegalDocument } from "@/components/marketing/legal-document";
import { PageHero } from "@/components/marketing/page-hero";
import { legalLastUpdated } from "@/content/legal/last-updated";
import { privacyPage, privacySections } from "@/content/legal/privacy";
import { PageHead } from "./page-head";

export function PrivacyPolicyPage() {
  return (
    // The legal texts are English (spec §1); lang lets screen readers pronounce them correctly.
    <div lang="en">
      <PageHead path="/privacy-policy" />
      <PageHero
        eyebrow={privacyPage.hero.eyebrow}
        title={privacyPage.hero.title}
        intro={privacyPage.hero.intro}
      />
      <LegalDocument
        sections={privacySections}
        lastUpdatedLabel={legalLastUpdated.label}
        lastUpdatedIso={legalLastUpdated.iso}
        lastUpdatedText={legalLastUpdated.text}
        contentsLabel={legalLastUpdated.contentsLabel}
      />
    </div>
  );
}

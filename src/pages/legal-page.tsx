import { LegalDocument, type LegalSection } from "@/components/marketing/legal-document";
import { PageHero } from "@/components/marketing/page-hero";
import { legalLastUpdated } from "@/content/legal/last-updated";
import { PageHead } from "./page-head";

interface LegalPageProps {
  path: "/privacy-policy" | "/terms-of-service";
  hero: { eyebrow?: string; title: string; intro?: string };
  sections: readonly LegalSection[];
}

/** Layout shared by the privacy policy and the terms of service. */
export function LegalPage({ path, hero, sections }: LegalPageProps) {
  return (
    // The legal texts are English (docs/product.md §1); lang lets screen readers pronounce them correctly.
    <div lang="en">
      <PageHead path={path} />
      <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={hero.intro} />
      <LegalDocument
        sections={sections}
        lastUpdatedLabel={legalLastUpdated.label}
        lastUpdatedIso={legalLastUpdated.iso}
        lastUpdatedText={legalLastUpdated.text}
        contentsLabel={legalLastUpdated.contentsLabel}
      />
    </div>
  );
}

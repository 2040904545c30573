import { ContentSection } from "@/components/marketing/content-section";
import { GuideCard } from "@/components/marketing/guide-card";
import { PageHero } from "@/components/marketing/page-hero";
import { guides, guidesPage as copy } from "@/content/guides";
import { PageHead } from "./page-head";

export function GuidesPage() {
  return (
    <>
      <PageHead path="/guides" />
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} intro={copy.hero.intro} />
      <ContentSection id="gidsen" title={copy.section.title} subtitle={copy.section.subtitle}>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {guides.map((guide) => (
            <li key={guide.title}>
              <GuideCard guide={guide} labels={copy.labels} />
            </li>
          ))}
        </ul>
      </ContentSection>
    </>
  );
}

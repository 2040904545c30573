import { ContentSection } from "@/components/marketing/content-section";
import { InfoCardGrid } from "@/components/marketing/info-card";
import { PageHero } from "@/components/marketing/page-hero";
import { ProseBlock } from "@/components/marketing/prose-block";
import { TeamMemberCard } from "@/components/marketing/team-member-card";
import { aboutPage as copy, teamMembers, values } from "@/content/about";
import { PageHead } from "./page-head";

export function AboutUsPage() {
  return (
    <>
      <PageHead path="/about-us" />
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} intro={copy.hero.intro} />
      <ContentSection id="missie" title={copy.mission.title}>
        <ProseBlock paragraphs={copy.mission.paragraphs} />
      </ContentSection>
      <ContentSection id="verhaal" title={copy.story.title} muted>
        <ProseBlock paragraphs={copy.story.paragraphs} />
      </ContentSection>
      <ContentSection
        id="waarden"
        title={copy.valuesSection.title}
        subtitle={copy.valuesSection.subtitle}
      >
        <InfoCardGrid items={values} columns="4" />
      </ContentSection>
      <ContentSection
        id="team"
        title={copy.teamSection.title}
        subtitle={copy.teamSection.subtitle}
        muted
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {teamMembers.map((member, index) => (
            <li key={member.name}>
              <TeamMemberCard member={member} index={index} />
            </li>
          ))}
        </ul>
      </ContentSection>
    </>
  );
}

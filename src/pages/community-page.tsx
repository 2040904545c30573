import { Link } from "react-router-dom";
import { ContentSection } from "@/components/marketing/content-section";
import { DiscussionList } from "@/components/marketing/discussion-list";
import { PageHero } from "@/components/marketing/page-hero";
import { StatGrid } from "@/components/marketing/stat-grid";
import { Button } from "@/components/ui/button";
import { communityPage as copy, communityStats, discussions } from "@/content/community";
import { PageHead } from "./page-head";

export function CommunityPage() {
  return (
    <>
      <PageHead path="/community" />
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} intro={copy.hero.intro} />
      <ContentSection id="in-cijfers" title={copy.statsSection.title}>
        <StatGrid stats={communityStats} label={copy.statsSection.listLabel} />
      </ContentSection>
      <ContentSection
        id="discussies"
        title={copy.discussionsSection.title}
        subtitle={copy.discussionsSection.subtitle}
        muted
      >
        <DiscussionList discussions={discussions} labels={copy.discussionLabels} />
      </ContentSection>
      <ContentSection id="doe-mee" title={copy.join.title} subtitle={copy.join.text}>
        <div className="flex justify-center">
          <Button asChild size="lg">
            <Link to={copy.join.href}>{copy.join.buttonLabel}</Link>
          </Button>
        </div>
      </ContentSection>
    </>
  );
}

import { ContentSection } from "@/components/marketing/content-section";
import { InfoCardGrid } from "@/components/marketing/info-card";
import { JobCard } from "@/components/marketing/job-card";
import { PageHero } from "@/components/marketing/page-hero";
import { applyHref, benefits, careersPage as copy, jobs } from "@/content/careers";
import { PageHead } from "./page-head";

export function CareersPage() {
  return (
    <>
      <PageHead path="/careers" />
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} intro={copy.hero.intro} />
      <ContentSection
        id="voordelen"
        title={copy.benefitsSection.title}
        subtitle={copy.benefitsSection.subtitle}
      >
        <InfoCardGrid items={benefits} columns="3" />
      </ContentSection>
      <ContentSection
        id="vacatures"
        title={copy.jobsSection.title}
        subtitle={copy.jobsSection.subtitle}
        muted
      >
        <ul className="mx-auto max-w-4xl space-y-4">
          {jobs.map((job) => (
            <li key={job.title}>
              <JobCard
                job={job}
                labels={copy.jobLabels}
                applyHref={applyHref(job)}
                applyLabel={copy.applyLabel(job)}
              />
            </li>
          ))}
        </ul>
        <p className="mt-8 text-center text-muted-foreground">
          {copy.openApplication.text}{" "}
          <a
            href={copy.openApplication.href}
            className="font-semibold text-primary underline underline-offset-4"
          >
            {copy.openApplication.linkLabel}
          </a>
        </p>
      </ContentSection>
    </>
  );
}

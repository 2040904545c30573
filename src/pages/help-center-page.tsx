import { useState } from "react";
import { Link } from "react-router-dom";
import { ContentSection } from "@/components/marketing/content-section";
import { InfoCardGrid } from "@/components/marketing/info-card";
import { PageHero } from "@/components/marketing/page-hero";
import { Button } from "@/components/ui/button";
import { articles as helpArticles } from "virtual:articles/help";
import { helpCategories, helpCategoryAnchor, helpCenterPage as copy } from "@/content/help-center";
import { ChatOnRequest } from "@/features/chat/on-request";
import { HelpSearch } from "@/features/help-search";
import { PageHead } from "./page-head";

export function HelpCenterPage() {
  // The help search offers the chat when it finds nothing; this page has no chat until then.
  const [chatRequests, setChatRequests] = useState(0);
  const categoryCards = helpCategories.map((category) => ({
    title: category.title,
    description: category.description,
    icon: category.icon,
    meta: copy.articleCount(category.articleCount),
    id: helpCategoryAnchor(category.title),
    // Each category lists its articles (in their `order`), each a link to its page.
    links: helpArticles
      .filter((article) => article.category === category.title)
      .map((article) => ({ href: article.path, label: article.title })),
  }));

  return (
    <>
      <PageHead path="/help-center" />
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} intro={copy.hero.intro}>
        <HelpSearch {...copy.search} onOpenChat={() => setChatRequests((count) => count + 1)} />
      </PageHero>
      <ContentSection
        id="categorieen"
        title={copy.categoriesSection.title}
        subtitle={copy.categoriesSection.subtitle}
      >
        <InfoCardGrid items={categoryCards} columns="3" />
      </ContentSection>
      <ContentSection
        id="contact-support"
        title={copy.contact.title}
        subtitle={copy.contact.text}
        muted
      >
        <div className="flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link to={copy.contact.href}>{copy.contact.buttonLabel}</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={copy.contact.faqHref}>{copy.contact.faqLabel}</Link>
          </Button>
        </div>
      </ContentSection>
      <ChatOnRequest requests={chatRequests} />
    </>
  );
}

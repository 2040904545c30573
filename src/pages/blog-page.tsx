import { ArticleCard } from "@/components/marketing/article-card";
import { ContentSection } from "@/components/marketing/content-section";
import { PageHero } from "@/components/marketing/page-hero";
import { articles, blogPage } from "@/content/blog";
import { PageHead } from "./page-head";

export function BlogPage() {
  return (
    <>
      <PageHead path="/blog" />
      <PageHero
        eyebrow={blogPage.hero.eyebrow}
        title={blogPage.hero.title}
        intro={blogPage.hero.intro}
      />
      <ContentSection
        id="artikelen"
        title={blogPage.section.title}
        subtitle={blogPage.section.subtitle}
      >
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {articles.map((article) => (
            <li key={article.title}>
              <ArticleCard article={article} authorPrefix={blogPage.authorPrefix} />
            </li>
          ))}
        </ul>
      </ContentSection>
    </>
  );
}

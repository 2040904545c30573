import { ArticleCard } from "@/components/marketing/article-card";
import { ContentSection } from "@/components/marketing/content-section";
import { PageHero } from "@/components/marketing/page-hero";
import { blogFeedPath } from "@/config/paths";
import { site } from "@/config/site";
import { articleCopy } from "@/content/articles/copy";
import { articles, blogPage } from "@/content/blog";
import { PageHead } from "./page-head";

const blogFeed = { href: `${site.url}${blogFeedPath}`, title: articleCopy.blog.feedTitle };

export function BlogPage() {
  return (
    <>
      <PageHead path="/blog" feeds={[blogFeed]} />
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

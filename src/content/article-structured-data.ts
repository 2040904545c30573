import { site } from "@/config/site";
import type { ArticleBody, BlogListing, GuideListing } from "@/content/articles/types";

/**
 * Schema.org markup for the article pages (BlogPosting, HowTo, BreadcrumbList): only what the
 * page itself shows. Kept apart from structured-data.ts so an article page does not load the FAQ
 * or the plan catalogue.
 */
const absolute = (path: string) => `${site.url}${path === "/" ? "/" : path}`;
const SHARE_IMAGE = `${site.url}/og-image.png`;

function publisher() {
  return {
    "@type": "Organization",
    name: site.name,
    url: `${site.url}/`,
    logo: { "@type": "ImageObject", url: `${site.url}/favicon.svg` },
  };
}

export interface BreadcrumbStep {
  label: string;
  /** Absent for the page itself. */
  href?: string;
}

/** The trail the page's breadcrumbs show; the last entry is the page at `pagePath`. */
export function breadcrumbListData(steps: readonly BreadcrumbStep[], pagePath: string) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: steps.map((step, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: step.label,
      item: absolute(step.href ?? pagePath),
    })),
  };
}

export function blogPostingData(article: BlogListing) {
  const url = absolute(article.path);
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: article.title,
    description: article.description,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    datePublished: article.date,
    dateModified: article.date,
    inLanguage: "nl-NL",
    keywords: article.tags.join(", "),
    image: SHARE_IMAGE,
    author: { "@type": "Person", name: article.author, jobTitle: article.authorRole },
    publisher: publisher(),
  };
}

export function howToData(guide: GuideListing, body: ArticleBody) {
  const url = absolute(guide.path);
  return {
    "@context": "https://schema.org",
    "@type": "HowTo",
    name: guide.title,
    description: guide.description,
    url,
    inLanguage: "nl-NL",
    image: SHARE_IMAGE,
    totalTime: guide.isoDuration,
    step: guide.steps.map((step, index) => ({
      "@type": "HowToStep",
      position: index + 1,
      name: step.name,
      url: `${url}#${step.anchor}`,
      text: body.stepTexts[index] ?? step.name,
    })),
  };
}

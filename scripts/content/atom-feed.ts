/**
 * The blog's Atom 1.0 feed (RFC 4287), written by the prerender step to /blog/feed.xml: one entry
 * per article under content/blog/, newest first, each with its summary (the description). Feed
 * readers find it through the <link rel="alternate" type="application/atom+xml"> in the blog
 * pages' heads.
 */
import { articlePaths, articleSections, blogFeedPath } from "../../src/config/article-paths";
import type { BlogListing } from "../../src/content/articles/types";
import { escapeHtml as escapeXml } from "../../supabase/functions/_shared/content/markdown.ts";

export const FEED_TITLE = "Vindbaar Blog";
export const FEED_SUBTITLE = "SEO-tips voor ondernemers, van het Vindbaar-team.";

/** A yyyy-mm-dd date as an RFC 3339 timestamp (midnight UTC), as Atom requires. */
const timestamp = (date: string) => `${date}T00:00:00Z`;

export function buildAtomFeed(siteUrl: string, articles: readonly BlogListing[]): string {
  const newestFirst = [...articles].sort((a, b) => b.date.localeCompare(a.date));
  const updated = newestFirst[0]?.date ?? "1970-01-01";
  const entries = newestFirst.map((article) => {
    const url = `${siteUrl}${articlePaths.blog(article.slug)}`;
    return [
      "  <entry>",
      `    <id>${escapeXml(url)}</id>`,
      `    <title>${escapeXml(article.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(url)}"/>`,
      `    <published>${timestamp(article.date)}</published>`,
      `    <updated>${timestamp(article.date)}</updated>`,
      `    <author><name>${escapeXml(article.author)}</name></author>`,
      ...article.tags.map((tag) => `    <category term="${escapeXml(tag)}"/>`),
      `    <summary>${escapeXml(article.description)}</summary>`,
      "  </entry>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="nl">',
    `  <id>${escapeXml(`${siteUrl}${articleSections.blog}`)}</id>`,
    `  <title>${escapeXml(FEED_TITLE)}</title>`,
    `  <subtitle>${escapeXml(FEED_SUBTITLE)}</subtitle>`,
    `  <updated>${timestamp(updated)}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(`${siteUrl}${blogFeedPath}`)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(`${siteUrl}${articleSections.blog}`)}"/>`,
    "  <author><name>Vindbaar</name></author>",
    ...entries,
    "</feed>",
    "",
  ].join("\n");
}

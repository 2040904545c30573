/**
 * The addresses of the pages made from the Markdown under content/, apart from paths.ts because
 * the build's Markdown plugin (loaded with vite.config.ts, without the @contract alias) needs them
 * too. paths.ts takes the three overview paths from here and re-exports the rest.
 */
export const articleSections = {
  blog: "/blog",
  helpCenter: "/help-center",
  guides: "/guides",
} as const;

/**
 * One page per help article, blog article and guide, each below its overview page. Slugs are the
 * files' names (unique within a folder; a test checks).
 */
export const articlePaths = {
  help: (slug: string) => `${articleSections.helpCenter}/${slug}`,
  blog: (slug: string) => `${articleSections.blog}/${slug}`,
  guide: (slug: string) => `${articleSections.guides}/${slug}`,
} as const;

/** The blog's Atom feed (written by the prerender step, announced in the blog pages' heads). */
export const blogFeedPath = `${articleSections.blog}/feed.xml`;

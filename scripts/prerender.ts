/**
 * Prerenders every public route into static HTML (issue: prerendered public pages).
 *
 *   dist/index.html            home page (prerendered)
 *   dist/<route>/index.html    and dist/<route>.html for every other public route
 *   dist/404.html              the not-found page (served with status 404)
 *   dist/app-shell.html        the untouched SPA shell for client-rendered routes (/login, /dashboard…)
 *   dist/blog/<slug>/index.html, dist/guides/…, dist/help-center/…  one per article under content/
 *   dist/blog/feed.xml         the blog's Atom feed
 *   dist/sitemap.xml, dist/robots.txt, dist/_redirects, dist/_headers (static-host config)
 *
 * Run after `vite build` (client) and `vite build --ssr src/entry-server.tsx --outDir dist-ssr`.
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { blogFeedPath } from "../src/config/paths";
import { publicPaths } from "../src/config/public-routes";
import { routeLanguage } from "../src/config/route-facts";
import { resolveSiteUrl } from "../src/config/site-url";
import { articlePages, buildArticles } from "./content/articles";
import { buildAtomFeed } from "./content/atom-feed";
import { buildHeaders, buildRedirects } from "./hosting-config";
import { buildRobotsTxt, buildSitemapXml } from "./seo-files";
import { splitHoistedHead } from "./split-head";

const root = process.cwd();
const dist = join(root, "dist");
const siteUrl = resolveSiteUrl(process.env.VITE_SITE_URL);

type RenderFn = (url: string) => Promise<string>;

async function main() {
  const template = await readFile(join(dist, "index.html"), "utf8");
  if (!template.includes("<!--app-html-->")) {
    throw new Error("dist/index.html is not the untouched template (run vite build first).");
  }
  await writeFile(join(dist, "app-shell.html"), template);

  const entry = join(root, "dist-ssr", "entry-server.js");
  const { render } = (await import(pathToFileURL(entry).href)) as { render: RenderFn };

  const articles = buildArticles();
  const articleList = articlePages(articles);
  for (const path of [...publicPaths, ...articleList.map((page) => page.path)]) {
    const html = fillTemplate(template, await render(path), routeLanguage(path));
    const targets =
      path === "/" ? ["index.html"] : [`${path.slice(1)}/index.html`, `${path.slice(1)}.html`];
    for (const target of targets) await writeFileDeep(join(dist, target), html);
    console.log(`prerendered ${path}`);
  }

  await writeFile(
    join(dist, "404.html"),
    fillTemplate(template, await render("/404-niet-gevonden")),
  );
  console.log("prerendered 404.html");

  await writeFile(
    join(dist, blogFeedPath.slice(1)),
    buildAtomFeed(
      siteUrl,
      articles.blog.map((article) => article.listing),
    ),
  );
  console.log(`wrote ${blogFeedPath}`);

  const sitemapPages = [...publicPaths, ...articleList];
  await writeFile(join(dist, "sitemap.xml"), buildSitemapXml(siteUrl, sitemapPages));
  await writeFile(join(dist, "robots.txt"), buildRobotsTxt(siteUrl));
  await writeFile(join(dist, "_redirects"), buildRedirects());
  await writeFile(join(dist, "_headers"), buildHeaders());
  console.log(`wrote sitemap.xml (${sitemapPages.length} URLs) and robots.txt for ${siteUrl}`);
}

/** The template with the page's head, body and language (`<html lang>`; the template says nl). */
function fillTemplate(template: string, rendered: string, language = "nl"): string {
  const { head, body } = splitHoistedHead(rendered);
  return template
    .replace('<html lang="nl">', `<html lang="${language}">`)
    .replace("<!--app-head-->", head)
    .replace('<div id="root"><!--app-html--></div>', `<div id="root" data-ssr>${body}</div>`);
}

async function writeFileDeep(file: string, content: string) {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, content);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

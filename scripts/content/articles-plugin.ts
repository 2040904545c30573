/**
 * Serves the articles under content/ to the app as modules, rendered at build time (decision 051):
 *
 *   virtual:articles/blog | /guides | /help   the listing of one kind (no bodies) and loadBody(slug)
 *   virtual:article-body/<kind>/<slug>        one article's rendered HTML, its own lazy chunk
 *
 * So markdown-it stays in Node, an overview page carries only titles, dates and descriptions, and
 * an article page downloads only its own text. In dev a changed, added or removed Markdown file
 * reloads the page.
 */
import type { Plugin, ViteDevServer } from "vite";
import type { ArticleKind } from "../../src/content/articles/types";
import { type BuiltArticle, type BuiltArticles, buildArticles } from "./articles.ts";
import { contentRoot } from "./content-files.ts";

const LISTING_PREFIX = "virtual:articles/";
const BODY_PREFIX = "virtual:article-body/";
const LISTINGS: Record<string, ArticleKind> = { blog: "blog", guides: "guide", help: "help" };

function listingModule(kind: ArticleKind, articles: BuiltArticle[]): string {
  const loaders = articles
    .map(
      ({ listing }) =>
        `  ${JSON.stringify(listing.slug)}: () => import(${JSON.stringify(`${BODY_PREFIX}${kind}/${listing.slug}`)}),`,
    )
    .join("\n");
  return [
    `export const articles = ${JSON.stringify(articles.map((article) => article.listing))};`,
    `const bodies = {\n${loaders}\n};`,
    "export function loadBody(slug) {",
    "  const load = Object.hasOwn(bodies, slug) ? bodies[slug] : undefined;",
    "  return load ? load().then((module) => module.default) : Promise.resolve(undefined);",
    "}",
  ].join("\n");
}

export function articlesPlugin(): Plugin {
  let cache: BuiltArticles | undefined;
  const articles = () => (cache ??= buildArticles());

  const reloadOnContentChange = (server: ViteDevServer) => {
    server.watcher.add(contentRoot);
    const onChange = (file: string) => {
      if (!file.startsWith(contentRoot) || !file.endsWith(".md")) return;
      cache = undefined;
      for (const module of server.moduleGraph.idToModuleMap.values())
        if (module.id?.startsWith("\0virtual:article")) server.moduleGraph.invalidateModule(module);
      server.ws.send({ type: "full-reload" });
    };
    for (const event of ["add", "change", "unlink"] as const) server.watcher.on(event, onChange);
  };

  return {
    name: "vindbaar-articles",
    configureServer: reloadOnContentChange,
    buildStart() {
      cache = undefined;
    },
    resolveId(id) {
      if (id.startsWith(LISTING_PREFIX) || id.startsWith(BODY_PREFIX)) return `\0${id}`;
      return undefined;
    },
    load(id) {
      if (id.startsWith(`\0${LISTING_PREFIX}`)) {
        const kind = LISTINGS[id.slice(LISTING_PREFIX.length + 1)];
        if (!kind) throw new Error(`unknown article listing ${id.slice(1)}`);
        return listingModule(kind, articles()[kind]);
      }
      if (id.startsWith(`\0${BODY_PREFIX}`)) {
        const [kind, slug] = id.slice(BODY_PREFIX.length + 1).split("/") as [ArticleKind, string];
        const article = articles()[kind]?.find((candidate) => candidate.listing.slug === slug);
        if (!article) throw new Error(`no article ${kind}/${slug} under content/`);
        return `export default ${JSON.stringify(article.body)};`;
      }
      return undefined;
    },
  };
}

/**
 * Markdown → HTML for the article pages, run at build time only (markdown-it never reaches the
 * browser). On top of the drafts' settings (no raw HTML, unsafe link schemes dropped): every
 * heading gets an id for anchors, links off the site get rel="noopener", and ```mermaid blocks
 * become accessible figures (mermaid-figure.ts).
 */
import MarkdownIt from "markdown-it";
import { uniqueIds } from "./heading-ids.ts";
import { mermaidFigure } from "./mermaid-figure.ts";

export interface RenderedHeading {
  level: number;
  text: string;
  id: string;
}

export interface RenderedArticle {
  html: string;
  headings: RenderedHeading[];
}

function articleRenderer(where: string): {
  md: InstanceType<typeof MarkdownIt>;
  headings: RenderedHeading[];
} {
  const md = new MarkdownIt({ html: false, linkify: false, typographer: false });
  const headings: RenderedHeading[] = [];
  const idFor = uniqueIds();

  md.core.ruler.push("heading_ids", (state) => {
    state.tokens.forEach((token, index) => {
      if (token.type !== "heading_open") return;
      const text = state.tokens[index + 1]?.content ?? "";
      const id = idFor(text);
      token.attrSet("id", id);
      headings.push({ level: Number(token.tag.slice(1)), text, id });
    });
  });

  const defaultLinkOpen =
    md.renderer.rules.link_open ??
    ((tokens, index, options, _env, self) => self.renderToken(tokens, index, options));
  md.renderer.rules.link_open = (tokens, index, options, env, self) => {
    const href = String(tokens[index].attrGet("href") ?? "");
    if (/^https?:\/\//i.test(href)) tokens[index].attrSet("rel", "noopener");
    return defaultLinkOpen(tokens, index, options, env, self);
  };

  const defaultFence = md.renderer.rules.fence;
  md.renderer.rules.fence = (tokens, index, options, env, self) => {
    const token = tokens[index];
    if (token.info.trim() === "mermaid") return mermaidFigure(token.content, where);
    return defaultFence
      ? defaultFence(tokens, index, options, env, self)
      : self.renderToken(tokens, index, options);
  };

  return { md, headings };
}

/** Renders one article's Markdown body; `where` names the file in build errors. */
export function renderArticleMarkdown(markdown: string, where: string): RenderedArticle {
  const { md, headings } = articleRenderer(where);
  const html = md.render(markdown);
  return { html, headings };
}

/**
 * Markdown → HTML for drafts, with markdown-it (decision 020). Drafts are edited by customers and
 * exported or published elsewhere, so raw HTML in the markdown is never passed through: with
 * `html: false` markdown-it escapes it as text, and its link validator drops javascript:,
 * vbscript:, file: and non-image data: URLs. The same module runs in Deno and Node.
 */
import MarkdownIt from "markdown-it";
import type { WrittenDraft } from "./types.ts";

const md = new MarkdownIt({ html: false, linkify: false, typographer: false });

/** The draft's body as an HTML fragment (no document around it). */
export function markdownToHtml(markdown: string): string {
  return md.render(markdown);
}

/** Escapes text for an attribute value or element content. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/**
 * The draft as a complete HTML document: what the HTML export downloads and what the draft
 * checker audits, so the checks see exactly the head a customer gets (title = metaTitle, else the title).
 */
export function renderDraftHtml(draft: WrittenDraft, lang = "nl"): string {
  return [
    "<!DOCTYPE html>",
    `<html lang="${escapeHtml(lang)}">`,
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    // An emptied meta title leaves the tab and the search result with the article's title.
    `<title>${escapeHtml(draft.metaTitle.trim() || draft.title)}</title>`,
    `<meta name="description" content="${escapeHtml(draft.metaDescription)}">`,
    "</head>",
    "<body>",
    "<article>",
    markdownToHtml(draft.markdown).trimEnd(),
    "</article>",
    "</body>",
    "</html>",
    "",
  ].join("\n");
}

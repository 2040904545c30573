import { type ContentMessages, isWritten } from "../_shared/contract/content.ts";
import type { Sql } from "../_shared/db.ts";
import { corsHeaders } from "../_shared/cors.ts";
import { errorResponse } from "../_shared/http.ts";
import { postById, type PostRow } from "../_shared/content/content-store.ts";
import { renderDraftHtml } from "../_shared/content/markdown.ts";

/** "Zo kies je een loodgieter in Utrecht!" → "zo-kies-je-een-loodgieter-in-utrecht". */
export function slugify(text: string): string {
  return (
    text
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 80) || "artikel"
  );
}

/** Front matter lets static site generators (Hugo, Astro, Jekyll) take the meta tags along. */
function markdownFile(post: PostRow): string {
  const quote = (value: string) => JSON.stringify(value);
  return [
    "---",
    `title: ${quote(post.title!)}`,
    `meta_title: ${quote(post.meta_title ?? "")}`,
    `meta_description: ${quote(post.meta_description ?? "")}`,
    `focus_keyword: ${quote(post.focus_keyword)}`,
    "---",
    "",
    post.markdown!,
  ].join("\n");
}

/** GET ?id=&format=markdown|html: the written draft as a download. */
export async function exportPost(
  sql: Sql,
  userId: string,
  id: string,
  format: "markdown" | "html",
  messages: ContentMessages,
): Promise<Response> {
  const post = await postById(sql, userId, id);
  if (!post) return errorResponse(404, messages.notFound);
  if (!isWritten(post.status) || post.markdown === null) {
    return errorResponse(409, messages.notWritten);
  }
  const html = format === "html";
  const body = html
    ? renderDraftHtml({
        title: post.title!,
        metaTitle: post.meta_title ?? post.title!,
        metaDescription: post.meta_description ?? "",
        markdown: post.markdown,
      })
    : markdownFile(post);
  const name = `${slugify(post.title ?? post.topic)}.${html ? "html" : "md"}`;
  return new Response(body, {
    status: 200,
    headers: {
      ...corsHeaders,
      "Content-Type": html ? "text/html; charset=utf-8" : "text/markdown; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}"`,
    },
  });
}

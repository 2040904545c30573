/**
 * React 19 hoists <title>, <meta> and <link> rendered anywhere in the tree; when a subtree (our
 * #root) is rendered on its own they come out first in the stream. This splits that leading run
 * off so it can go into the template's <head>.
 */
const HOISTED_TAG =
  /^\s*(<title>[\s\S]*?<\/title>|<meta\b[^>]*\/?>|<link\b[^>]*\/?>|<script type="application\/ld\+json">[\s\S]*?<\/script>)/;

export function splitHoistedHead(html: string): { head: string; body: string } {
  const headParts: string[] = [];
  let rest = html;
  for (let match = HOISTED_TAG.exec(rest); match; match = HOISTED_TAG.exec(rest)) {
    headParts.push(match[1] as string);
    rest = rest.slice(match[0].length);
  }
  return { head: headParts.join(""), body: rest };
}

/**
 * A post planned for a page that is losing clicks supports that page with an internal link: the
 * page goes first into the writer's links, marked `supported`, so both writers link it (the
 * built-in writer places it first, the AI writer is told to link it).
 */
import { topicReasonSchema } from "../../../contract/topic-reason.ts";
import type { InternalLink } from "../../types.ts";

const sameUrl = (a: string, b: string) => a.replace(/\/+$/, "") === b.replace(/\/+$/, "");

/** `links` with the supported page first; unchanged for any other reason or none. */
export function withSupportedPage(links: readonly InternalLink[], reason: unknown): InternalLink[] {
  const parsed = topicReasonSchema.safeParse(reason);
  if (!parsed.success || parsed.data.kind !== "losing-page") return [...links];
  const page = parsed.data.page;
  const scanned = links.find((link) => sameUrl(link.url, page));
  const supported: InternalLink = {
    url: scanned?.url ?? page,
    title: scanned?.title ?? pathOf(page),
    supported: true,
  };
  return [supported, ...links.filter((link) => link !== scanned)];
}

function pathOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}

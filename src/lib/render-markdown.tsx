import { createElement, type ReactNode } from "react";

/**
 * A deliberately tiny markdown renderer for the subset our generators write (the blog demo and the
 * customer's drafts): "#"-headings, paragraphs, "- " lists, **bold** and [links](url). It builds
 * React elements, so any HTML in the text is shown as text, never parsed — no
 * dangerouslySetInnerHTML and no new dependency. Links keep only http(s) and site-relative
 * addresses; anything else (javascript:, data:) stays visible as typed text.
 */
export type MarkdownBlock =
  | { kind: "heading"; depth: number; text: string }
  | { kind: "paragraph"; text: string }
  | { kind: "list"; items: string[] };

export function parseMarkdown(source: string): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = [];
  let paragraph: string[] = [];
  let items: string[] = [];
  const flushParagraph = () => {
    if (paragraph.length > 0) blocks.push({ kind: "paragraph", text: paragraph.join(" ") });
    paragraph = [];
  };
  const flushList = () => {
    if (items.length > 0) blocks.push({ kind: "list", items });
    items = [];
  };

  for (const rawLine of source.split(/\r?\n/)) {
    const line = rawLine.trim();
    const heading = /^(#{1,6})\s+(.+)$/.exec(line);
    const item = /^[-*]\s+(.+)$/.exec(line);
    if (line === "" || heading) {
      flushParagraph();
      flushList();
      if (heading) blocks.push({ kind: "heading", depth: heading[1].length, text: heading[2] });
    } else if (item) {
      flushParagraph();
      items.push(item[1]);
    } else {
      flushList();
      paragraph.push(line);
    }
  }
  flushParagraph();
  flushList();
  return blocks;
}

/** **bold** becomes <strong>; an unmatched "**" stays as typed. */
function renderBold(text: string, keyPrefix: string): ReactNode[] {
  return text
    .split(/\*\*(.+?)\*\*/g)
    .map((part, index) =>
      index % 2 === 1 ? <strong key={`${keyPrefix}${index}`}>{part}</strong> : part,
    )
    .filter((part) => part !== "");
}

/** Only addresses that cannot run script: http(s) and paths on the same site (not "//host"). */
function safeHref(url: string): string | null {
  if (/^https?:\/\//i.test(url)) return url;
  return url.startsWith("/") && !url.startsWith("//") ? url : null;
}

const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;

function renderInline(text: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const href = safeHref(match[2]);
    if (!href) continue;
    nodes.push(...renderBold(text.slice(last, match.index), `t${match.index}-`));
    nodes.push(
      <a
        key={`a${match.index}`}
        href={href}
        rel="noopener noreferrer"
        className="font-medium text-primary underline underline-offset-4"
      >
        {renderBold(match[1], `l${match.index}-`)}
      </a>,
    );
    last = match.index + match[0].length;
  }
  nodes.push(...renderBold(text.slice(last), "end-"));
  return nodes;
}

export interface RenderMarkdownOptions {
  /**
   * Added to the markdown depth to get the HTML heading level, so the article fits under the
   * page's own headings: with the default 2, "#" is an h3, "##" an h4 and "###" an h5.
   */
  headingOffset?: number;
}

const headingClass: Record<number, string> = {
  3: "mt-8 text-2xl font-bold tracking-tight",
  4: "mt-8 text-xl font-bold tracking-tight",
  5: "mt-6 text-lg font-semibold",
  6: "mt-4 font-semibold",
};

export function renderMarkdown(source: string, options: RenderMarkdownOptions = {}): ReactNode[] {
  const { headingOffset = 2 } = options;
  return parseMarkdown(source).map((block, index) => {
    switch (block.kind) {
      case "heading": {
        const level = Math.min(6, Math.max(1, block.depth + headingOffset));
        return createElement(
          `h${level}`,
          { key: index, className: headingClass[level] ?? "mt-8 text-2xl font-bold" },
          renderInline(block.text),
        );
      }
      case "list":
        return (
          <ul key={index} className="mt-4 list-disc space-y-2 pl-6 leading-relaxed">
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>{renderInline(item)}</li>
            ))}
          </ul>
        );
      case "paragraph":
        return (
          <p key={index} className="mt-4 leading-relaxed">
            {renderInline(block.text)}
          </p>
        );
    }
  });
}

/** Component form of renderMarkdown, for JSX call sites. */
export function Markdown({ source, headingOffset }: { source: string } & RenderMarkdownOptions) {
  return <>{renderMarkdown(source, { headingOffset })}</>;
}

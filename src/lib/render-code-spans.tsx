import type { ReactNode } from "react";

/**
 * The SEO engine's advice marks HTML and header names as Markdown code (`<meta charset="utf-8">`).
 * Each `…` pair becomes a <code> element, so the visitor sees the code set apart instead of raw
 * backticks; the text stays text (React escapes it), and a lone backtick is shown as typed.
 */
export function renderCodeSpans(text: string): ReactNode[] {
  return text.split(/`([^`]+)`/g).flatMap<ReactNode>((part, index) => {
    if (index % 2 === 0) return part === "" ? [] : [part];
    return [
      <code
        key={index}
        className="rounded bg-muted px-1 py-0.5 font-mono text-[0.9em] [overflow-wrap:anywhere]"
      >
        {part}
      </code>,
    ];
  });
}

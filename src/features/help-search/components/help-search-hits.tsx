import type { KeyboardEventHandler, Ref } from "react";
import { Link } from "react-router-dom";
import type { HelpSearchHit } from "../search-engine";
import { MarkedText } from "./marked-text";

interface HelpSearchHitsProps {
  ref: Ref<HTMLUListElement>;
  hits: HelpSearchHit[];
  label: string;
  /** On each link: the arrows and Escape inside the list. */
  onKeyDown: KeyboardEventHandler<HTMLAnchorElement>;
}

/**
 * The found articles as plain links (they open, middle-click and share like any link). A link is
 * named by the article's title; its category and snippet are its description, so a screen reader
 * reads the title first.
 */
export function HelpSearchHits({ ref, hits, label, onKeyDown }: HelpSearchHitsProps) {
  return (
    <ul
      ref={ref}
      aria-label={label}
      className="mt-4 divide-y overflow-hidden rounded-lg border bg-background text-left shadow-sm"
    >
      {hits.map((hit) => (
        <li key={hit.slug}>
          <Link
            to={hit.href}
            data-help-hit=""
            onKeyDown={onKeyDown}
            aria-labelledby={`help-hit-${hit.slug}-title`}
            aria-describedby={`help-hit-${hit.slug}-text`}
            className="block px-4 py-3 hover:bg-secondary focus-visible:bg-secondary focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-inset focus-visible:ring-ring/40"
          >
            <span id={`help-hit-${hit.slug}-title`} className="block font-semibold text-foreground">
              <MarkedText pieces={hit.title} />
            </span>
            <span
              id={`help-hit-${hit.slug}-text`}
              className="mt-1 block text-sm text-muted-foreground [overflow-wrap:anywhere]"
            >
              <span className="font-medium text-primary">{hit.category}</span>
              {" · "}
              <MarkedText pieces={hit.snippet} />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

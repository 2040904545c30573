import { useEffect, useMemo, useRef, type KeyboardEvent, type RefObject } from "react";
import { useNavigate } from "react-router-dom";
import { helpSearchResultsCopy as copy } from "@/content/help-search";
import type { HelpSearchEngine } from "../search-engine";
import { HelpSearchHits } from "./help-search-hits";
import { HelpSearchNoResult } from "./help-search-no-result";

// The lazy chunk brings the engine (and MiniSearch with it): the page's own JavaScript never does.
export { createHelpSearchEngine } from "../search-engine";

interface HelpSearchPanelProps {
  engine: HelpSearchEngine;
  query: string;
  /** How often the form was submitted; each new submit opens the first hit. */
  submits: number;
  inputRef: RefObject<HTMLInputElement | null>;
  onClear: () => void;
  onOpenChat: () => void;
}

const HIT_SELECTOR = "a[data-help-hit]";

/**
 * The results under the box: a list of links, the count for screen readers, or "Geen resultaat"
 * with the chat and the contact form. Keyboard: ArrowDown from the field enters the list, the
 * arrows move through it (ArrowUp from the first hit goes back to the field), Enter opens the
 * focused hit, Escape clears the search; Enter in the field (a submit) opens the first hit.
 */
export function HelpSearchPanel({
  engine,
  query,
  submits,
  inputRef,
  onClear,
  onOpenChat,
}: HelpSearchPanelProps) {
  const navigate = useNavigate();
  const listRef = useRef<HTMLUListElement>(null);
  const question = query.trim();
  const hits = useMemo(() => (question ? engine.search(question) : []), [engine, question]);
  const handledSubmits = useRef(0);

  useEffect(() => {
    if (submits === handledSubmits.current) return;
    handledSubmits.current = submits;
    if (hits[0]) navigate(hits[0].href);
  }, [submits, hits, navigate]);

  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === "ArrowDown" && hits.length > 0) {
        event.preventDefault();
        listRef.current?.querySelector<HTMLElement>(HIT_SELECTOR)?.focus();
      } else if (event.key === "Escape" && input.value !== "") {
        event.preventDefault();
        onClear();
      }
    };
    input.addEventListener("keydown", onKeyDown);
    return () => input.removeEventListener("keydown", onKeyDown);
  }, [inputRef, hits, onClear]);

  const moveFocus = (event: KeyboardEvent<HTMLAnchorElement>) => {
    const links = [...(listRef.current?.querySelectorAll<HTMLElement>(HIT_SELECTOR) ?? [])];
    const at = links.indexOf(event.currentTarget);
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const next = at + (event.key === "ArrowDown" ? 1 : -1);
      if (next < 0) inputRef.current?.focus();
      else links[Math.min(next, links.length - 1)]?.focus();
    } else if (event.key === "Escape") {
      event.preventDefault();
      onClear();
      inputRef.current?.focus();
    }
  };

  const announcement = !question ? "" : hits.length > 0 ? copy.count(hits.length) : copy.noResult;

  return (
    <>
      {/* Read out as the results change; the list and the no-result box are what the eye sees. */}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {hits.length > 0 && (
        <HelpSearchHits ref={listRef} hits={hits} label={copy.listLabel} onKeyDown={moveFocus} />
      )}
      {question && hits.length === 0 && (
        <HelpSearchNoResult question={question} copy={copy} onOpenChat={onOpenChat} />
      )}
    </>
  );
}

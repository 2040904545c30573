import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { holdHistory } from "./history-hold";

/** Where the user wanted to go while the guard held them: an in-app link or a history step. */
type Held = { kind: "link"; to: string } | { kind: "history"; delta: number };

export interface LeaveGuard {
  /** True while a navigation waits for the user's answer. */
  asking: boolean;
  /** Stay on the page: the navigation is dropped. */
  stay: () => void;
  /** Go where the user wanted to, leaving the unsaved changes behind. */
  leave: () => void;
}

/** The index the router's browser history keeps in each entry's state (null under MemoryRouter). */
function historyIndex(state: unknown): number | null {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === "number" ? idx : null;
}

/**
 * Holds navigation away from a page with unsaved changes until the user answers.
 *
 * The app renders declarative routes (docs/decisions/001), where react-router's `useBlocker`
 * does not work (it needs the data router), so this guard catches what leaves the page itself:
 * - closing the tab, reloading or going to another site: the browser's own prompt (beforeunload);
 * - in-app links (menu, header, footer, page links): their click, caught in the capture phase on
 *   the document before React Router's handler sees it;
 * - the browser's back and forward buttons: their popstate, held before the router's listener
 *   sees it (history-hold.ts) and undone by stepping back through the history index the router
 *   stores in every entry.
 * Navigation the app starts itself (navigate() after a save, signing out) is not held.
 */
export function useLeaveGuard(when: boolean): LeaveGuard {
  const navigate = useNavigate();
  const { pathname, search, key } = useLocation();
  const [held, setHeld] = useState<Held | null>(null);
  // Set while the guard lets the chosen navigation through or undoes a history step.
  const passing = useRef<"leave" | "undo" | null>(null);

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set (the text is their own).
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [when]);

  useEffect(() => {
    if (!when) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const target = event.target instanceof Element ? event.target : null;
      const link = target?.closest("a[href]");
      if (!(link instanceof HTMLAnchorElement) || link.target === "_blank" || link.download) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin) return; // beforeunload asks for these
      if (url.pathname === pathname && url.search === search) return; // the same page
      event.preventDefault();
      event.stopPropagation();
      setHeld({ kind: "link", to: `${url.pathname}${url.search}${url.hash}` });
    };
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, [when, pathname, search]);

  useEffect(() => {
    // A new location means the chosen navigation has happened.
    if (passing.current === "leave") passing.current = null;
    if (!when) return;
    const here = historyIndex(window.history.state);
    return holdHistory((event) => {
      if (passing.current === "leave") return false;
      if (passing.current === "undo") {
        passing.current = null;
        return true;
      }
      const there = historyIndex(event.state);
      // Without both indexes the step cannot be undone; a hash change has no index either.
      if (here === null || there === null || there === here) return false;
      passing.current = "undo";
      window.history.go(here - there);
      setHeld({ kind: "history", delta: there - here });
      return true;
    });
  }, [when, key]);

  const stay = useCallback(() => setHeld(null), []);
  const leave = useCallback(() => {
    if (!held) return;
    setHeld(null);
    passing.current = "leave";
    if (held.kind === "link") navigate(held.to);
    else window.history.go(held.delta);
  }, [held, navigate]);

  return { asking: held !== null, stay, leave };
}

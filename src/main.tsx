import "./styles.css";
import { hasStoredSession } from "@/lib/supabase";

/**
 * Boot loader — deliberately tiny and free of React.
 *
 * Public pages arrive prerendered: complete, readable, with real links that work without any
 * JavaScript. So the React app (≈100 KB gzipped) is only fetched and hydrated when the visitor
 * shows intent to interact (pointer, touch, keyboard, focus, scroll). Clicks and form submits that
 * land on a button before hydration has finished are held and replayed afterwards, so nothing the
 * visitor does is lost. Pages without prerendered HTML (the customer area) start at once.
 * See docs/decisions/002-hydrate-on-intent.md.
 */
const container = document.getElementById("root");
if (!container) throw new Error("Missing #root element in index.html");

const prerendered = container.hasAttribute("data-ssr");
const INTENT_EVENTS = [
  "pointerover",
  "pointerdown",
  "touchstart",
  "keydown",
  "focusin",
  "wheel",
  "scroll",
] as const;
let started = false;
/** Interactions that arrived before React did, replayed once it has committed. */
const heldInteractions: Array<() => void> = [];

function holdInteraction(event: Event) {
  const target = event.target instanceof Element ? event.target : null;
  if (event.type === "submit" && target instanceof HTMLFormElement) {
    // A submit not caused by a held button click (e.g. Enter in a form without a submit button).
    event.preventDefault();
    heldInteractions.push(() => target.isConnected && target.requestSubmit());
    return;
  }
  // Plain links keep working natively (every public page exists as static HTML).
  const control = target?.closest<HTMLElement>(
    "button, [role='button'], [role='tab'], input[type='submit'], summary",
  );
  if (!control) return;
  // Cancelling the click also cancels the form submission (and native validation) it would start.
  event.preventDefault();
  event.stopPropagation();
  heldInteractions.push(() => {
    if (!control.isConnected) return;
    control.focus();
    control.click();
  });
}

/**
 * Text typed before hydration is in the DOM but not in React state. Re-announce it as an input
 * event so controlled components pick it up (React compares against its own value tracker, which
 * the instance setter resets).
 */
function syncTypedValues(root: HTMLElement) {
  root
    .querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input, textarea")
    .forEach((field) => {
      if (field.value === field.defaultValue) return;
      const typed = field.value;
      const nativeSetter = Object.getOwnPropertyDescriptor(
        Object.getPrototypeOf(field),
        "value",
      )?.set;
      field.value = field.defaultValue;
      nativeSetter?.call(field, typed);
      field.dispatchEvent(new Event("input", { bubbles: true }));
    });
}

function start() {
  if (started) return;
  started = true;
  INTENT_EVENTS.forEach((type) => window.removeEventListener(type, start, true));
  void import("./client-app")
    .then(({ startApp }) => startApp(container as HTMLElement, prerendered))
    .then(() => {
      // React has committed the whole tree and attached its listeners: hand over and replay.
      document.removeEventListener("click", holdInteraction, true);
      document.removeEventListener("submit", holdInteraction, true);
      syncTypedValues(container as HTMLElement);
      document.documentElement.dataset.hydrated = "true";
      heldInteractions.splice(0).forEach((replay) => replay());
    });
}

if (prerendered) {
  document.addEventListener("click", holdInteraction, true);
  document.addEventListener("submit", holdInteraction, true);
  INTENT_EVENTS.forEach((type) =>
    window.addEventListener(type, start, { capture: true, passive: true }),
  );
  // A page restored with focus needs no wait; nor does a signed-in customer, whose header must
  // switch to 'Dashboard' (checked without loading supabase-js).
  if ((document.activeElement && document.activeElement !== document.body) || hasStoredSession())
    start();
} else {
  start();
}

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
const heldClicks: HTMLElement[] = [];

function holdInteractiveClicks(event: Event) {
  const target = event.target instanceof Element ? event.target : null;
  // Plain links keep working natively (every public page exists as static HTML).
  const control = target?.closest<HTMLElement>(
    "button, [role='button'], [role='tab'], input[type='submit'], summary",
  );
  if (!control) return;
  event.preventDefault();
  event.stopPropagation();
  if (event.type === "click" && !heldClicks.includes(control)) heldClicks.push(control);
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
      document.removeEventListener("click", holdInteractiveClicks, true);
      document.removeEventListener("submit", holdInteractiveClicks, true);
      syncTypedValues(container as HTMLElement);
      document.documentElement.dataset.hydrated = "true";
      heldClicks.splice(0).forEach((control) => {
        if (!control.isConnected) return;
        control.focus();
        control.click();
      });
    });
}

if (prerendered) {
  document.addEventListener("click", holdInteractiveClicks, true);
  document.addEventListener("submit", holdInteractiveClicks, true);
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

import "./styles.css";
// Only the page loaders: the route table also carries every page's head meta (route facts).
import { loadPage, pagePathFor } from "@/app/page-loaders";
import { hasStoredSession } from "@/lib/supabase";
import { holdEarlyInput, releaseEarlyInput } from "./boot/early-input";

/**
 * Boot loader — deliberately tiny and free of React.
 *
 * Public pages arrive prerendered: complete, readable, with real links that work without any
 * JavaScript. The React app is fetched and hydrated as soon as the page has loaded and the main
 * thread is idle (or at the visitor's first sign of intent, if that comes first), so it does not
 * compete with the page's own loading; hydration itself is time-sliced (client-app.tsx). Until React has committed, every
 * input that needs it is held and replayed faithfully afterwards, in order and with its original
 * properties: pointer and mouse presses, clicks, key presses and the focus they led to. Text typed
 * into fields stays in the DOM and is adopted. Pages without prerendered HTML (the customer area)
 * start at once. See docs/decisions/002-hydrate-on-intent.md (amended).
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

function start() {
  if (started) return;
  started = true;
  INTENT_EVENTS.forEach((type) => window.removeEventListener(type, start, true));
  // The page's own module is fetched in parallel with the app, not after it (no waterfall).
  if (prerendered)
    loadPage(pagePathFor(window.location.pathname), window.location.pathname).catch(() => {});
  void import("./client-app")
    .then(({ startApp }) => startApp(container as HTMLElement, prerendered))
    .then(() => {
      document.documentElement.dataset.hydrated = "true";
      releaseEarlyInput(container as HTMLElement);
    });
}

/**
 * After the load event and the first contentful paint, when the main thread is idle: hydrate
 * without waiting for intent. (Starting right after the first frame competed with the page's own
 * loading — LCP and TBT got worse, see decision 002; and on a slow or busy device the load event
 * can come before the first paint, so that is awaited explicitly.)
 */
function startWhenIdle() {
  const idle = () => {
    if ("requestIdleCallback" in window) window.requestIdleCallback(start, { timeout: 500 });
    else setTimeout(start, 1);
  };
  if (
    performance.getEntriesByName("first-contentful-paint").length > 0 ||
    !PerformanceObserver.supportedEntryTypes.includes("paint")
  ) {
    idle();
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    idle();
  });
  observer.observe({ type: "paint", buffered: true });
}

if (prerendered) {
  holdEarlyInput();
  INTENT_EVENTS.forEach((type) =>
    window.addEventListener(type, start, { capture: true, passive: true }),
  );
  // A page restored with focus needs no wait; nor does a signed-in customer, whose header must
  // switch to 'Dashboard' (checked without loading supabase-js).
  if ((document.activeElement && document.activeElement !== document.body) || hasStoredSession())
    start();
  else if (document.readyState === "complete") startWhenIdle();
  else window.addEventListener("load", startWhenIdle, { once: true });
} else {
  start();
}

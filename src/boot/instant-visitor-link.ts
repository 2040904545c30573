/**
 * A plan button answers a signed-out visitor before the app is there: its only effect for them is
 * to go to /login with the plan to come back to, an address the prerender already put on it.
 * Someone with a stored session is left to the app (hold and replay), which decides from the
 * session (Checkout, the current plan). Part of the boot loader: no React.
 */
import { VISITOR_HREF } from "@/lib/instant-widgets";
import { hasStoredSession } from "@/lib/supabase";
import type { InstantOutcome } from "./instant-outcome";

export function visitorLinkEffect(event: Event, button: Element): InstantOutcome | undefined {
  if (event.type !== "click" || hasStoredSession()) return undefined;
  if (button instanceof HTMLButtonElement && button.disabled) return undefined;
  const href = button.getAttribute(VISITOR_HREF);
  // Same-origin paths only: the attribute is ours, but a navigation must never leave the site.
  if (!href?.startsWith("/") || href.startsWith("//")) return undefined;
  window.location.assign(href);
  // The app must not make the same choice again if this page is restored from the back/forward cache.
  return { dropHeldWithin: [button] };
}

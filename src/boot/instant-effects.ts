/**
 * Simple widgets answer a first tap before React is there (decision 053). The boot loader holds
 * every early input and replays it to React after hydration (early-input.ts); for the widgets
 * marked with `data-instant-widget` it also applies the visible effect at once, the way the React
 * component would: open an accordion item, select a tab, open the mobile menu, send a signed-out
 * visitor's plan choice to /login, show the CTA form's pending state, show a dialog's stand-in
 * (chat, exit offer). React hydrates the server's markup as it
 * is (attributes are not patched during hydration), and the replayed input then takes React's
 * state to the same place, writing the same attributes: nothing flashes, nothing toggles twice.
 * Part of the boot loader: no React, no dependencies.
 */
import {
  DISCLOSURE_LABEL_COLLAPSED,
  DISCLOSURE_LABEL_EXPANDED,
  INSTANT_WIDGET_ATTRIBUTE,
  instantWidget,
} from "@/lib/instant-widgets";
import {
  dialogLauncherEffect,
  dialogShellEffect,
  escapeEffect,
  exitIntentEffect,
} from "./instant-dialog-shell";
import type { InstantOutcome } from "./instant-outcome";
import { pendingFormEffect } from "./instant-pending-form";
import { visitorLinkEffect } from "./instant-visitor-link";

function setState(element: Element | null, state: string) {
  element?.setAttribute("data-state", state);
}

/** Mirrors Radix Accordion (single, collapsible): the item, its header, trigger and panel. */
function setAccordionItemOpen(item: Element, open: boolean) {
  const trigger = item.querySelector("button[aria-expanded]");
  const panel = item.querySelector("[role='region']");
  const state = open ? "open" : "closed";
  [item, trigger?.parentElement ?? null, trigger, panel].forEach((part) => setState(part, state));
  trigger?.setAttribute("aria-expanded", String(open));
  if (open && panel?.id) trigger?.setAttribute("aria-controls", panel.id);
  else trigger?.removeAttribute("aria-controls");
}

function accordionEffect(event: Event, accordion: Element, target: Element) {
  if (event.type !== "click") return;
  const trigger = target.closest("button[aria-expanded]");
  if (!trigger || !accordion.contains(trigger)) return;
  const items = [...accordion.children];
  const item = items.find((candidate) => candidate.contains(trigger));
  if (!item) return;
  const open = trigger.getAttribute("aria-expanded") !== "true";
  items.forEach((other) => {
    if (other !== item && other.getAttribute("data-state") === "open")
      setAccordionItemOpen(other, false);
  });
  setAccordionItemOpen(item, open);
}

/**
 * Mirrors Radix Tabs with force-mounted panels: the selected trigger and its panel are "active",
 * the others "inactive", and only the selected panel is shown.
 */
function selectTab(tabs: Element, selected: Element) {
  ownTabs(tabs).forEach((tab) => {
    const active = tab === selected;
    tab.setAttribute("aria-selected", String(active));
    setState(tab, active ? "active" : "inactive");
    const panelId = tab.getAttribute("aria-controls");
    const panel = panelId ? document.getElementById(panelId) : null;
    setState(panel, active ? "active" : "inactive");
    if (panel instanceof HTMLElement) panel.hidden = !active;
  });
}

function ownTabs(tabs: Element): HTMLElement[] {
  return [...tabs.querySelectorAll<HTMLElement>("[role='tab']")].filter(
    (tab) => tab.closest(`[${INSTANT_WIDGET_ATTRIBUTE}]`) === tabs && !tab.hasAttribute("disabled"),
  );
}

/**
 * As Radix's roving focus in a horizontal, looping list: the arrow keys move focus along the list
 * and wrap around, Home/PageUp and End/PageDown jump to the ends; not with a modifier key.
 */
function tabAfterKey(list: HTMLElement[], current: HTMLElement, event: KeyboardEvent) {
  if (event.metaKey || event.ctrlKey || event.altKey || event.shiftKey) return undefined;
  const index = list.indexOf(current);
  if (event.key === "Home" || event.key === "PageUp") return list[0];
  if (event.key === "End" || event.key === "PageDown") return list.at(-1);
  if (event.key === "ArrowRight") return list[(index + 1) % list.length];
  if (event.key === "ArrowLeft") return list[(index - 1 + list.length) % list.length];
  return undefined;
}

function tabsEffect(event: Event, tabs: Element, target: Element) {
  const tab = target.closest<HTMLElement>("[role='tab']");
  if (!tab || !ownTabs(tabs).includes(tab)) return;
  if (event.type === "mousedown") {
    // As Radix: the primary button without Ctrl selects; focus follows natively.
    const { button, ctrlKey } = event as MouseEvent;
    if (button === 0 && !ctrlKey) selectTab(tabs, tab);
  } else if (event.type === "focusin") {
    // Automatic activation: a tab that receives focus is selected.
    selectTab(tabs, tab);
  } else if (event instanceof KeyboardEvent && target === tab) {
    if (event.key === "Enter" || event.key === " ") selectTab(tabs, tab);
    // Moving focus selects through the focusin above (and is held for React like any focus).
    else tabAfterKey(ownTabs(tabs), tab, event)?.focus();
  }
}

/** A click on the toggle shows or hides its element and gives the toggle its other name. */
function disclosureEffect(event: Event, toggle: Element) {
  if (event.type !== "click") return;
  const expanded = toggle.getAttribute("aria-expanded") !== "true";
  const controlled = document.getElementById(toggle.getAttribute("aria-controls") ?? "");
  const label = toggle.getAttribute(
    expanded ? DISCLOSURE_LABEL_EXPANDED : DISCLOSURE_LABEL_COLLAPSED,
  );
  toggle.setAttribute("aria-expanded", String(expanded));
  if (label) toggle.setAttribute("aria-label", label);
  if (controlled) controlled.hidden = !expanded;
}

/**
 * Applies the visible effect of an early input on an instant widget (no-op anywhere else); says
 * what became of the held input when that matters (instant-outcome.ts).
 */
export function applyInstantEffect(event: Event): InstantOutcome | undefined {
  const page = exitIntentEffect(event) ?? escapeEffect(event);
  if (page) return page;
  const target = event.target instanceof Element ? event.target : null;
  const widget = target?.closest(`[${INSTANT_WIDGET_ATTRIBUTE}]`);
  if (!target || !widget) return undefined;
  const kind = widget.getAttribute(INSTANT_WIDGET_ATTRIBUTE);
  if (kind === instantWidget.singleAccordion) accordionEffect(event, widget, target);
  else if (kind === instantWidget.tabs) tabsEffect(event, widget, target);
  else if (kind === instantWidget.disclosure) disclosureEffect(event, widget);
  else if (kind === instantWidget.visitorLink) return visitorLinkEffect(event, widget);
  else if (kind === instantWidget.pendingForm) return pendingFormEffect(event, widget);
  else if (kind === instantWidget.dialogLauncher) return dialogLauncherEffect(event, widget);
  else if (kind === instantWidget.dialogShell) return dialogShellEffect(event, widget);
  return undefined;
}

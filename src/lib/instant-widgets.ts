/**
 * Widgets whose prerendered HTML can answer a first tap by itself, before React has hydrated the
 * page: the boot loader (src/boot/instant-effects.ts) flips their visible state at once, and the
 * held input is replayed to React afterwards, which then reaches the same state. Only widgets
 * whose every panel is in the HTML (force-mounted, hidden while inactive) qualify.
 * Free of imports: the boot loader includes this file.
 */
export const INSTANT_WIDGET_ATTRIBUTE = "data-instant-widget";

export const instantWidget = {
  /** A Radix accordion, type "single" and collapsible: one item open at a time. */
  singleAccordion: "single-accordion",
  /** Radix tabs, horizontal, looping, activated on press and on focus (activationMode "automatic"). */
  tabs: "tabs",
  /**
   * A toggle button that shows and hides the element named by its `aria-controls` (through the
   * `hidden` attribute); its accessible name for each state is in the two label attributes.
   */
  disclosure: "disclosure",
} as const;

/** The disclosure button's `aria-label` while its element is shown, and while it is hidden. */
export const DISCLOSURE_LABEL_EXPANDED = "data-label-expanded";
export const DISCLOSURE_LABEL_COLLAPSED = "data-label-collapsed";

export type InstantWidget = (typeof instantWidget)[keyof typeof instantWidget];

/** Props that mark a widget's root element for the boot loader. */
export function instantWidgetProps(kind: InstantWidget) {
  return { [INSTANT_WIDGET_ATTRIBUTE]: kind };
}

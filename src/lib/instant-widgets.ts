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
  /**
   * A button whose only effect for a signed-out visitor is to go to the address in
   * `data-visitor-href` (a plan button: /login with the plan to come back to). Someone with a
   * stored session is held for the app, which decides (Checkout, current plan).
   */
  visitorLink: "visitor-link",
  /**
   * A form with one e-mail field whose submit shows a pending state at once when the address is
   * valid: its prerendered pending content (hidden by CSS) shows while the form carries
   * `data-instant-pending`. The submit itself is replayed to the app.
   */
  pendingForm: "pending-form",
  /** A button that opens the dialog shell whose id is in `data-instant-dialog`. */
  dialogLauncher: "dialog-launcher",
  /**
   * A prerendered, hidden stand-in of a dialog the app renders later (a heading and a loading
   * state, nothing to type into): wraps its overlay and the `role=dialog` panel; its close button
   * carries `data-instant-close`. Shown before hydration by a launcher (or the exit intent),
   * closed by its close button, the overlay or Escape.
   */
  dialogShell: "dialog-shell",
} as const;

/** On a visitor link: where a signed-out visitor goes. */
export const VISITOR_HREF = "data-visitor-href";
/** On a pending form while the boot loader shows its pending state. */
export const INSTANT_PENDING = "data-instant-pending";
/** On a dialog launcher: the id of its shell. */
export const INSTANT_DIALOG = "data-instant-dialog";
/**
 * Left on a dialog shell when the boot loader hands it over to the app (the held input is
 * replayed): the real dialog then appears in its place instead of animating in.
 */
export const INSTANT_HANDED_OVER = "data-instant-handed-over";
/** On a dialog shell's close button. */
export const INSTANT_CLOSE = "data-instant-close";
/** On the exit offer's shell: shown when the pointer leaves the page through the top edge. */
export const INSTANT_EXIT_INTENT = "data-instant-exit-intent";

/** The disclosure button's `aria-label` while its element is shown, and while it is hidden. */
export const DISCLOSURE_LABEL_EXPANDED = "data-label-expanded";
export const DISCLOSURE_LABEL_COLLAPSED = "data-label-collapsed";

export type InstantWidget = (typeof instantWidget)[keyof typeof instantWidget];

/** Props that mark a widget's root element for the boot loader. */
export function instantWidgetProps(kind: InstantWidget) {
  return { [INSTANT_WIDGET_ATTRIBUTE]: kind };
}

/**
 * Dialogs the app renders later (the chat, the exit offer) answer before it is there through a
 * prerendered, hidden shell: the same place and size as the real dialog, its heading and a loading
 * state, nothing to type into (so nothing typed can be lost). A launcher's click or the exit
 * intent shows it and moves focus into it; its close button, a click on the overlay or Escape
 * closes it again and gives focus back. The held input is replayed to the app, which then opens
 * the real dialog (or keeps showing the same shell while the dialog's code is still on its way);
 * a shell closed before that drops the replay, so the dialog does not open behind the visitor's
 * back. Part of the boot loader: no React.
 */
import {
  isTopEdgeExit,
  readShownAt,
  wasShownRecently,
  writeShownAt,
} from "@/features/exit-intent/model";
import {
  INSTANT_CLOSE,
  INSTANT_DIALOG,
  INSTANT_EXIT_INTENT,
  INSTANT_HANDED_OVER,
} from "@/lib/instant-widgets";
import type { InstantOutcome } from "./instant-outcome";

interface OpenShell {
  shell: HTMLElement;
  opener: HTMLElement | null;
  /** What the app rendered on the opener, put back when the app takes over. */
  openerExpanded: string | null;
  closed: boolean;
  onClose?: () => void;
}

let current: OpenShell | undefined;
/** The exit offer shows at most once per page load, as in the app. */
let exitIntentShown = false;

function panelOf(shell: Element) {
  return shell.querySelector<HTMLElement>("[role='dialog']");
}

function show(open: OpenShell): InstantOutcome {
  const { shell, opener } = open;
  shell.hidden = false;
  opener?.setAttribute("aria-expanded", "true");
  current = open;
  panelOf(shell)?.focus({ preventScroll: true });
  return {
    beforeReplay: () => {
      if (open.closed) return false;
      // The app opens the real dialog (or its own shell) from the state it rendered.
      shell.hidden = true;
      shell.setAttribute(INSTANT_HANDED_OVER, "");
      if (open.openerExpanded === null) opener?.removeAttribute("aria-expanded");
      else opener?.setAttribute("aria-expanded", open.openerExpanded);
      if (current === open) current = undefined;
      return true;
    },
  };
}

function close(open: OpenShell): InstantOutcome {
  open.closed = true;
  open.shell.hidden = true;
  open.opener?.setAttribute("aria-expanded", "false");
  open.opener?.focus({ preventScroll: true });
  open.onClose?.();
  current = undefined;
  return { dropHeldWithin: [open.shell, ...(open.opener ? [open.opener] : [])] };
}

function shellById(id: string | null) {
  const shell = id ? document.getElementById(id) : null;
  return shell instanceof HTMLElement ? shell : null;
}

export function dialogLauncherEffect(event: Event, launcher: Element): InstantOutcome | undefined {
  if (event.type !== "click" || !(launcher instanceof HTMLElement)) return undefined;
  const shell = shellById(launcher.getAttribute(INSTANT_DIALOG));
  if (!shell?.hidden || current) return undefined;
  return show({
    shell,
    opener: launcher,
    openerExpanded: launcher.getAttribute("aria-expanded"),
    closed: false,
  });
}

/** Inside an open shell: the close button and the overlay close it, Tab stays inside. */
export function dialogShellEffect(event: Event, shell: Element): InstantOutcome | undefined {
  if (!current || current.shell !== shell || !(event.target instanceof Element)) return undefined;
  if (event instanceof KeyboardEvent && event.key === "Tab") {
    // aria-modal: focus stays in the dialog; its only control is the close button.
    event.preventDefault();
    shell.querySelector<HTMLElement>(`[${INSTANT_CLOSE}]`)?.focus();
    return undefined;
  }
  if (event.type !== "click") return undefined;
  const onOverlay = !panelOf(shell)?.contains(event.target);
  return onOverlay || event.target.closest(`[${INSTANT_CLOSE}]`) ? close(current) : undefined;
}

/** Escape closes the open shell wherever focus is, as the app's dialogs do. */
export function escapeEffect(event: Event): InstantOutcome | undefined {
  if (!(event instanceof KeyboardEvent) || event.key !== "Escape" || !current) return undefined;
  return close(current);
}

/**
 * The pointer leaving through the top edge shows the exit offer's shell, with the app's rules
 * (once per page load, not within 24 hours of the last time). The time is recorded by the app when
 * the replay reaches it, or here when the visitor closes the shell before that.
 */
export function exitIntentEffect(event: Event): InstantOutcome | undefined {
  if (event.type !== "mouseout" || current || exitIntentShown) return undefined;
  if (!isTopEdgeExit(event as MouseEvent)) return undefined;
  const shell = document.querySelector<HTMLElement>(`[${INSTANT_EXIT_INTENT}]`);
  if (!shell?.hidden || wasShownRecently(readShownAt(), new Date())) return undefined;
  exitIntentShown = true;
  return show({
    shell,
    opener: null,
    openerExpanded: null,
    closed: false,
    onClose: () => writeShownAt(new Date()),
  });
}

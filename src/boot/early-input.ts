/**
 * Input that arrives before React has hydrated a prerendered page: held and, once React has
 * committed, replayed faithfully — in order and with its original properties (pointer and mouse
 * presses, clicks, key presses and the focus they led to, submits, the pointer leaving the page).
 * Text typed into fields stays in the DOM and is adopted. Part of the boot loader (src/main.tsx),
 * so it stays free of React and of any dependency. Widgets that can answer by themselves also show
 * the effect at once (instant-effects.ts). See docs/decisions/002-hydrate-on-intent.md and 053.
 */
import { applyInstantEffect } from "./instant-effects";
import type { InstantOutcome } from "./instant-outcome";

/** Events that React handlers may act on and that the browser cannot redo by itself. */
const HELD_EVENTS = [
  "pointerdown",
  "mousedown",
  "pointerup",
  "mouseup",
  "click",
  "keydown",
  "focusin",
  "submit",
  "mouseout",
] as const;
const CONTROL =
  "button, summary, input[type='submit'], input[type='checkbox'], input[type='radio'], [role='button'], [role='tab'], [role='checkbox'], [role='switch'], [role='radio'], [role='menuitem'], [role='option']";
const TEXT_FIELD =
  "textarea, select, [contenteditable=''], [contenteditable='true'], input:not([type='submit'], [type='button'], [type='checkbox'], [type='radio'], [type='reset'], [type='image'])";
/** Keys whose default action would scroll the page; widgets that handle them cancel it too. */
const NAVIGATION_KEYS = new Set([
  "ArrowUp",
  "ArrowDown",
  "ArrowLeft",
  "ArrowRight",
  "Home",
  "End",
  "PageUp",
  "PageDown",
]);
/** Keys whose native effect (moving focus) already happened and is replayed as focus instead. */
const NATIVE_KEYS = new Set(["Tab", "Shift", "Control", "Alt", "Meta", "CapsLock"]);

interface HeldInput {
  /** Where the input landed (an instant effect may drop the inputs held on an element). */
  target: EventTarget;
  replay: () => void;
}
/** Inputs that arrived before React did, replayed once it has committed. */
const held: HeldInput[] = [];
/** The last held key press that makes a button click (Enter/Space), so its click can follow it. */
let pendingActivationKey: { target: Element; cancelled: boolean } | undefined;

function mouseInit(event: MouseEvent): PointerEventInit {
  const init: PointerEventInit = {
    bubbles: true,
    cancelable: true,
    composed: true,
    view: event.view,
    detail: event.detail,
    screenX: event.screenX,
    screenY: event.screenY,
    clientX: event.clientX,
    clientY: event.clientY,
    button: event.button,
    buttons: event.buttons,
    ctrlKey: event.ctrlKey,
    shiftKey: event.shiftKey,
    altKey: event.altKey,
    metaKey: event.metaKey,
  };
  if (event instanceof PointerEvent) {
    Object.assign(init, {
      pointerId: event.pointerId,
      pointerType: event.pointerType,
      isPrimary: event.isPrimary,
      width: event.width,
      height: event.height,
      pressure: event.pressure,
    });
  }
  return init;
}

function holdInteraction(event: Event) {
  if (event.type === "mouseout") {
    // The pointer leaving the page (exit intent) cannot be redone by the visitor: replay it.
    const { relatedTarget } = event as MouseEvent;
    const origin = event.target;
    if (relatedTarget !== null || !origin) return;
    const init = mouseInit(event as MouseEvent);
    held.push({
      target: origin,
      replay: () => origin.dispatchEvent(new MouseEvent("mouseout", init)),
    });
    return;
  }
  const target = event.target instanceof Element ? event.target : null;

  if (event.type === "submit") {
    // A submit not caused by a held button click (e.g. Enter in a form without a submit button).
    if (!(target instanceof HTMLFormElement)) return;
    event.preventDefault();
    held.push({ target, replay: () => target.isConnected && target.requestSubmit() });
    return;
  }
  if (!target) return;

  if (event.type === "focusin") {
    // Focus moves natively (Tab, a press on a button); React's onFocus handlers (e.g. tabs that
    // activate on focus) learn about it when it is replayed — if the element still has focus.
    held.push({
      target,
      replay: () => {
        if (document.activeElement === target)
          target.dispatchEvent(new FocusEvent("focusin", { bubbles: true, composed: true }));
      },
    });
    return;
  }

  if (event instanceof KeyboardEvent) {
    // Typing stays native (the text is adopted after hydration), and so does moving focus.
    if (NATIVE_KEYS.has(event.key) || event.isComposing || target.closest(TEXT_FIELD)) return;
    const control = target.closest(CONTROL);
    if (control && NAVIGATION_KEYS.has(event.key)) event.preventDefault();
    event.stopPropagation();
    const activation =
      control && (event.key === "Enter" || event.key === " ")
        ? { target: control, cancelled: false }
        : undefined;
    pendingActivationKey = activation;
    const init: KeyboardEventInit = {
      bubbles: true,
      cancelable: true,
      composed: true,
      view: event.view,
      key: event.key,
      code: event.code,
      location: event.location,
      repeat: event.repeat,
      ctrlKey: event.ctrlKey,
      shiftKey: event.shiftKey,
      altKey: event.altKey,
      metaKey: event.metaKey,
    };
    held.push({
      target,
      replay: () => {
        if (!target.isConnected) return;
        const notCancelled = target.dispatchEvent(new KeyboardEvent("keydown", init));
        if (activation) activation.cancelled = !notCancelled;
      },
    });
    return;
  }

  if (!(event instanceof MouseEvent)) return;
  // Plain links keep working natively (every public page exists as static HTML).
  const control = target.closest<HTMLElement>(CONTROL);
  if (!control) return;
  event.stopPropagation();

  if (event.type !== "click") {
    // Not cancelled: a press must still move focus natively.
    const init = mouseInit(event);
    const PressEvent = event instanceof PointerEvent ? PointerEvent : MouseEvent;
    const type = event.type;
    held.push({
      target,
      replay: () => target.isConnected && target.dispatchEvent(new PressEvent(type, init)),
    });
    return;
  }

  // Cancelling the click also cancels its default action (form submission, toggling) until replay.
  event.preventDefault();
  // A click made by Enter/Space follows its key press; if a handler cancels that key press when
  // replayed, the browser would not have clicked either.
  const cause =
    event.detail === 0 && pendingActivationKey?.target === control
      ? pendingActivationKey
      : undefined;
  pendingActivationKey = undefined;
  held.push({
    target: control,
    replay: () => {
      if (!control.isConnected || cause?.cancelled) return;
      if (document.activeElement !== control) control.focus();
      control.click();
    },
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

/** Replays one held input per task, so React renders each one's update before the next arrives. */
function replayHeld() {
  const next = held.shift();
  if (!next) return;
  next.replay();
  setTimeout(replayHeld, 0);
}

/** Adjusts the held inputs to what an instant widget did with the input that arrived last. */
function settle(outcome: InstantOutcome, heldForThisInput: HeldInput[]) {
  const { beforeReplay, dropHeldWithin } = outcome;
  if (beforeReplay) {
    // The app shows the effect itself when the input is replayed: hand the DOM back to the state
    // it rendered, in the same task, so no frame shows neither.
    heldForThisInput.forEach((input) => {
      const { replay } = input;
      input.replay = () => {
        if (beforeReplay() !== false) replay();
      };
    });
  }
  if (dropHeldWithin) {
    const undone = (input: HeldInput) =>
      input.target instanceof Node &&
      dropHeldWithin.some((root) => root.contains(input.target as Node));
    for (let index = held.length - 1; index >= 0; index -= 1)
      if (undone(held[index] as HeldInput)) held.splice(index, 1);
  }
}

/** Holds the input for React, then lets an instant widget show its effect (after, so a focus it moves comes second). */
function onEarlyInput(event: Event) {
  const firstOfThisInput = held.length;
  holdInteraction(event);
  // Not the inputs the effect itself causes (the focus it moves into a dialog).
  const heldForThisInput = held.slice(firstOfThisInput);
  const outcome = applyInstantEffect(event);
  if (outcome) settle(outcome, heldForThisInput);
}

/** Starts holding input (before hydration). */
export function holdEarlyInput() {
  HELD_EVENTS.forEach((type) => document.addEventListener(type, onEarlyInput, true));
}

/** React has committed the whole tree and attached its listeners: hand over and replay. */
export function releaseEarlyInput(root: HTMLElement) {
  HELD_EVENTS.forEach((type) => document.removeEventListener(type, onEarlyInput, true));
  syncTypedValues(root);
  replayHeld();
}

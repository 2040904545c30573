import type { ReactElement, ReactNode } from "react";

/**
 * The Radix-style toast store (docs/product.md §4 "Toast store"): at most one toast is visible, a new toast
 * replaces the previous one, and a dismissed toast stays in memory (closed) for 1,000,000 ms before
 * it is removed — long enough for Radix's exit animation and for an update to revive it.
 */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export type ToastVariant = "default" | "destructive" | "success" | "info" | "warning";

export interface ToastData {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  action?: ReactElement;
  duration?: number;
  open: boolean;
}

export type ToastInput = Omit<ToastData, "id" | "open">;

type Action =
  | { type: "ADD"; toast: ToastData }
  | { type: "UPDATE"; toast: Partial<ToastData> & { id: string } }
  | { type: "DISMISS"; toastId?: string }
  | { type: "REMOVE"; toastId?: string };

export interface ToastState {
  toasts: ToastData[];
}

export function toastReducer(state: ToastState, action: Action): ToastState {
  switch (action.type) {
    case "ADD":
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case "UPDATE":
      return {
        toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)),
      };
    case "DISMISS":
      return {
        toasts: state.toasts.map((t) =>
          action.toastId === undefined || t.id === action.toastId ? { ...t, open: false } : t,
        ),
      };
    case "REMOVE":
      return {
        toasts:
          action.toastId === undefined ? [] : state.toasts.filter((t) => t.id !== action.toastId),
      };
  }
}

let state: ToastState = { toasts: [] };
const listeners = new Set<(state: ToastState) => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function dispatch(action: Action) {
  state = toastReducer(state, action);
  listeners.forEach((listener) => listener(state));
}

function scheduleRemoval(toastId: string) {
  if (removeTimers.has(toastId)) return;
  removeTimers.set(
    toastId,
    setTimeout(() => {
      removeTimers.delete(toastId);
      dispatch({ type: "REMOVE", toastId });
    }, TOAST_REMOVE_DELAY_MS),
  );
}

export function dismissToast(toastId?: string) {
  const ids = toastId === undefined ? state.toasts.map((t) => t.id) : [toastId];
  ids.forEach(scheduleRemoval);
  dispatch({ type: "DISMISS", toastId });
}

export function removeToast(toastId?: string) {
  // A removed toast no longer needs its pending removal timer.
  const ids = toastId === undefined ? [...removeTimers.keys()] : [toastId];
  ids.forEach((id) => {
    clearTimeout(removeTimers.get(id));
    removeTimers.delete(id);
  });
  dispatch({ type: "REMOVE", toastId });
}

/** Shows a toast and returns handles to update or dismiss it. */
export function toast(input: ToastInput) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  dispatch({ type: "ADD", toast: { ...input, id, open: true } });
  return {
    id,
    update: (next: Partial<ToastInput>) => dispatch({ type: "UPDATE", toast: { ...next, id } }),
    dismiss: () => dismissToast(id),
  };
}

export function getToastState(): ToastState {
  return state;
}

export function subscribeToToasts(listener: (state: ToastState) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For tests: forget every toast and pending timer. */
export function resetToastStore() {
  removeTimers.forEach(clearTimeout);
  removeTimers.clear();
  state = { toasts: [] };
  listeners.forEach((listener) => listener(state));
}

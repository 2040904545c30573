import { useSyncExternalStore } from "react";
import { dismissToast, getToastState, subscribeToToasts, toast } from "./toast-store";

const serverSnapshot = { toasts: [] };

export function useToast() {
  const state = useSyncExternalStore(
    (onChange) => subscribeToToasts(onChange),
    getToastState,
    () => serverSnapshot,
  );
  return { ...state, toast, dismiss: dismissToast };
}

export { toast };

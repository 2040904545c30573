import { useEffect } from "react";

/**
 * Asks the browser to confirm leaving the page (docs/product.md §4: always registered on the home page).
 * Browsers show their own wording and only after the visitor interacted with the page.
 */
export function useBeforeUnloadWarning(message: string) {
  useEffect(() => {
    function handleBeforeUnload(event: BeforeUnloadEvent) {
      event.preventDefault();
      // Legacy browsers need returnValue set (deprecated, but still the trigger in some).
      event.returnValue = message;
      return message;
    }
    window.addEventListener("beforeunload", handleBeforeUnload);
    return () => window.removeEventListener("beforeunload", handleBeforeUnload);
  }, [message]);
}

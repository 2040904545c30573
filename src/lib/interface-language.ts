import { useSyncExternalStore } from "react";
import type { Locale } from "@contract/locale";

/**
 * The language the customer area speaks while it is on screen (set by src/i18n), or null on
 * public pages, which never load i18n. The public layout reads it to send a customer who chose
 * English to the English legal texts, without importing the i18n library itself.
 */
let current: Locale | null = null;
const listeners = new Set<() => void>();

export function setInterfaceLanguage(language: Locale | null): void {
  if (language === current) return;
  current = language;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The customer area's language while it is mounted; null elsewhere (and when prerendering). */
export function useInterfaceLanguage(): Locale | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}

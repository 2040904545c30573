import { Toaster as SonnerToaster } from "sonner";

/**
 * The stacked toast style (docs/product.md §4): up to 3 visible, 4000 ms, 356 px wide, 14 px gap,
 * bottom-right, Alt+T, 32 px offset. Width (356 px), the 20 px swipe threshold and the 200 ms exit
 * animation are sonner 1.7's built-in constants (sonner 2 moved the threshold to 45 px, which is
 * why the version is pinned); tests/component/toasts.test.tsx pins what it can observe.
 */
export const SONNER_OPTIONS = {
  visibleToasts: 3,
  duration: 4000,
  gap: 14,
  position: "bottom-right",
  hotkey: ["altKey", "KeyT"],
  offset: 32,
} as const;

// One array for the page's lifetime: sonner re-binds its keydown listener whenever it changes.
const HOTKEY = [...SONNER_OPTIONS.hotkey];

export function StackedToaster() {
  return (
    <SonnerToaster
      visibleToasts={SONNER_OPTIONS.visibleToasts}
      duration={SONNER_OPTIONS.duration}
      gap={SONNER_OPTIONS.gap}
      position={SONNER_OPTIONS.position}
      hotkey={HOTKEY}
      offset={SONNER_OPTIONS.offset}
      richColors
      closeButton
      containerAriaLabel="Meldingen"
    />
  );
}

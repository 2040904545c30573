import { Toaster as SonnerToaster } from "sonner";

/**
 * The stacked toast style (spec §4): up to 3 visible, 4000 ms, 356 px wide, 14 px gap,
 * bottom-right, Alt+T, 32 px offset. Width, swipe threshold (20 px) and exit animation (200 ms)
 * are sonner's built-in values; the test in tests/component/toasts.test.tsx pins them.
 */
export const SONNER_OPTIONS = {
  visibleToasts: 3,
  duration: 4000,
  gap: 14,
  position: "bottom-right",
  hotkey: ["altKey", "KeyT"],
  offset: 32,
} as const;

export function StackedToaster() {
  return (
    <SonnerToaster
      visibleToasts={SONNER_OPTIONS.visibleToasts}
      duration={SONNER_OPTIONS.duration}
      gap={SONNER_OPTIONS.gap}
      position={SONNER_OPTIONS.position}
      hotkey={[...SONNER_OPTIONS.hotkey]}
      offset={SONNER_OPTIONS.offset}
      richColors
      closeButton
      containerAriaLabel="Meldingen"
    />
  );
}

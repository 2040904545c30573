/**
 * The phone the suite tests on: 375 px wide with touch, as the `mobile` project and any second
 * browser that plays a phone (e.g. a confirmation link opened on one) use it.
 */
export const PHONE = {
  viewport: { width: 375, height: 740 },
  isMobile: true,
  hasTouch: true,
} as const;

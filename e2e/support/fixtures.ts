import { test as base, expect, type Page } from "@playwright/test";

/**
 * `test` with a page that fails the test on any console error or uncaught page error.
 * Every spec imports { test, expect } from here instead of "@playwright/test".
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      // The home page registers a beforeunload warning; accept it so navigations in tests proceed.
      page.on("dialog", (dialog) => void dialog.accept());
      await use(errors);
      expect(errors, "console errors on the page").toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Public pages are prerendered and hydrate on the visitor's first sign of intent (src/main.tsx).
 * Clicks, typing and key presses trigger it by themselves; call this when a test needs the app's
 * effects (listeners, timers) running before it interacts, e.g. the exit-intent popup.
 */
export async function waitForHydration(page: Page) {
  await page.mouse.move(5, 200);
  await page.locator("html[data-hydrated='true']").waitFor({ state: "attached" });
}

export { expect };

import { paintingBrowser } from "./support/browsers";
import { expect, test } from "./support/fixtures";

/**
 * When the app's scripts load, measured against the first paint: in the full browser, because
 * Chromium's headless shell (the rest of the suite's browser) paints only when asked for a frame,
 * so its first-contentful-paint mark says nothing about what a visitor sees when.
 */
test.use({ launchOptions: paintingBrowser });

test("public pages load only the boot loader until they have loaded and painted, then hydrate without intent", async ({
  page,
}) => {
  await page.goto("/");
  // No pointer, key or scroll: the app comes after the load event and the first paint by itself.
  await page.locator("html[data-hydrated='true']").waitFor({ state: "attached" });
  const timing = await page.evaluate(() => {
    const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    const paint = performance.getEntriesByName("first-contentful-paint")[0];
    const bootLoader = document.querySelector<HTMLScriptElement>("script[type='module'][src]");
    const scripts = performance
      .getEntriesByType("resource")
      .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
      .filter((entry) => entry.name !== bootLoader?.src)
      .map((entry) => entry.startTime);
    return {
      loadEventStart: navigation.loadEventStart,
      firstPaint: paint?.startTime ?? Number.NaN,
      scripts,
    };
  });
  // Apart from the boot loader (index.html's only script), every script is fetched later.
  expect(timing.scripts.length).toBeGreaterThan(1);
  expect(timing.firstPaint).toBeGreaterThan(0);
  expect(timing.scripts.filter((start) => start < timing.loadEventStart)).toHaveLength(0);
  expect(timing.scripts.filter((start) => start < timing.firstPaint)).toHaveLength(0);
});

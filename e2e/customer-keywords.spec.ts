import { buyPlanThroughApi, fillInBusinessProfile } from "./support/customer-journey";
import { expect, test } from "./support/fixtures";
import { connectSearchConsoleAndImport } from "./support/search-console";
import { DUTCH_PERIOD } from "./support/dutch-period";

/**
 * 'Jouw zoekwoorden' with Search Console figures on a phone (issue 21): after connecting through
 * the Google double's consent page and the import, /seo-helper shows each keyword's position,
 * impressions, clicks and CTR with the period in Dutch dates. The table has eleven columns: it
 * scrolls sideways inside its own focusable region, the page itself stays 375 px wide.
 */
test("Jouw zoekwoorden at 375 px: Google's figures per keyword, the table scrolls, the page fits @phone", async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  await buyPlanThroughApi(page, request, testInfo, { id: "ultimate" });
  await page.getByRole("link", { name: "Bedrijfsprofiel invullen" }).click();
  await fillInBusinessProfile(page);

  await connectSearchConsoleAndImport(page, request);

  await page.goto("/seo-helper");
  await expect(page.getByTestId("customer-keywords-period")).toHaveText(
    new RegExp(
      String.raw`^Positie, vertoningen, klikken en CTR in Google over ${DUTCH_PERIOD} \(Google Search Console\)\.$`,
    ),
  );
  const row = page
    .getByTestId("customer-keywords")
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: "desembrood", exact: true }) });
  const cells = row.getByRole("cell");
  await expect(cells).toHaveCount(10);
  await expect(cells.nth(6)).toHaveText(/^\d+,\d$/);
  await expect(cells.nth(9)).toHaveText(/^\d+,\d%$/);

  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
  const scroller = page.getByRole("region", { name: "Jouw zoekwoorden en wat er gemeten is" });
  const overflow = await scroller.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow).toBeGreaterThan(0);
  // The keyboard scrolls the table to its last column.
  await scroller.focus();
  const ctrHeader = page.getByRole("columnheader", { name: "CTR" });
  await expect(ctrHeader).not.toBeInViewport();
  for (let i = 0; i < 40; i += 1) await page.keyboard.press("ArrowRight");
  await expect(ctrHeader).toBeInViewport();
});

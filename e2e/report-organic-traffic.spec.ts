import type { Page } from "@playwright/test";
import {
  buyPlanThroughApi,
  fillInBusinessProfile,
  openCustomerPage,
  runDueJobs,
} from "./support/customer-journey";
import { expect, test } from "./support/fixtures";
import { connectSearchConsoleAndImport } from "./support/search-console";
import { DUTCH_PERIOD } from "./support/dutch-period";

/** Nothing wider than the phone: not the page, and no table inside the section. */
async function fitsTheScreen(page: Page) {
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
  const tables = await page
    .getByTestId("report-organic-traffic")
    .locator("table")
    .evaluateAll((elements) =>
      elements.map((element) => ({
        table: element.scrollWidth,
        box: element.parentElement!.clientWidth,
      })),
    );
  for (const table of tables) expect(table.table).toBeLessThanOrEqual(table.box);
}

async function openTheReport(page: Page) {
  await openCustomerPage(page, "Rapporten");
  await page.getByTestId("reports-table").getByRole("link", { name: "Bekijken" }).click();
  await expect(page.getByTestId("report-view")).toBeVisible();
}

/**
 * The report's "Organisch verkeer uit Google" on a phone (issue 21): before Search Console is
 * connected it says what connecting gives and links to the dashboard; after connecting through
 * Google's consent page and the import, the same report shows the period in Dutch dates and
 * its figures, every table within 375 px.
 */
test("Report at 375 px: Organisch verkeer uit Google before and after connecting Search Console @phone", async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  await buyPlanThroughApi(page, request, testInfo, { id: "ultimate" });
  await page.getByRole("link", { name: "Bedrijfsprofiel invullen" }).click();
  await fillInBusinessProfile(page);
  await runDueJobs(request);

  await openTheReport(page);
  const section = page.getByRole("region", { name: "Organisch verkeer uit Google" });
  await expect(section).toContainText("Koppel Google Search Console om hier te zien");
  await fitsTheScreen(page);
  await section
    .getByRole("link", { name: "Naar je dashboard om Search Console te koppelen" })
    .click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await connectSearchConsoleAndImport(page, request);

  // The report was made before the import; it reads the imported figures when it is opened.
  await openTheReport(page);
  await expect(section.getByTestId("organic-period")).toHaveText(
    new RegExp(
      String.raw`^Periode: ${DUTCH_PERIOD}, vergeleken met ${DUTCH_PERIOD} \(de laatste 28 dagen met cijfers van Google op de rapportdatum, en de 28 dagen daarvoor\)\. Bron: Google Search Console\.$`,
    ),
  );
  await expect(section.getByTestId("organic-totals")).toContainText("Klikken");
  await expect(section.getByTestId("organic-months").getByRole("row")).toHaveCount(17);
  await expect(section.getByTestId("organic-top-queries").getByRole("row")).toHaveCount(11);
  await expect(section.getByTestId("organic-top-pages").getByRole("row")).toHaveCount(11);
  await fitsTheScreen(page);
  const pages = section.getByTestId("organic-top-pages");
  await pages.scrollIntoViewIfNeeded();
  const box = (await pages.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
});

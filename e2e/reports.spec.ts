import {
  buyPlan,
  fillInBusinessProfile,
  openCustomerPage,
  runDueJobs,
} from "./support/customer-journey";
import { FIXTURE_SITE } from "./support/fixture-site";
import { expect, test } from "./support/fixtures";

/**
 * 'Rapporten' on a phone: the whole row fits 375 px — 'Bekijken' and 'PDF' in full, the address
 * wrapped between its parts rather than a letter a line — and the full report's PDF downloads.
 */
test("Rapporten at 375 px: the actions in full, the address readable, the PDF downloads @phone", async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  await buyPlan(page, request, testInfo, { id: "ultimate", name: "Ultimate" });
  await page.getByRole("link", { name: "Bedrijfsprofiel invullen" }).click();
  await fillInBusinessProfile(page);
  await runDueJobs(request);

  await openCustomerPage(page, "Rapporten");
  const table = page.getByTestId("reports-table");
  await expect(table.getByRole("row")).toHaveCount(2);
  const width = page.viewportSize()!.width;

  // Nothing scrolls sideways: not the page, not the table.
  const overflow = await table.evaluate((element) => ({
    page: document.documentElement.scrollWidth,
    table: element.scrollWidth,
    box: element.parentElement!.clientWidth,
  }));
  expect(overflow.page).toBeLessThanOrEqual(width);
  expect(overflow.table).toBeLessThanOrEqual(overflow.box);

  for (const action of [
    table.getByRole("link", { name: "Bekijken" }),
    table.getByRole("button", { name: "PDF" }),
  ]) {
    // Scrolled to (the scan's state card may sit above the list), then wholly on screen.
    await action.scrollIntoViewIfNeeded();
    await expect(action).toBeInViewport({ ratio: 1 });
    const box = (await action.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    // The label is not cut off inside its button.
    expect(await action.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(
      true,
    );
  }

  // The address keeps whole parts on a line: at most two lines, never a column of letters.
  const site = table.getByTestId("report-site");
  await expect(site).toHaveText(`${FIXTURE_SITE}/goed`);
  const lines = await site.evaluate((element) => {
    const lineHeight = Number.parseFloat(getComputedStyle(element).lineHeight);
    return { lines: Math.round(element.getBoundingClientRect().height / lineHeight) };
  });
  expect(lines.lines).toBeLessThanOrEqual(2);
  expect((await site.boundingBox())!.width).toBeGreaterThan(120);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    table.getByRole("button", { name: "PDF" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^seo-rapport-\d{4}-\d{2}-\d{2}\.pdf$/);
});

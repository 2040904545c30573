import type { Page } from "@playwright/test";
import { buyPlanThroughApi, openCustomerPage } from "./support/customer-journey";
import { expect, test } from "./support/fixtures";

/**
 * Issue 19: a changed Bedrijfsprofiel is not lost by leaving it. In the built app and a real
 * browser: the browser's back button and an in-app link first ask in a Dutch dialog, and closing
 * the tab gets the browser's own prompt.
 */
const leaveDialog = (page: Page) =>
  page.getByRole("alertdialog", { name: "Wijzigingen niet opgeslagen" });

test("Bedrijfsprofiel with unsaved changes asks before back, a link or closing the tab", async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  await buyPlanThroughApi(page, request, testInfo, { id: "basic" });
  await openCustomerPage(page, "Bedrijfsprofiel");
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  const name = page.getByLabel("Bedrijfsnaam");
  await name.fill("Bakkerij De Korenschoof");
  await expect(page.getByText("Je hebt niet-opgeslagen wijzigingen.")).toBeVisible();

  // The back button: the step is undone and the dialog asks; staying keeps what was typed.
  await page.evaluate(() => window.history.back());
  await expect(leaveDialog(page)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await expect(
    leaveDialog(page).getByRole("button", { name: "Op deze pagina blijven" }),
  ).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(leaveDialog(page)).toBeHidden();
  await expect(name).toHaveValue("Bakkerij De Korenschoof");

  // A link in the site header asks too.
  await page.getByRole("banner").getByRole("link", { name: "Dashboard" }).click();
  await expect(leaveDialog(page)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(leaveDialog(page)).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard\/profile$/);

  // Back again, and this time leave: the dashboard, one step back as asked.
  await page.evaluate(() => window.history.back());
  await leaveDialog(page).getByRole("button", { name: "Verlaten zonder opslaan" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Changed again, closing the tab gets the browser's prompt.
  await openCustomerPage(page, "Bedrijfsprofiel");
  await page.getByLabel("Regio").fill("Utrecht");
  // The page asks the browser to prompt once it knows of the change (it says so on the page).
  await expect(page.getByText("Je hebt niet-opgeslagen wijzigingen.")).toBeVisible();
  const prompts: string[] = [];
  page.on("dialog", (dialog) => prompts.push(dialog.type()));
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => prompts).toEqual(["beforeunload"]);
});

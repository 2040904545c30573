import { buyPlanThroughApi, fillInBusinessProfile, runDueJobs } from "./support/customer-journey";
import { FIXTURE_SITE } from "./support/fixture-site";
import { expect, test } from "./support/fixtures";

/**
 * Connecting Google Search Console on a phone (issue 21): 'Koppel Google Search Console' on the
 * dashboard, the emulator's Google consent page, back through /search-console/callback to the
 * property picker with the profile's website chosen, the import's state, and 'Ontkoppelen' — nothing wider than 375 px.
 */
test("Search Console at 375 px: connect through Google's consent, choose the property, disconnect @phone", async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  await buyPlanThroughApi(page, request, testInfo, { id: "ultimate" });
  await page.getByRole("link", { name: "Bedrijfsprofiel invullen" }).click();
  await fillInBusinessProfile(page);

  const width = page.viewportSize()!.width;
  const fitsTheScreen = async () =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );

  const card = page.getByTestId("search-console-card");
  await card.getByRole("button", { name: "Koppel Google Search Console" }).click();

  // The Google double's consent page, signed in as the customer's e-mail.
  await expect(page).toHaveURL(/\/google\/o\/oauth2\/v2\/auth\?/);
  await page.getByRole("button", { name: "Toestaan" }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  const property = `${new URL(FIXTURE_SITE).origin}/`;
  const picker = card.getByRole("group", { name: "Kies je property" });
  await expect(picker.getByRole("radio", { name: new RegExp(property) })).toBeChecked();
  await fitsTheScreen();
  const save = card.getByRole("button", { name: "Property gebruiken" });
  await save.scrollIntoViewIfNeeded();
  await expect(save).toBeInViewport({ ratio: 1 });
  await save.click();
  await expect(card.getByText(`Gekoppeld met ${property}`)).toBeVisible();
  // The import is a job: run it now (pg_cron's minute, the emulator's 15 s timer); the card
  // follows it until it is in.
  await runDueJobs(request);
  await expect(card.getByText(/^Laatst bijgewerkt: /)).toBeVisible({ timeout: 60_000 });
  await expect(card.getByRole("progressbar")).toHaveCount(0, { timeout: 60_000 });
  await expect(card.getByRole("alert")).toHaveCount(0);
  await fitsTheScreen();

  await card.getByRole("button", { name: "Ontkoppelen" }).click();
  const dialog = page.getByRole("dialog", { name: "Google Search Console ontkoppelen?" });
  await dialog.getByRole("checkbox").check();
  const confirm = dialog.getByRole("button", { name: "Ja, ontkoppelen" });
  await expect(confirm).toBeInViewport({ ratio: 1 });
  await confirm.click();
  await expect(card.getByRole("button", { name: "Koppel Google Search Console" })).toBeVisible();
});

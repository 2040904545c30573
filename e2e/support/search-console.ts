import type { APIRequestContext, Page } from "@playwright/test";
import { runDueJobs } from "./customer-journey";
import { FIXTURE_SITE } from "./fixture-site";
import { expect } from "./fixtures";

/**
 * On the dashboard of a customer with a business profile: connects Google Search Console through
 * the Google double's consent page, keeps the pre-chosen property (the fixture site), runs the
 * import job now (the emulator's own timer would take up to 15 s) and waits until the card shows
 * it is in.
 */
export async function connectSearchConsoleAndImport(
  page: Page,
  request: APIRequestContext,
): Promise<void> {
  const card = page.getByTestId("search-console-card");
  await card.getByRole("button", { name: "Koppel Google Search Console" }).click();
  await expect(page).toHaveURL(/\/google\/o\/oauth2\/v2\/auth\?/);
  await page.getByRole("button", { name: "Toestaan" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const property = `${new URL(FIXTURE_SITE).origin}/`;
  await expect(card.getByRole("radio", { name: new RegExp(property) })).toBeChecked();
  await card.getByRole("button", { name: "Property gebruiken" }).click();
  await expect(card.getByText(`Gekoppeld met ${property}`)).toBeVisible();
  await runDueJobs(request);
  await expect(card.getByText(/^Laatst bijgewerkt: /)).toBeVisible({ timeout: 60_000 });
  await expect(card.getByRole("progressbar")).toHaveCount(0, { timeout: 60_000 });
}

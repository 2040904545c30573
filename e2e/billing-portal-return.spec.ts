import type { APIRequestContext } from "@playwright/test";
import { createConfirmedUser, signIn, SUPABASE_URL, uniqueEmail } from "./support/accounts";
import { expect, test } from "./support/fixtures";

/**
 * Back from the Stripe double's portal after cancelling, the dashboard shows the cancellation
 * without a reload, also when Stripe's webhook arrives after the customer is back: the double
 * holds this customer's deliveries (a test hook) while they cancel and return, then lets them
 * go. Only this customer's: the tests running beside this one get their webhooks in time.
 */
const holdWebhooks = async (request: APIRequestContext, email: string, hold: boolean) => {
  const response = await request.post(`${SUPABASE_URL}/stripe/_test/webhooks/hold`, {
    data: { hold, email },
  });
  expect(response.ok()).toBe(true);
  expect(((await response.json()) as { customers: string[] }).customers).toHaveLength(1);
};

test("cancel in the portal: the dashboard shows it once the late webhook arrives, without a reload", async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const email = uniqueEmail(testInfo, "opzegger");
  await createConfirmedUser(request, email);
  await page.goto(`/login?returnUrl=${encodeURIComponent("/pricing")}`);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/pricing$/);
  await page.locator('article[data-plan="pro"]').getByRole("button", { name: "Kies Pro" }).click();
  await expect(page).toHaveURL(/\/stripe\/checkout\/cs_test_/);
  await page.getByLabel("Kaartnummer").fill("4242 4242 4242 4242");
  await page.getByRole("button", { name: "Abonneren" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const card = page.getByTestId("subscription-card");
  await expect(card.getByText(/^Volgende factuur op \d{1,2} \w+ \d{4}$/)).toBeVisible();

  await card.getByRole("button", { name: "Beheer je abonnement" }).click();
  await expect(page).toHaveURL(/\/stripe\/portal\/bps_/);
  // Stripe is slow today: the cancellation's webhook comes after the customer is back.
  await holdWebhooks(request, email, true);
  try {
    await page.getByRole("button", { name: "Abonnement opzeggen" }).click();
    await expect(page.getByRole("button", { name: "Opzegging intrekken" })).toBeVisible();
    await page.getByRole("link", { name: "Terug naar Vindbaar" }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(card.getByText(/^Volgende factuur op \d{1,2} \w+ \d{4}$/)).toBeVisible();
    // Marks this page load: a reload would lose it.
    await page.evaluate(() => {
      (window as unknown as { stillThisLoad: boolean }).stillThisLoad = true;
    });
  } finally {
    await holdWebhooks(request, email, false);
  }

  await expect(
    card.getByText(
      /^Je abonnement stopt op \d{1,2} \w+ \d{4}\. Er wordt niets meer afgeschreven\.$/,
    ),
  ).toBeVisible({ timeout: 15_000 });
  await expect(card.getByText(/^Volgende factuur op/)).toHaveCount(0);
  expect(
    await page.evaluate(() => (window as unknown as { stillThisLoad?: boolean }).stillThisLoad),
  ).toBe(true);
});

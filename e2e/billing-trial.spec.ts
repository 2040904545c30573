import type { Locator, Page } from "@playwright/test";
import { createConfirmedUser, signIn, uniqueEmail } from "./support/accounts";
import { buyPlan, stripeWebhooksDelivered } from "./support/customer-journey";
import { expect, test } from "./support/fixtures";

/**
 * The free trial without a card and the self-service money-back guarantee, end to end on the
 * built app with the Stripe double, on a 375 px phone: nothing wider than the screen, no button
 * cut off by its card or the dialog. Buying at desktop width is billing.spec.ts.
 */
/** `inner` lies within `outer` horizontally (not cut off by a narrow card). */
async function expectInside(inner: Locator, outer: Locator) {
  const a = (await inner.boundingBox())!;
  const b = (await outer.boundingBox())!;
  expect(a.x).toBeGreaterThanOrEqual(b.x);
  expect(a.x + a.width).toBeLessThanOrEqual(b.x + b.width);
}

async function fitsTheScreen(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test("'Probeer 14 dagen gratis': no card, the trial on the dashboard, then a card in the portal @phone", async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const email = uniqueEmail(testInfo, "proef");
  await createConfirmedUser(request, email);
  await page.goto(`/login?returnUrl=${encodeURIComponent("/pricing")}`);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/pricing$/);

  const pro = page.locator('article[data-plan="pro"]');
  const trial = pro.getByRole("button", { name: "Probeer 14 dagen gratis" });
  await expect(trial).toBeVisible();
  await expect(pro.getByText("Geen creditcard nodig")).toBeVisible();
  await fitsTheScreen(page);
  await trial.click();

  await expect(page).toHaveURL(/\/stripe\/checkout\/cs_test_/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Probeer Vindbaar Pro 14 dagen gratis",
  );
  await expect(page.getByLabel("Kaartnummer")).toHaveCount(0);
  await page.getByRole("button", { name: "Proefperiode starten" }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("Proefperiode gestart", { exact: true })).toBeVisible();
  const card = page.getByTestId("subscription-card");
  await expect(card.getByText("Pro-pakket")).toBeVisible();
  await expect(card.getByText("Proefperiode: nog 14 dagen")).toBeVisible();
  await fitsTheScreen(page);
  const addCard = card.getByRole("button", { name: "Betaalmethode toevoegen" });
  await expectInside(addCard, card);

  await addCard.click();
  await expect(page).toHaveURL(/\/stripe\/portal\/bps_/);
  await page.getByLabel("Kaartnummer").fill("4242 4242 4242 4242");
  await page.getByRole("button", { name: "Betaalmethode toevoegen" }).click();
  await expect(page.getByText("Je betaalmethode is opgeslagen.")).toBeVisible();
  // Back on the dashboard the card is read once (it polls only after Checkout), so the portal's
  // webhook must have arrived first; under load it was still queued (the test needed its retry).
  await stripeWebhooksDelivered(request);
  await page.getByRole("link", { name: "Terug naar Vindbaar" }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(
    page.getByTestId("subscription-card").getByText(/^Je betaalmethode is opgeslagen: vanaf /),
  ).toBeVisible();
});

test("'Geld terug aanvragen' ends a new subscription and refunds it @phone", async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  await buyPlan(page, request, testInfo, { id: "pro", name: "Pro" });
  const card = page.getByTestId("subscription-card");
  await expect(card.getByText("Pro-pakket")).toBeVisible();
  await card.getByRole("button", { name: "Geld terug aanvragen" }).click();

  const dialog = page.getByRole("dialog", { name: "Geld terug aanvragen?" });
  await expect(dialog).toBeVisible();
  await fitsTheScreen(page);
  // The dialog is fixed: its own content must not be wider than it (nothing cut off at 375 px).
  await expect
    .poll(() => dialog.evaluate((element) => element.scrollWidth - element.clientWidth))
    .toBeLessThanOrEqual(0);
  const box = await dialog.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await dialog.getByRole("button", { name: "Ja, stop en betaal terug" }).click();

  await expect(page.getByText("Je geld komt terug", { exact: true })).toBeVisible();
  await expect(page.getByTestId("billing-notices")).toContainText(
    "Je hebt je geld teruggevraagd: je abonnement is gestopt en € 59,29 wordt teruggestort",
  );
  await expect(card.getByText("Nog geen abonnement")).toBeVisible();
});

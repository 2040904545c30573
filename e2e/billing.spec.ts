import type { Page } from "@playwright/test";
import { createConfirmedUser, signIn, uniqueEmail } from "./support/accounts";
import { expect, test } from "./support/fixtures";

/**
 * Buying and managing a plan end to end: the built app, the billing functions on the emulator,
 * the Stripe double's hosted Checkout and Portal pages, and its signed webhooks.
 */
async function signInOnPricing(page: Page, email: string) {
  await page.goto(`/login?returnUrl=${encodeURIComponent("/pricing")}`);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/pricing$/);
}

function planCard(page: Page, name: string) {
  return page.locator(`article[data-plan="${name.toLowerCase()}"]`);
}

test("choose Pro, a declined card, pay, see the plan, cancel in the portal", async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const email = uniqueEmail(testInfo, "koper");
  await createConfirmedUser(request, email);
  await signInOnPricing(page, email);

  await planCard(page, "Pro").getByRole("button", { name: "Kies Pro" }).click();
  await expect(page).toHaveURL(/\/stripe\/checkout\/cs_test_/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Abonneren op Vindbaar Pro");
  await expect(page.getByText("€ 49,00 per maand")).toBeVisible();

  await page.getByLabel("Kaartnummer").fill("4000 0000 0000 0002");
  await page.getByRole("button", { name: "Abonneren" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Je kaart is geweigerd. Probeer een andere kaart.",
  );

  await page.getByLabel("Kaartnummer").fill("4242 4242 4242 4242");
  await page.getByRole("button", { name: "Abonneren" }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("Betaling succesvol", { exact: true })).toBeVisible();
  await expect(
    page.getByText("Bedankt voor je aankoop! Je abonnement is nu actief.", { exact: true }),
  ).toBeVisible();
  const card = page.getByTestId("subscription-card");
  await expect(card.getByText("Pro-pakket")).toBeVisible();
  await expect(card.getByText("€ 49")).toBeVisible();
  await expect(card.getByText("Status: Actief")).toBeVisible();
  await expect(card.getByText(/^Volgende factuur op \d{1,2} \w+ \d{4}$/)).toBeVisible();

  await page.goto("/pricing");
  const pro = planCard(page, "Pro");
  await expect(pro.getByText("JE HUIDIGE PLAN", { exact: true })).toBeVisible();
  await expect(pro.getByRole("button", { name: "Je huidige plan" })).toBeDisabled();

  await page.getByRole("button", { name: "Beheer je abonnement" }).click();
  await expect(page).toHaveURL(/\/stripe\/portal\/bps_/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Je abonnement bij Vindbaar");
  await page.getByRole("button", { name: "Abonnement opzeggen" }).click();
  await expect(page.getByRole("button", { name: "Opzegging intrekken" })).toBeVisible();
  await page.getByRole("link", { name: "Terug naar Vindbaar" }).click();

  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByText("Abonnementsbeheer", { exact: true })).toBeVisible();
  await expect(
    page.getByText("Je hebt je abonnement succesvol bijgewerkt.", { exact: true }),
  ).toBeVisible();

  await page.goto("/dashboard");
  await expect(
    page
      .getByTestId("subscription-card")
      .getByText(/^Je abonnement stopt op \d{1,2} \w+ \d{4}\. Er wordt niets meer afgeschreven\.$/),
  ).toBeVisible();
});

test("'Terug' on the checkout page comes back to /pricing with the cancelled toast", async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail(testInfo, "twijfelaar");
  await createConfirmedUser(request, email);
  await signInOnPricing(page, email);

  await planCard(page, "Basic").getByRole("button", { name: "Kies Basic" }).click();
  await expect(page).toHaveURL(/\/stripe\/checkout\/cs_test_/);
  await page.getByRole("link", { name: "Terug" }).click();

  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByText("Checkout geannuleerd", { exact: true })).toBeVisible();
  await expect(
    page.getByText("Je aankoop is niet voltooid. Je kunt het later opnieuw proberen.", {
      exact: true,
    }),
  ).toBeVisible();
});

import type { APIRequestContext, Page, TestInfo } from "@playwright/test";
import { PLAN_FACTS, type PlanId } from "../../supabase/functions/_shared/contract/plans";
import { checkoutRequest } from "../../src/features/billing/api/checkout-request";
import {
  accessTokenOf,
  createConfirmedUser,
  functionHeaders,
  signIn,
  SUPABASE_URL,
  uniqueEmail,
} from "./accounts";
import { FIXTURE_SITE } from "./fixture-site";
import { expect } from "./fixtures";

/** The test card that pays on the Stripe double's checkout. */
const PAYING_CARD = "4242 4242 4242 4242";

/** A new, confirmed customer about to buy `plan`; its e-mail address names the plan. */
async function newCustomer(request: APIRequestContext, testInfo: TestInfo, plan: { id: string }) {
  const email = uniqueEmail(testInfo, `klant-${plan.id}`);
  await createConfirmedUser(request, email);
  return email;
}

/**
 * A new customer signs in and buys a plan on the Stripe double's Dutch checkout page; returns the
 * customer's e-mail address (the Google double's test account has the same name).
 */
export async function buyPlan(
  page: Page,
  request: APIRequestContext,
  testInfo: TestInfo,
  plan: { id: string; name: string },
): Promise<string> {
  const email = await newCustomer(request, testInfo, plan);
  await page.goto(`/login?returnUrl=${encodeURIComponent("/pricing")}`);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/pricing$/);
  await page
    .locator(`article[data-plan="${plan.id}"]`)
    .getByRole("button", { name: `Kies ${plan.name}` })
    .click();
  await page.getByLabel("Kaartnummer").fill(PAYING_CARD);
  await page.getByRole("button", { name: "Abonneren" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return email;
}

/**
 * A new customer who bought a plan without the pages in between: the app's own create-checkout
 * request, the session paid through the Stripe double's test hook and its webhooks delivered,
 * then signed in on /login and on the dashboard. For specs about the screens after a purchase;
 * the purchase itself is buyPlan's (and billing.spec.ts's).
 */
export async function buyPlanThroughApi(
  page: Page,
  request: APIRequestContext,
  testInfo: TestInfo,
  plan: { id: PlanId },
): Promise<string> {
  const email = await newCustomer(request, testInfo, plan);
  const priceId = PLAN_FACTS.find((facts) => facts.id === plan.id)!.priceId;
  const origin = new URL(testInfo.project.use.baseURL!).origin;
  const checkout = await request.post(`${SUPABASE_URL}/functions/v1/create-checkout`, {
    headers: functionHeaders(await accessTokenOf(request, email)),
    data: checkoutRequest({ priceId }, origin),
  });
  expect(checkout.status()).toBe(200);
  const session = new URL(((await checkout.json()) as { url: string }).url).pathname
    .split("/")
    .pop()!;
  const paid = await request.post(`${SUPABASE_URL}/stripe/_test/checkout/${session}/complete`, {
    data: { card: PAYING_CARD },
  });
  expect(paid.status()).toBe(200);
  await stripeWebhooksDelivered(request);

  await page.goto("/login");
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  return email;
}

/**
 * Waits until the Stripe double has delivered every webhook it queued. It posts them one at a
 * time for the whole suite, so on a busy machine a customer can be back from a Stripe page before
 * the event that page caused has reached the stripe-webhook function.
 */
export async function stripeWebhooksDelivered(request: APIRequestContext): Promise<void> {
  expect((await request.post(`${SUPABASE_URL}/stripe/_test/idle`)).status()).toBe(200);
}

/** Fills in the onboarding form (the local fixture site unless `website` says otherwise). */
export async function fillInProfileFields(page: Page, website = `${FIXTURE_SITE}/goed`) {
  await page.getByLabel("Bedrijfsnaam").fill("Bakkerij De Korenschoof");
  await page.getByLabel("Website").fill(website);
  await page.getByLabel("Sector").selectOption("Horeca");
  await page.getByLabel("Regio").fill("Utrecht");
  const keywords = page.getByLabel("Zoekwoorden", { exact: true });
  for (const keyword of ["bakker utrecht", "desembrood", "taart bestellen"]) {
    await keywords.fill(keyword);
    await keywords.press("Enter");
  }
  await page.getByLabel("Informeel (je)").check();
}

/** Fills in the onboarding form and saves it (the first scan starts). */
export async function fillInBusinessProfile(page: Page, website?: string): Promise<void> {
  await fillInProfileFields(page, website);
  await page.getByRole("button", { name: "Opslaan en scan starten" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Runs every due background job now, as pg_cron would within a minute on hosted Supabase. */
export async function runDueJobs(request: APIRequestContext): Promise<void> {
  const run = await request.post(`${SUPABASE_URL}/emulator/v1/jobs/run-due`);
  expect(run.status()).toBe(200);
}

/**
 * Opens a page of the customer area through its navigation (named `navigation`, "Klantomgeving"
 * in Dutch). On a phone the links sit behind the menu button ("Menu: <current page>"), which is
 * opened first.
 */
export async function openCustomerPage(
  page: Page,
  label: string,
  navigation = "Klantomgeving",
): Promise<void> {
  const toggle = page.getByTestId("account-shell").getByRole("button", { name: /^Menu\b/ });
  if (await toggle.isVisible()) await toggle.click();
  await page
    .getByRole("navigation", { name: navigation })
    .getByRole("link", { name: label, exact: true })
    .click();
}

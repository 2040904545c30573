import type { APIRequestContext, Page } from "@playwright/test";
import { loginWithReturnUrl } from "../src/config/paths";
import {
  createAccount,
  createConfirmedUser,
  mailLink,
  PASSWORD,
  signIn,
  SUPABASE_URL,
  uniqueEmail,
} from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { PHONE } from "./support/phone";

/**
 * Issue 19, a new customer's way in: the plan chosen before signing up survives sign-up and the
 * confirmation e-mail (in another tab or another browser) and continues to Checkout once; the
 * login form by keyboard; signed-out deep links into the customer area; 'Kies een pakket' first
 * on a new customer's dashboard; no Google button while the provider is off. The journeys behave
 * the same at every width and run at desktop width; the confirmation link opened in another
 * browser is opened on a phone, and the dashboard's first screen is checked at both widths.
 */
const STRIPE_KEY = "sk_test_vindbaar_emulator";
// Sign-in, the subscription check and create-checkout in a row, on a machine shared by other runs.
const CHECKOUT_WAIT = { timeout: 20_000 };

/** The Checkout Sessions the Stripe double holds for the customer with this e-mail address. */
async function checkoutSessionsOf(request: APIRequestContext, email: string): Promise<number> {
  const headers = { Authorization: `Bearer ${STRIPE_KEY}` };
  const customers = await request.get(`${SUPABASE_URL}/v1/customers`, {
    headers,
    params: { email },
  });
  const ids = new Set(
    ((await customers.json()) as { data: { id: string }[] }).data.map((c) => c.id),
  );
  const sessions = await request.get(`${SUPABASE_URL}/v1/checkout/sessions`, {
    headers,
    params: { limit: 100 },
  });
  const data = ((await sessions.json()) as { data: { customer: string | null }[] }).data;
  return data.filter((session) => session.customer !== null && ids.has(session.customer)).length;
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test("'Kies Pro' logged out, sign up, confirm in a new tab: Pro checkout opens once, the first tab follows without a second", async ({
  page,
  context,
  request,
}, testInfo) => {
  test.slow();
  const email = uniqueEmail(testInfo, "kies-pro");
  await page.goto("/pricing");
  await page.locator('article[data-plan="pro"]').getByRole("button", { name: "Kies Pro" }).click();
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fpricing%3Fplan%3Dpro#pricing$/);
  await createAccount(page, email);

  // The e-mail is opened in another tab of the same browser; the first tab stays on /login.
  const link = await mailLink(request, email, "signup");
  const mailTab = await context.newPage();
  await mailTab.goto(link);
  await expect(mailTab).toHaveURL(/\/stripe\/checkout\/cs_test_/, CHECKOUT_WAIT);
  await expect(mailTab.getByRole("heading", { level: 1 })).toHaveText("Abonneren op Vindbaar Pro");

  // The first tab picks up the sign-in and goes to the chosen plan too, but starts no Checkout.
  await expect(page).toHaveURL(/\/pricing#pricing$/);
  await expect(
    page.locator('article[data-plan="pro"]').getByRole("button", { name: "Kies Pro" }),
  ).toBeEnabled();
  await page.waitForTimeout(1500);
  await expect(page).toHaveURL(/\/pricing#pricing$/);
  expect(await checkoutSessionsOf(request, email)).toBe(1);

  await mailTab.getByLabel("Kaartnummer").fill("4242 4242 4242 4242");
  await mailTab.getByRole("button", { name: "Abonneren" }).click();
  await expect(mailTab).toHaveURL(/\/dashboard$/);
  await expect(mailTab.getByText("Pro-pakket")).toBeVisible();
});

test("the chosen plan also survives a confirmation link opened in another browser", async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.slow();
  const email = uniqueEmail(testInfo, "ander-apparaat");
  // Where 'Probeer 14 dagen gratis' on the Basic card sends a visitor.
  await page.goto(loginWithReturnUrl("/pricing", "basic", { trial: true }));
  await createAccount(page, email);
  const link = await mailLink(request, email, "signup");
  expect(new URL(link).searchParams.get("redirect_to")).toMatch(
    /\/login\?returnUrl=%2Fpricing%3Fplan%3Dbasic%26trial%3D1%23pricing$/,
  );

  // The other browser is a phone's, as when the mail is read there.
  const otherBrowser = await browser.newContext({ ...PHONE });
  try {
    const phone = await otherBrowser.newPage();
    await phone.goto(link);
    await expect(phone).toHaveURL(/\/stripe\/checkout\/cs_test_/, CHECKOUT_WAIT);
    // The trial's Checkout: no card field, 'Proefperiode starten'.
    await expect(phone.getByRole("heading", { level: 1 })).toHaveText(
      "Probeer Vindbaar Basic 14 dagen gratis",
    );
    await expect(phone.getByRole("button", { name: "Proefperiode starten" })).toBeVisible();
    await expect(phone.getByLabel("Kaartnummer")).toHaveCount(0);
  } finally {
    await otherBrowser.close();
  }
});

test("keyboard: e-mail, Tab, password, Enter signs in; 'Forgot password?' comes after the button", async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail(testInfo, "toetsenbord");
  await createConfirmedUser(request, email);
  await page.goto("/login");
  const emailField = page.getByLabel("E-mailadres");
  await emailField.click();
  await page.keyboard.type(email);
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Wachtwoord", { exact: true })).toBeFocused();
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Inloggen", exact: true })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Wachtwoord vergeten?" })).toBeFocused();

  await page.getByLabel("Wachtwoord", { exact: true }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId("dashboard-user")).toHaveText(email);
});

test("signed-out deep links go to /login with the way back, and back after signing in", async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail(testInfo, "diepe-link");
  await createConfirmedUser(request, email);
  for (const path of [
    "/dashboard",
    "/dashboard/reports",
    "/dashboard/content",
    "/dashboard/api",
    "/dashboard/profile",
    "/dashboard/white-label",
    "/seo-helper",
    "/onboarding",
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL(`/login?returnUrl=${encodeURIComponent(path)}`);
    await expect(page.getByRole("heading", { level: 1, name: "Inloggen" })).toBeVisible();
    await expect(page.getByTestId("account-shell")).toHaveCount(0);
  }
  await page.goto("/dashboard/reports");
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard\/reports$/);
  await expect(page.getByRole("heading", { level: 1, name: "Rapporten" })).toBeVisible();
});

test("a new customer's dashboard leads with 'Kies een pakket', and a plan's link opens its checkout @layout", async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail(testInfo, "nieuw");
  await createConfirmedUser(request, email);
  await page.goto("/login");
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);

  const chooser = page.getByRole("region", { name: "Kies een pakket" });
  await expect(chooser).toBeVisible();
  await expect(page.getByRole("region", { name: "Overzicht" })).toHaveCount(0);
  // First below the greeting: its heading is on the first screen, also on a phone.
  const heading = chooser.getByRole("heading", { level: 2, name: "Kies een pakket" });
  const box = await heading.boundingBox();
  expect(box && box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height);
  await expectNoSidewaysScroll(page);

  await chooser.getByRole("link", { name: "Kies Ultimate" }).click();
  await expect(page).toHaveURL(/\/stripe\/checkout\/cs_test_/, CHECKOUT_WAIT);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Abonneren op Vindbaar Ultimate",
  );
});

test("no 'Continue with Google' while the provider is off", async ({ page }) => {
  const settings = page.waitForResponse((response) =>
    response.url().startsWith(`${SUPABASE_URL}/auth/v1/settings`),
  );
  await page.goto("/login");
  expect(
    ((await (await settings).json()) as { external: { google: boolean } }).external.google,
  ).toBe(false);
  await expect(page.getByRole("heading", { level: 1, name: "Inloggen" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Doorgaan met Google" })).toHaveCount(0);
  await page.getByRole("button", { name: "Maak een account aan" }).click();
  await expect(page.getByRole("button", { name: "Doorgaan met Google" })).toHaveCount(0);
});

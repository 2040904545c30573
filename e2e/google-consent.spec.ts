import { expect, test } from "./support/fixtures";

/**
 * The Google double's consent page (emulator on 54321) at phone width: nothing overflows, the
 * hinted account is filled in, and Enter in the e-mail field allows access (it redirects back
 * with a code), as pressing 'Toestaan' does. The page it redirects to is answered by the test
 * itself, so the test depends on no app route (and no favicon request of it can fail).
 */
const EMULATOR = "http://127.0.0.1:54321";
const BACK = `${EMULATOR}/?terug=google`;

/** The page Google sends the user back to: answered here, so no request of it can 404. */
test.beforeEach(async ({ page }) => {
  await page.route(/\/\?terug=google/, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: '<!DOCTYPE html><html lang="nl"><title>Terug</title><link rel="icon" href="data:,"></html>',
    }),
  );
});

function consentUrl(loginHint: string) {
  const url = new URL(`${EMULATOR}/google/o/oauth2/v2/auth`);
  url.search = new URLSearchParams({
    client_id: "vindbaar-emulator.apps.googleusercontent.com",
    redirect_uri: BACK,
    response_type: "code",
    scope: "https://www.googleapis.com/auth/webmasters.readonly",
    state: "e2e-staat",
    access_type: "offline",
    prompt: "consent",
    login_hint: loginHint,
  }).toString();
  return url.toString();
}

test("the Google consent page fits a phone and allows with the keyboard @phone", async ({
  page,
}) => {
  await page.goto(consentUrl("eigenaar@bakkerij.nl"));
  await expect(
    page.getByRole("heading", { name: "Vindbaar wil toegang tot je Google-account" }),
  ).toBeVisible();
  const email = page.getByLabel("E-mailadres van je Google-account");
  await expect(email).toHaveValue("eigenaar@bakkerij.nl");
  const allow = page.getByRole("button", { name: "Toestaan" });
  const deny = page.getByRole("button", { name: "Weigeren" });
  await expect(allow).toBeVisible();
  await expect(deny).toBeVisible();
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  // Both buttons are at least 40 px high: easy to tap.
  for (const button of [allow, deny]) {
    expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(40);
  }

  await email.fill("ander@bakkerij.nl");
  await email.press("Enter");
  await page.waitForURL(/[?&]code=/);
  const back = new URL(page.url());
  expect(back.searchParams.get("state")).toBe("e2e-staat");
  expect(back.searchParams.get("code")).toMatch(/^4\/0/);
});

test("'Weigeren' sends the user back with access_denied", async ({ page }) => {
  await page.goto(consentUrl("eigenaar@bakkerij.nl"));
  await page.getByRole("button", { name: "Weigeren" }).click();
  await page.waitForURL(/[?&]error=access_denied/);
  expect(new URL(page.url()).searchParams.get("state")).toBe("e2e-staat");
});

import { createConfirmedUser, signIn, uniqueEmail } from "./support/accounts";
import { expect, test } from "./support/fixtures";

/**
 * Dutch everywhere, English on request (issue 22), against the built app and the emulator: the
 * choice on /login (this browser), in the account bar (also the profile), the profile's choice
 * winning in another browser after sign-in, and <html lang> following it (Dutch on public pages).
 */
test("English on /login, in the account bar and in a second browser after sign-in; public pages stay Dutch", async ({
  page,
  browser,
  request,
  consoleErrors,
}, testInfo) => {
  const email = uniqueEmail(testInfo, "english");
  await createConfirmedUser(request, email);

  await page.goto("/login");
  await expect(page.getByRole("heading", { level: 1, name: "Inloggen" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "nl");
  await page.getByRole("combobox", { name: "Taal" }).selectOption("English");
  await expect(page.getByRole("heading", { level: 1, name: "Sign In" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("wrong-password");
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid login credentials");

  // Back to Dutch: the same refusal in Dutch, then sign in.
  await page.getByRole("combobox", { name: "Language" }).selectOption("Nederlands");
  await expect(page.getByRole("alert")).toHaveText(
    "Dit e-mailadres en wachtwoord horen niet bij elkaar. Probeer het opnieuw.",
  );
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("button", { name: "Uitloggen" })).toBeVisible();

  // In the account bar: English for the shell, stored on the profile.
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith("/functions/v1/account") && response.request().method() === "PUT",
  );
  await page.getByRole("combobox", { name: "Taal" }).selectOption("English");
  expect((await saved).status()).toBe(200);
  await expect(page.getByRole("button", { name: "Sign Out" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");

  // A public page is Dutch whatever the customer area speaks.
  await page.goto("/pricing");
  await expect(page.locator("html")).toHaveAttribute("lang", "nl");

  // Another browser (nothing remembered there): Dutch /login, then the profile's English.
  const other = await browser.newContext();
  const second = await other.newPage();
  await second.goto("/login");
  await signIn(second, email);
  await expect(second).toHaveURL(/\/dashboard$/);
  await expect(second.getByRole("button", { name: "Sign Out" })).toBeVisible();
  await expect(second.locator("html")).toHaveAttribute("lang", "en");
  await expect(second.getByRole("combobox", { name: "Language" })).toHaveValue("en");
  await other.close();

  // The browser logs the refused sign-in (400); it is expected here.
  const refused = consoleErrors.findIndex((message) =>
    /status of 400 \(Bad Request\)/.test(message),
  );
  expect(refused).toBeGreaterThanOrEqual(0);
  consoleErrors.splice(refused, 1);
});

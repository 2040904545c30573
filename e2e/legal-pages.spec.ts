import { createConfirmedUser, signIn, uniqueEmail } from "./support/accounts";
import { expect, test } from "./support/fixtures";

/**
 * The privacy policy and the terms are Dutch at their own addresses and English under /en/, each
 * version linking to the other; a customer who chose English reaches the English versions from
 * the footer of the customer area, a Dutch customer the Dutch ones.
 */
test("legal texts: Dutch first, English for a customer who chose English, a link between both", async ({
  page,
  request,
}, testInfo) => {
  await page.goto("/privacy-policy");
  await expect(page.locator("html")).toHaveAttribute("lang", "nl");
  await expect(page.getByRole("heading", { level: 1, name: "Privacybeleid" })).toBeVisible();
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
    "href",
    /\/en\/privacy-policy$/,
  );

  const email = uniqueEmail(testInfo, "legal");
  await createConfirmedUser(request, email);
  await page.goto("/login");
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  const footerLink = (name: string) =>
    page.getByRole("contentinfo").getByRole("link", { name, exact: true });
  await expect(footerLink("Privacybeleid")).toHaveAttribute("href", "/privacy-policy");
  await expect(footerLink("Algemene voorwaarden")).toHaveAttribute("href", "/terms-of-service");

  await page.getByRole("combobox", { name: "Taal" }).selectOption("English");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(footerLink("Privacybeleid")).toHaveAttribute("href", "/en/privacy-policy");
  await expect(footerLink("Algemene voorwaarden")).toHaveAttribute("href", "/en/terms-of-service");

  await footerLink("Algemene voorwaarden").click();
  await expect(page).toHaveURL(/\/en\/terms-of-service$/);
  await expect(page.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");

  await page.getByRole("link", { name: "Lees deze voorwaarden in het Nederlands" }).click();
  await expect(page).toHaveURL(/\/terms-of-service$/);
  await expect(page.getByRole("heading", { level: 1, name: "Algemene voorwaarden" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "nl");

  // The prerendered English page, opened directly.
  await page.goto("/en/privacy-policy");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
  await expect(page.locator('link[rel="alternate"][hreflang="nl"]')).toHaveAttribute(
    "href",
    /\/privacy-policy$/,
  );
});

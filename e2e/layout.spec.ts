import { expect, test } from "./support/fixtures";
import { footerColumns, headerLinks, publicPaths } from "./support/routes";

test.describe("every public route", () => {
  for (const path of publicPaths) {
    test(`${path} shows one main heading, the header and the footer`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.locator("h1")).not.toBeEmpty();
      await expect(page.getByRole("banner").getByRole("link", { name: "Vindbaar" })).toBeVisible();
      await expect(page.getByRole("contentinfo")).toContainText("Alle rechten voorbehouden");
    });
  }
});

test.describe("header", () => {
  test("desktop navigation links and visitor buttons", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Hoofdmenu" });
    for (const link of headerLinks) {
      await expect(nav.getByRole("link", { name: link.label, exact: true })).toHaveAttribute(
        "href",
        link.href,
      );
    }
    await expect(page.getByRole("banner").getByRole("link", { name: "Inloggen" })).toHaveAttribute(
      "href",
      "/login",
    );
    await expect(
      page.getByRole("banner").getByRole("link", { name: "Aan de Slag" }),
    ).toHaveAttribute("href", "/login?mode=signup");

    await nav.getByRole("link", { name: "Functies", exact: true }).click();
    await expect(page).toHaveURL(/\/features$/);
    await expect(page.locator("h1")).toBeVisible();
  });

  test("mobile menu toggles and closes when a link is chosen @phone", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("banner").getByRole("link", { name: "Vindbaar" })).toBeVisible();
    const toggle = page.getByRole("button", { name: "Menu openen" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Mobiel menu" });
    await expect(menu).toBeVisible();
    for (const link of headerLinks) {
      await expect(menu.getByRole("link", { name: link.label, exact: true })).toHaveAttribute(
        "href",
        link.href,
      );
    }
    await expect(menu.getByRole("link", { name: "Inloggen" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Aan de Slag" })).toBeVisible();

    await page.getByRole("button", { name: "Menu sluiten" }).click();
    await expect(menu).toBeHidden();

    await page.getByRole("button", { name: "Menu openen" }).click();
    await menu.getByRole("link", { name: "Demo", exact: true }).click();
    await expect(page).toHaveURL(/\/demo$/);
    await expect(page.getByRole("navigation", { name: "Mobiel menu" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Menu openen" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });
});

test.describe("footer", () => {
  test("has every footer link and they lead to working pages", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    const links = footerColumns.flatMap((column) => column.links);
    for (const link of links) {
      await expect(footer.getByRole("link", { name: link.label, exact: true })).toHaveAttribute(
        "href",
        link.href,
      );
    }
    await footer.getByRole("link", { name: "Over ons", exact: true }).click();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(page.locator("h1")).toBeVisible();
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: "Algemene voorwaarden", exact: true })
      .click();
    await expect(page).toHaveURL(/\/terms-of-service$/);
  });
});

import { createConfirmedUser, signIn, uniqueEmail } from "./support/accounts";
import { buyPlanThroughApi } from "./support/customer-journey";
import { expect, test } from "./support/fixtures";

/**
 * The customer area at 375 px (issue 19): the area's navigation is one compact bar, so a page's
 * content starts right under it, and the white-label preview keeps long names inside its cards.
 */

test("the customer navigation is one menu button, so the page starts near the top @phone", async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail(testInfo, "menu");
  await createConfirmedUser(request, email);
  await page.goto(`/login?returnUrl=${encodeURIComponent("/seo-helper")}`);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/seo-helper$/);

  // The first content, the page's heading, starts right under the site header (65 px), the
  // one-row bar and the page's own 40 px margin; with seven wrapped links it was near 300 px.
  const heading = page.getByRole("heading", { level: 1, name: "SEO Helper" });
  await expect(heading).toBeVisible();
  const shell = (await page.getByTestId("account-shell").boundingBox())!;
  expect(shell.height).toBeLessThanOrEqual(60);
  expect((await heading.boundingBox())!.y).toBeLessThanOrEqual(180);

  const nav = page.getByRole("navigation", { name: "Klantomgeving" });
  const toggle = page.getByRole("button", { name: "Menu: SEO Helper" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(nav).toBeHidden();
  await expect(page.getByRole("button", { name: "Uitloggen" })).toBeVisible();
  // The language choice (issue 22) sits in the same row, beside the menu button, not over it.
  const language = (await page.getByRole("combobox", { name: "Taal" }).boundingBox())!;
  const menu = (await toggle.boundingBox())!;
  expect(menu.x + menu.width).toBeLessThanOrEqual(language.x);
  expect(language.y).toBeLessThan(shell.y + shell.height);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // Open, then Escape: closed again and the focus back on the button.
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(nav.getByRole("link")).toHaveText([
    "Dashboard",
    "Rapporten",
    "Content",
    "Bedrijfsprofiel",
    "SEO Helper",
    "White Label",
    "API-instellingen",
    "Wachtwoord wijzigen",
  ]);
  await page.keyboard.press("Escape");
  await expect(nav).toBeHidden();
  await expect(toggle).toBeFocused();

  // Choosing a page closes the menu; the button names the new page.
  await toggle.click();
  await nav.getByRole("link", { name: "Bedrijfsprofiel" }).click();
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await expect(page.getByRole("heading", { level: 1, name: "Bedrijfsprofiel" })).toBeVisible();
  const next = page.getByRole("button", { name: "Menu: Bedrijfsprofiel" });
  await expect(next).toHaveAttribute("aria-expanded", "false");
  await expect(nav).toBeHidden();
});

test("a long white-label name, footer and domain stay inside the preview cards @phone", async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  await buyPlanThroughApi(page, request, testInfo, { id: "power" });
  await page.goto("/dashboard/white-label");
  await page.getByRole("button", { name: "Schakel White Label in" }).click();

  const name = "Zichtbaarheidsspecialisten".repeat(3) + "Communicatiebureau";
  const footer = `Rapporten-van-${"zichtbaarheidsspecialisten".repeat(5)}`;
  await page.getByLabel("Bedrijfsnaam").fill(name);
  await page.getByLabel("E-mail footer").fill(footer);
  const preview = page.getByTestId("brand-preview");
  await expect(preview.getByTestId("preview-login").getByText(name)).toBeVisible();

  for (const cardId of ["preview-report", "preview-login"]) {
    const card = preview.getByTestId(cardId);
    const box = (await card.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    // Every piece of text in the card ends inside it.
    const outside = await card.evaluate((element) => {
      const limit = element.getBoundingClientRect();
      return [...element.querySelectorAll("span, p")]
        .filter((child) => {
          const rect = child.getBoundingClientRect();
          return rect.right > limit.right + 0.5 || rect.left < limit.left - 0.5;
        })
        .map((child) => child.textContent);
    });
    expect(outside, `${cardId}: text outside the card`).toEqual([]);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";

/**
 * The help-centre search on a phone, on the production build: the index arrives only when the
 * box is used, results mark the typed word, and "Geen resultaat" leads to the chat and to the
 * contact form with the question kept.
 */
const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe("help-centre search @phone", () => {
  test("finds 'factuur' while typing and marks it, loading the index only then", async ({
    page,
  }) => {
    const indexRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("help-search-index")) indexRequests.push(request.url());
    });
    await page.goto("/help-center");
    await page.waitForLoadState("load");
    expect(indexRequests).toEqual([]);

    const box = page.getByRole("searchbox", { name: "Zoek in het helpcentrum" });
    await box.tap();
    await box.pressSequentially("factuur");

    const results = page.getByRole("list", { name: "Gevonden artikelen" });
    const hit = results.getByRole("link", {
      name: "Facturen downloaden en je betaalmethode wijzigen",
    });
    await expect(hit).toBeVisible();
    await expect(hit).toHaveAttribute("href", "/help-center/facturen-en-betaalmethode");
    await expect(hit.locator("mark").first()).toHaveText("Facturen");
    await expect(hit.locator("mark").nth(1)).toHaveText(/^factu/i);
    await expect(page.getByRole("status").filter({ hasText: "1 resultaat" })).toBeAttached();
    expect(indexRequests).toHaveLength(1);
    expect(indexRequests[0]).toMatch(/\/assets\/help-search-index-[0-9a-f]{10}\.json$/);
    expect(await horizontalOverflow(page)).toBe(0);
  });

  test("says 'Geen resultaat', opens the chat, and takes the question to the contact form", async ({
    page,
  }) => {
    await page.goto("/help-center");
    const box = page.getByRole("searchbox", { name: "Zoek in het helpcentrum" });
    await box.tap();
    await box.pressSequentially("xyzzy qwrtp");

    await expect(page.getByText("Geen resultaat", { exact: true }).first()).toBeVisible();
    expect(await horizontalOverflow(page)).toBe(0);
    // Both offers fit their text inside their own edges at 375 px.
    for (const offer of [
      page.getByRole("button", { name: "Stel je vraag in de chat" }),
      page.getByRole("link", { name: "Stuur je vraag via het contactformulier" }),
    ]) {
      expect(await offer.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
    }

    await page.getByRole("button", { name: "Stel je vraag in de chat" }).tap();
    const chat = page.getByRole("dialog", { name: "Vindbaar-assistent" });
    await expect(chat).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(chat).toBeHidden();

    await page.getByRole("link", { name: "Stuur je vraag via het contactformulier" }).tap();
    await expect(page).toHaveURL(/\/contact\?vraag=xyzzy%20qwrtp$/);
    const message = page.getByRole("textbox", { name: "Bericht" });
    const subject = page.getByRole("textbox", { name: "Onderwerp" });
    await expect(message).toHaveValue("xyzzy qwrtp");
    await expect(subject).toHaveValue("Vraag uit het helpcentrum");

    // Opened directly, the prerendered contact page fills the question in once it has started.
    await page.reload();
    await expect(message).toHaveValue("xyzzy qwrtp");
    await expect(subject).toHaveValue("Vraag uit het helpcentrum");
  });
});

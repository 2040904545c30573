import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./support/fixtures";

/**
 * Issue 8 on a 375 px phone (the mobile project): long unbroken input never makes a page scroll
 * sideways, the mobile menu keeps keyboard focus, and the chat button leaves the hero's buttons
 * free.
 */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

function intersects(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test.describe("issue 8 at 375 px @phone", () => {
  test("a 300-character unbroken e-mail in the CTA form does not widen the page", async ({
    page,
  }) => {
    await page.goto("/");
    const form = page.locator("#cta");
    const field = form.getByLabel("E-mailadres");
    await field.fill(`${"a".repeat(280)}@bedrijf.nl`);
    // The field stops at 254 characters, the longest address there is.
    expect((await field.inputValue()).length).toBeLessThanOrEqual(254);
    await expectNoSidewaysScroll(page);

    const address = `${"a".repeat(240)}@bedrijf.nl`;
    await field.fill(address);
    await form.getByRole("button", { name: "Vraag kennismaking aan" }).click();
    // The success message echoes the address: it must wrap.
    await expect(form.getByText("Bedankt, je aanvraag is verstuurd!")).toBeVisible();
    await expect(form.getByText(address, { exact: false })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });

  test("a 300-character word in the chat wraps inside its bubble", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Open de chatassistent" }).click();
    const chat = page.getByRole("dialog", { name: "Vindbaar-assistent" });
    const word = "w".repeat(300);
    await chat.getByLabel("Je bericht").fill(word);
    await chat.getByLabel("Je bericht").press("Enter");
    const bubble = chat.locator("[data-sender='user']").last();
    await expect(bubble).toContainText(word);
    const overflow = await bubble.evaluate((row) => {
      const inner = row.firstElementChild as HTMLElement;
      return {
        bubble: inner.getBoundingClientRect().right,
        row: row.getBoundingClientRect().right,
      };
    });
    expect(overflow.bubble).toBeLessThanOrEqual(overflow.row + 0.5);
    const log = chat.getByRole("log");
    expect(await log.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await expectNoSidewaysScroll(page);
  });

  test("the mobile menu closes on Escape and keeps Tab inside", async ({ page }) => {
    await page.goto("/features");
    await waitForHydration(page);
    const toggle = page.getByRole("button", { name: "Menu openen" });
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Mobiel menu" });
    await expect(menu).toBeVisible();

    const inMenuOrToggle = () =>
      page.evaluate(() => {
        const active = document.activeElement;
        const menuElement = document.getElementById("mobile-menu");
        const toggleElement = document.querySelector("[aria-controls='mobile-menu']");
        return !!active && (menuElement?.contains(active) || active === toggleElement);
      });
    const stops = (await menu.getByRole("link").count()) + 2;
    for (let i = 0; i < stops; i += 1) {
      await page.keyboard.press("Tab");
      expect(await inMenuOrToggle()).toBe(true);
    }
    for (let i = 0; i < stops; i += 1) {
      await page.keyboard.press("Shift+Tab");
      expect(await inMenuOrToggle()).toBe(true);
    }

    await page.keyboard.press("Escape");
    await expect(menu).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Menu openen" })).toBeFocused();
  });

  test("the floating chat button does not cover 'Bekijk Demo' in the hero", async ({ page }) => {
    await page.goto("/");
    const demo = page
      .getByRole("region", { name: "Hoger in Google, zonder dat je er omkijken naar hebt" })
      .getByRole("link", { name: "Bekijk Demo" });
    const launcher = page.getByRole("button", { name: "Open de chatassistent" });

    const check = async () => {
      const [demoBox, launcherBox] = [await demo.boundingBox(), await launcher.boundingBox()];
      expect(demoBox && launcherBox).toBeTruthy();
      expect(intersects(demoBox!, launcherBox!)).toBe(false);
    };
    await check();
    // Side by side, not only apart at this scroll position: the button's right edge stays left of
    // the launcher, so no scroll position lets the launcher cover it.
    const [demoBox, launcherBox] = [(await demo.boundingBox())!, (await launcher.boundingBox())!];
    expect(demoBox.x + demoBox.width).toBeLessThanOrEqual(launcherBox.x);
    // Also when the visitor scrolls the button down to the launcher's height.
    const viewport = page.viewportSize()!;
    const box = (await demo.boundingBox())!;
    await page.evaluate(
      (by) => window.scrollBy(0, by),
      box.y + box.height - (viewport.height - 20),
    );
    await check();
  });
});

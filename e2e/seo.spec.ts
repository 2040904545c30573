import { expect, test, waitForHydration } from "./support/fixtures";
import { publicPaths } from "./support/routes";

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const path of publicPaths) {
    test(`${path} is complete static HTML`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.locator("h1")).toBeVisible();
      expect((await page.locator("main").innerText()).length).toBeGreaterThan(300);
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(description?.length).toBeGreaterThanOrEqual(120);
    });
  }

  test("links work as plain navigation", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Blog", exact: true }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.locator("h1")).toBeVisible();
    await page.getByRole("contentinfo").getByRole("link", { name: "Contact", exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.locator("h1")).toBeVisible();
  });
});

test.describe("with JavaScript", () => {
  test("hydration keeps the visitor's scroll position", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500);
    await waitForHydration(page);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(1500);
  });

  for (const path of ["/", "/pricing", "/faq", "/demo", "/contact"]) {
    test(`${path} hydrates without errors and then navigates client-side`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      const heading = await page.locator("h1").innerText();
      expect(heading.length).toBeGreaterThan(2);
      // The fixture fails the test on any console error, hydration mismatches included.
      await page
        .getByRole("contentinfo")
        .getByRole("link", { name: "Over ons", exact: true })
        .click();
      await expect(page).toHaveURL(/\/about-us$/);
      await expect(page).toHaveTitle("Over ons – de mensen achter Vindbaar");
    });
  }
});

test.describe("not found", () => {
  test("an unknown path answers 404 with the not-found page", async ({ page, consoleErrors }) => {
    // Registered first: the page hydrates (and warns) right after it has loaded.
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    const response = await page.goto("/deze-pagina-bestaat-niet");
    expect(response?.status()).toBe(404);
    await expect(page.locator("h1")).toHaveText("404");
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    // Chromium reports the 404 document itself as a failed resource; nothing else may fail.
    consoleErrors.splice(
      0,
      consoleErrors.length,
      ...consoleErrors.filter((e) => !e.includes("status of 404")),
    );

    await waitForHydration(page);
    await expect.poll(() => warnings.join("\n")).toContain("/deze-pagina-bestaat-niet");

    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("client-side navigation to an unknown path shows the not-found page", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.evaluate(() => {
      window.history.pushState({}, "", "/ook-niet-hier");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
  });

  test("the customer area is served as the client-rendered shell", async ({ page }) => {
    const response = await page.goto("/dashboard");
    expect(response?.status()).toBe(200);
    const html = await response?.text();
    expect(html).toContain('<div id="root"><!--app-html--></div>');
  });
});

import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";

/** The eight marketing routes: their h1 and one piece of key content each. */
const pages = [
  {
    path: "/",
    h1: "Hoger in Google, zonder dat je er omkijken naar hebt",
    key: "500+ bedrijven geholpen",
  },
  {
    path: "/features",
    h1: "Professionele SEO, volledig geautomatiseerd",
    key: "White label voor bureaus",
  },
  {
    path: "/how-it-works",
    h1: "Van aanmelden naar gevonden worden",
    key: "Zo regelt Vindbaar je SEO",
  },
  {
    path: "/demo",
    h1: "Zie wat Vindbaar elke maand voor je maakt",
    key: "Cv-ketel vervangen: 7 signalen dat het tijd is",
  },
  {
    path: "/testimonials",
    h1: "Wat klanten zeggen over Vindbaar",
    key: "Echte ondernemers, echte resultaten",
  },
  { path: "/faq", h1: "Veelgestelde vragen over Vindbaar", key: "Kan ik op elk moment opzeggen?" },
  { path: "/pricing", h1: "Eerlijke prijzen, zonder verrassingen", key: "Meest gekozen" },
  {
    path: "/ad-campagne",
    h1: "Meer klanten via Google, zonder er zelf uren in te steken",
    key: "meer organisch verkeer",
  },
] as const;

/**
 * Starts the app (pages hydrate on intent, see main.tsx) and waits until React owns the page
 * content: <html data-hydrated> is set, and the h1 carries React's fiber, which is true only once
 * the lazily loaded page has been hydrated or rendered on the client.
 */
async function interactive(page: Page) {
  await page.mouse.move(5, 5);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.waitForFunction(() => {
    const h1 = document.querySelector("main h1");
    return h1 !== null && Object.keys(h1).some((key) => key.startsWith("__reactFiber"));
  });
}

// On the phone: the texts are the same at every width, and overflow is a narrow screen's problem.
for (const { path, h1, key } of pages) {
  test(`${path} shows its h1, key content and the call-to-action without overflowing @phone`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
    await expect(page.getByText(key, { exact: true }).first()).toBeVisible();
    if (path !== "/ad-campagne") await expect(page.locator("section#cta")).toHaveCount(1);
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
  });
}

test.describe("home page", () => {
  test("shows the dashboard card, 8 features, 3 steps, 4 testimonials and 4 plans", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(
      page.getByRole("img", { name: /^Voorbeeld van het Vindbaar-dashboard/ }),
    ).toBeVisible();
    const region = (name: string) => page.getByRole("region", { name });
    await expect(
      region("Alles wat je nodig hebt om gevonden te worden").getByRole("heading", { level: 3 }),
    ).toHaveCount(8);
    await expect(region("In drie stappen vindbaar").getByRole("listitem")).toHaveCount(3);
    await expect(region("Ondernemers over Vindbaar").getByRole("figure")).toHaveCount(4);
    await expect(page.locator("#pricing article")).toHaveCount(4);
    await expect(page.locator("#cta")).toBeAttached();
  });

  test("'Begin Nu Direct' leads to /pricing", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Begin Nu Direct" }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Eerlijke prijzen, zonder verrassingen",
    );
  });

  test("'Bekijk Demo' leads to /demo", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Bekijk Demo" }).click();
    await expect(page).toHaveURL(/\/demo$/);
    await expect(page.getByRole("tab", { name: "Blog Content" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  });
});

test.describe("/demo", () => {
  test("tabs follow the keyboard: arrows move focus and activate, looping both ways", async ({
    page,
  }) => {
    await page.goto("/demo");
    await interactive(page);
    const tab = (name: string) => page.getByRole("tab", { name });
    const expectActive = async (name: string) => {
      await expect(tab(name)).toBeFocused();
      await expect(tab(name)).toHaveAttribute("aria-selected", "true");
    };
    await expect(tab("Blog Content")).toHaveAttribute("aria-selected", "true");
    await tab("Blog Content").focus();

    await page.keyboard.press("ArrowRight");
    await expectActive("SEO Rapport");
    await expect(page.getByRole("heading", { name: "SEO-rapport mei 2025" })).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expectActive("Dashboard");
    await expect(page.getByText("Ultimate Plan")).toBeVisible();
    await expect(page.getByText("15 juni 2025")).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expectActive("Blog Content");
    await page.keyboard.press("ArrowLeft");
    await expectActive("Dashboard");
    await page.keyboard.press("Home");
    await expectActive("Blog Content");
    await expect(
      page.getByRole("heading", { name: "Cv-ketel vervangen: 7 signalen dat het tijd is" }),
    ).toBeVisible();
  });

  test("the button scrolls to the call-to-action and focuses its heading", async ({ page }) => {
    await page.goto("/demo");
    await interactive(page);
    await page.getByRole("button", { name: "Vraag je eigen SEO-plan aan" }).click();
    const heading = page.locator("#cta h2");
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
  });
});

test.describe("FAQ", () => {
  test("opens one answer at a time and collapses the open one", async ({ page }) => {
    await page.goto("/faq");
    const question = (name: string) => page.getByRole("button", { name });
    const answer = (text: RegExp) => page.getByText(text);
    const first = "Hoe snel ontvang ik mijn eerste content?";
    const second = "Zit ik vast aan een contract?";
    const firstAnswer = /^Binnen 48 uur nadat je het onboardingformulier/;
    const secondAnswer = /^Nee\. Er is geen langlopend contract/;

    // Every answer is in the page (prerendered), closed ones hidden.
    await expect(answer(firstAnswer)).toBeAttached();
    await expect(answer(firstAnswer)).toBeHidden();

    await interactive(page);
    await question(first).click();
    await expect(question(first)).toHaveAttribute("aria-expanded", "true");
    await expect(answer(firstAnswer)).toBeVisible();

    await question(second).click();
    await expect(answer(secondAnswer)).toBeVisible();
    await expect(answer(firstAnswer)).toBeHidden();
    await expect(question(first)).toHaveAttribute("aria-expanded", "false");

    await question(second).click();
    await expect(answer(secondAnswer)).toBeHidden();
    await expect(page.locator("#faq [aria-expanded='true']")).toHaveCount(0);
  });
});

test.describe("choosing a plan as a visitor", () => {
  test("/pricing sends the visitor to login with a return address", async ({ page }) => {
    await page.goto("/pricing");
    await expect(page.locator("#pricing article")).toHaveCount(4);
    await interactive(page);
    await page.getByRole("button", { name: "Kies Pro" }).click();
    await expect(page).toHaveURL(/\/login\?returnUrl=%2Fpricing%3Fplan%3Dpro#pricing$/);
  });

  test("the home page's plan cards do the same with / as return address", async ({ page }) => {
    await page.goto("/");
    await interactive(page);
    await page.getByRole("button", { name: "Kies Power" }).click();
    await expect(page).toHaveURL(/\/login\?returnUrl=%2F%3Fplan%3Dpower#pricing$/);
  });
});

test.describe("/ad-campagne", () => {
  test("the hero button scrolls to the pricing section", async ({ page }) => {
    await page.goto("/ad-campagne");
    const pricingHeading = page.locator("#pricing h2");
    await expect(pricingHeading).not.toBeInViewport();
    await interactive(page);
    await page.getByRole("button", { name: "Bekijk de pakketten" }).click();
    await expect(pricingHeading).toBeInViewport();
    await expect(pricingHeading).toBeFocused();
  });

  test("the call-to-action button scrolls to pricing and the demo link opens /demo", async ({
    page,
  }) => {
    await page.goto("/ad-campagne");
    await interactive(page);
    const cta = page.getByRole("button", { name: "Kies je pakket" });
    await cta.scrollIntoViewIfNeeded();
    await cta.click();
    await expect(page.locator("#pricing h2")).toBeInViewport();
    await page.getByRole("link", { name: "Bekijk eerst de demo" }).click();
    await expect(page).toHaveURL(/\/demo$/);
  });
});

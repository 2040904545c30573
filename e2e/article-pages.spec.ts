import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./support/fixtures";

/**
 * The pages made from content/: reached by clicking from their overview page on a phone, each
 * with its h1 and breadcrumbs, long text that fits the 375 px screen, and (blog) the Atom feed
 * announced in the head.
 */
async function expectReadableArticle(page: Page, title: string, crumbs: string[]) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  const breadcrumbs = page.getByRole("navigation", { name: "Kruimelpad" }).getByRole("listitem");
  await expect(breadcrumbs).toHaveText([...crumbs, title]);
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
    // The reading column: the widest paragraph of the text.
    paragraph: Math.max(
      ...[...document.querySelectorAll(".article-text p")].map(
        (p) => p.getBoundingClientRect().width,
      ),
    ),
    fontSize: parseFloat(
      getComputedStyle(document.querySelector(".article-text") as Element).fontSize,
    ),
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
  expect(widths.paragraph).toBeLessThanOrEqual(widths.client - 32);
  expect(widths.fontSize).toBeGreaterThanOrEqual(16);
}

test("a blog article opened from /blog: h1, breadcrumbs, no sideways scroll, the feed in the head @phone", async ({
  page,
}) => {
  await page.goto("/blog");
  await waitForHydration(page);
  const title = "Meta descriptions schrijven die klikken opleveren";
  await page.getByRole("link", { name: title }).click();
  await expect(page).toHaveURL(/\/blog\/meta-descriptions-die-klikken-opleveren$/);
  await expectReadableArticle(page, title, ["Home", "Blog"]);
  await expect(
    page.locator('head link[rel="alternate"][type="application/atom+xml"]'),
  ).toHaveAttribute("href", /\/blog\/feed\.xml$/);
  await expect(page.getByText("Daan Bakker", { exact: true })).toBeVisible();
  // A related article is one tap away, and opens client-side with its own text.
  await page.getByRole("link", { name: /Lokale SEO: zo word je gevonden/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Lokale SEO: zo word je gevonden door klanten in je eigen regio",
  );
  await expect(page.locator(".article-text h2").first()).toBeVisible();
});

test("a guide opened from /guides: steps overview jumps to its step, diagram as a list @phone", async ({
  page,
}) => {
  await page.goto("/guides");
  await waitForHydration(page);
  const title = "Je eerste zoekwoordonderzoek";
  await page.getByRole("link", { name: title }).click();
  await expect(page).toHaveURL(/\/guides\/je-eerste-zoekwoordonderzoek$/);
  await expectReadableArticle(page, title, ["Home", "Gidsen"]);
  await expect(page.locator("pre code")).toHaveCount(0);
  await expect(page.locator("figure.article-diagram li")).toHaveCount(7);
  await page.getByRole("link", { name: "Schat in hoe vaak erop gezocht wordt" }).click();
  await expect(page).toHaveURL(/#stap-4-schat-in-hoe-vaak-erop-gezocht-wordt$/);
  await expect(
    page.getByRole("heading", { name: "Stap 4: Schat in hoe vaak erop gezocht wordt" }),
  ).toBeInViewport();
});

test("a help article opened from /help-center: category crumb, related articles and contact @phone", async ({
  page,
}) => {
  await page.goto("/help-center");
  await waitForHydration(page);
  const title = "Je abonnement opzeggen";
  await page.getByRole("link", { name: title, exact: true }).click();
  await expect(page).toHaveURL(/\/help-center\/abonnement-opzeggen$/);
  await expectReadableArticle(page, title, ["Home", "Helpcentrum", "Account en facturering"]);
  await expect(page.getByRole("link", { name: "Neem contact op met support" })).toBeVisible();
  await expect(
    page.getByRole("heading", { name: "Meer over Account en facturering" }),
  ).toBeVisible();
});

import type { Page } from "@playwright/test";
import { FIXTURE_SITE } from "./support/fixture-site";
import { expect, test, waitForHydration } from "./support/fixtures";

/** The home page with React owning the analyzer's field. */
async function openAnalyzer(page: Page) {
  await page.goto("/");
  await waitForHydration(page);
  await page.waitForFunction(() => {
    const field = document.querySelector("#seo-analyzer input");
    return field !== null && Object.keys(field).some((key) => key.startsWith("__reactFiber"));
  });
  return page.locator("#seo-analyzer");
}

/** Analyses a page of the fixture site from the home page; answers the section and the result card. */
async function analyseFixturePage(page: Page, path: string) {
  const section = await openAnalyzer(page);
  await section.getByLabel("Website-adres").fill(`${FIXTURE_SITE}${path}`);
  await section.getByRole("button", { name: "Analyseer" }).click();
  return { section, card: section.getByTestId("analysis-result") };
}

test("the prerendered home page has the analyzer with a disabled button", async ({ page }) => {
  const section = await openAnalyzer(page);
  await expect(
    section.getByRole("heading", { name: "Hoe vindbaar is jouw website?" }),
  ).toBeVisible();
  await expect(section.getByRole("button", { name: "Analyseer" })).toBeDisabled();
});

test("analyses a local site through the analyze-site function and shows the result", async ({
  page,
}) => {
  const { card } = await analyseFixturePage(page, "/zwak");
  await expect(card).toBeVisible();
  await expect(card).toContainText(`Geanalyseerde pagina: ${FIXTURE_SITE}/zwak`);
  await expect(card.getByTestId("category-seo")).toContainText("75");
  await expect(card.getByTestId("category-performance")).toContainText("Niet gemeten");
  await expect(card).toContainText("De pagina heeft geen beschrijving voor Google");
  await expect(card).toContainText("Impact: Hoog");
  const toasts = page.getByRole("region", { name: /Meldingen/ });
  await expect(toasts.getByText("Analyse voltooid!", { exact: true })).toBeVisible();
  await expect(toasts.getByText("Je website scoort 75/100", { exact: true })).toBeVisible();
});

test("a private address is refused with the server's Dutch message, the address kept", async ({
  page,
  consoleErrors,
}) => {
  const section = await openAnalyzer(page);
  const field = section.getByLabel("Website-adres");
  await field.fill("http://10.0.0.1/");
  await field.press("Enter");
  const toasts = page.getByRole("region", { name: /Meldingen/ });
  await expect(toasts.getByText("Analyse mislukt", { exact: true })).toBeVisible();
  await expect(
    toasts.getByText(
      "Er ging iets mis bij het analyseren van je website: Dit adres is niet toegestaan: privé-netwerk.",
      { exact: true },
    ),
  ).toBeVisible();
  await expect(field).toHaveValue("http://10.0.0.1/");
  // Chromium logs the refusal's 400 answer itself; that one is expected here.
  const expected = consoleErrors.filter((text) => text.includes("status of 400"));
  expect(expected).toHaveLength(1);
  consoleErrors.splice(
    0,
    consoleErrors.length,
    ...consoleErrors.filter((t) => !expected.includes(t)),
  );
});

test("on a phone the issue badges sit beside the text, never over it, and advice shows code, not backticks @phone", async ({
  page,
}) => {
  const { card } = await analyseFixturePage(page, "/zwak");
  await expect(card).toContainText("Impact: Hoog");

  const issues = card.getByRole("region", { name: "Gevonden problemen" }).getByRole("listitem");
  expect(await issues.count()).toBeGreaterThan(2);
  for (const issue of await issues.all()) {
    // Where each part's text is drawn (a range covers text that overflows its box, too): the
    // type badge, the issue and the impact badge each keep their own place inside the row.
    const boxes = await issue.evaluate((row) => {
      const rect = (target: Element | Range) => {
        const { left, right, top, bottom } = target.getBoundingClientRect();
        return { left, right, top, bottom };
      };
      const drawn = (element: Element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return rect(range);
      };
      return { row: rect(row), parts: [...row.children].map(drawn) };
    });
    expect(boxes.parts).toHaveLength(3);
    for (const part of boxes.parts) {
      expect(part.left).toBeGreaterThanOrEqual(boxes.row.left - 0.5);
      expect(part.right).toBeLessThanOrEqual(boxes.row.right + 0.5);
    }
    for (const [i, a] of boxes.parts.entries()) {
      for (const b of boxes.parts.slice(i + 1)) {
        const overlap =
          Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 &&
          Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
        expect(overlap, `${await issue.textContent()}: parts overlap`).toBe(false);
      }
    }
  }

  // The weak page skips heading levels: its advice names <h2>, <h3> and <h4> as code.
  const advice = card.getByRole("region", { name: "Aanbevelingen" });
  await expect(advice).toContainText("volg een <h2> op met een <h3>");
  await expect(advice).not.toContainText("`");
  await expect(advice.locator("code").filter({ hasText: "<h2>" })).toBeVisible();
});

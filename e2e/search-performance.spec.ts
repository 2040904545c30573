import type { APIRequestContext } from "@playwright/test";
import { SUPABASE_URL } from "./support/accounts";
import { buyPlanThroughApi, fillInBusinessProfile, runDueJobs } from "./support/customer-journey";
import { FIXTURE_SITE } from "./support/fixture-site";
import { expect, test } from "./support/fixtures";
import { DUTCH_PERIOD } from "./support/dutch-period";

interface ApiRow {
  keys?: string[];
  clicks: number;
  impressions: number;
}

/** searchAnalytics.query against the Google double, as the customer's test Google account. */
async function googleRows(
  request: APIRequestContext,
  email: string,
  siteUrl: string,
  body: Record<string, unknown>,
): Promise<ApiRow[]> {
  const token = await request.post(`${SUPABASE_URL}/emulator/v1/google/token`, { data: { email } });
  expect(token.status()).toBe(200);
  const { access_token } = (await token.json()) as { access_token: string };
  const answer = await request.post(
    `${SUPABASE_URL}/google/webmasters/v3/sites/${encodeURIComponent(siteUrl)}/searchAnalytics/query`,
    { headers: { Authorization: `Bearer ${access_token}` }, data: { rowLimit: 25_000, ...body } },
  );
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { rows?: ApiRow[] }).rows ?? [];
}

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const dutch = (value: number) => new Intl.NumberFormat("nl-NL").format(value);

/**
 * The dashboard's "Resultaten uit Google" (issue 21): a new customer connects Search Console
 * through the Google double's consent page, the emulator runs the import, and the dashboard shows
 * Google's own figures for the last 28 days, the chart drawn by uPlot, the top queries and the
 * blog posts — on a 375 px phone, without horizontal scrolling (the figures are the same at every
 * width; the phone is where the chart and the tables could run off the screen).
 */
test("the dashboard shows the customer's Search Console results after connecting @phone", async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  await buyPlanThroughApi(page, request, testInfo, { id: "ultimate" });
  await page.getByRole("link", { name: "Bedrijfsprofiel invullen" }).click();
  await fillInBusinessProfile(page);

  const card = page.getByTestId("search-console-card");
  await card.getByRole("button", { name: "Koppel Google Search Console" }).click();
  await expect(page).toHaveURL(/\/google\/o\/oauth2\/v2\/auth\?/);
  const email = await page.getByLabel("E-mailadres van je Google-account").inputValue();
  await page.getByRole("button", { name: "Toestaan" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const property = `${new URL(FIXTURE_SITE).origin}/`;
  await card.getByRole("button", { name: "Property gebruiken" }).click();
  await expect(card.getByText(`Gekoppeld met ${property}`)).toBeVisible();

  // The import's jobs run now, not at the emulator's next 15 s tick; the panel follows them until
  // the figures are in.
  await runDueJobs(request);
  const panel = page.getByRole("region", { name: "Resultaten uit Google" });
  const tiles = panel.getByTestId("performance-tiles");
  await expect(tiles).toBeVisible({ timeout: 90_000 });

  // Google's answer for the same property and the 28 days ending at its newest day.
  const days = await googleRows(request, email, property, {
    startDate: "2020-01-01",
    endDate: "2100-01-01",
    dimensions: ["date"],
  });
  const lastDay = days
    .map((row) => row.keys![0]!)
    .sort()
    .at(-1)!;
  const [totals] = await googleRows(request, email, property, {
    startDate: addDays(lastDay, -27),
    endDate: lastDay,
  });
  const tile = (label: string) => tiles.locator("div").filter({ hasText: label }).first();
  await expect(tile("Klikken").locator("dd").first()).toHaveText(dutch(totals!.clicks));
  await expect(tile("Vertoningen").locator("dd").first()).toHaveText(dutch(totals!.impressions));
  await expect(
    panel.getByText(new RegExp(String.raw`^Laatste 28 dagen met gegevens: ${DUTCH_PERIOD}$`)),
  ).toBeVisible();

  const chart = panel.getByRole("img", { name: /^Grafiek van klikken en vertoningen per dag, / });
  await expect(chart.locator("canvas")).toBeVisible();
  const box = (await chart.boundingBox())!;
  expect(box.width).toBeGreaterThan(200);
  expect(box.height).toBeGreaterThanOrEqual(200);

  const queries = panel.getByRole("region", { name: "Top zoekopdrachten" });
  await expect(queries.getByRole("row")).toHaveCount(11);
  await expect(panel.getByRole("region", { name: "Jouw blogposts in Google" })).toContainText(
    "Nog geen gepubliceerde blogposts.",
  );

  // The figures per day open from the keyboard.
  const showTable = panel.getByText("Toon de cijfers per dag");
  await showTable.focus();
  await page.keyboard.press("Enter");
  await expect(panel.getByRole("table", { name: "Klikken en vertoningen per dag" })).toBeVisible();

  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
});

import type { APIRequestContext, Page } from "@playwright/test";
import {
  EMULATOR_KEYWORD_DATA_LOGIN,
  EMULATOR_KEYWORD_DATA_PASSWORD,
} from "../emulator/keyword-data/index";
import { createConfirmedUser, signIn, SUPABASE_URL, uniqueEmail } from "./support/accounts";
import {
  buyPlanThroughApi,
  fillInBusinessProfile,
  openCustomerPage,
} from "./support/customer-journey";
import { FIXTURE_SITE } from "./support/fixture-site";
import { expect, test } from "./support/fixtures";
import { connectSearchConsoleAndImport } from "./support/search-console";

/**
 * The SEO helper's keyword tool (issue 21): only measured figures — the keyword-data provider's
 * Google Ads search volume (the emulator's double) and the customer's own Search Console figures,
 * equal to what the double answers through its real API. The lookup runs on a 375 px phone, where
 * the ideas table is wider than the screen and must scroll in its own box (issue 8); the Search
 * Console figures are the same at every width and run at desktop width.
 */
async function providerVolume(request: APIRequestContext, keyword: string) {
  const answer = await request.post(
    `${SUPABASE_URL}/keyword-data/v3/keywords_data/google_ads/search_volume/live`,
    {
      headers: {
        Authorization: `Basic ${Buffer.from(`${EMULATOR_KEYWORD_DATA_LOGIN}:${EMULATOR_KEYWORD_DATA_PASSWORD}`).toString("base64")}`,
      },
      data: [{ keywords: [keyword], location_code: 2528, language_code: "nl" }],
    },
  );
  const body = (await answer.json()) as {
    status_code: number;
    tasks: { result: { search_volume: number | null }[] }[];
  };
  expect(body.status_code).toBe(20000);
  return body.tasks[0]!.result[0]!.search_volume;
}

/**
 * Nothing wider than the screen. A phone widens its layout viewport to fit wide content, so
 * innerWidth is held to the phone's width as well.
 */
async function fitsTheScreen(page: Page) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(widths.inner, "layout viewport").toBe(page.viewportSize()?.width);
  expect(widths.scroll, "page width").toBeLessThanOrEqual(widths.inner);
}

const dutch = (value: number) => new Intl.NumberFormat("nl-NL").format(value);

test("keyword tool at 375 px: the provider's search volume and Dutch ideas, no invented figures, the table scrolls in its own box @phone", async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail(testInfo, "zoekwoord");
  await createConfirmedUser(request, email);
  await page.goto("/login?returnUrl=%2Fseo-helper");
  await signIn(page, email);
  await expect(page.getByRole("heading", { level: 1, name: "SEO Helper" })).toBeVisible();

  const tool = page.getByRole("region", { name: "Zoekwoordinzicht" });
  await tool.getByLabel("Zoekwoord", { exact: true }).fill("zuurdesem brood");
  await tool.getByRole("button", { name: "Bekijk cijfers" }).click();
  const results = tool.getByRole("region", { name: 'Cijfers voor "zuurdesem brood"' });
  await expect(results).toBeVisible();

  const volume = await providerVolume(request, "zuurdesem brood");
  await expect(results.getByTestId("keyword-tool-volume").locator("p").first()).toHaveText(
    volume === null ? "Zoekvolume: niet beschikbaar" : `Zoekvolume: ${dutch(volume)} per maand`,
  );
  await expect(results.getByText(/^Niet beschikbaar: koppel Google Search Console/)).toBeVisible();
  const ideas = results.getByRole("table", {
    name: 'Zoekwoordideeën uit Google Ads voor "zuurdesem brood"',
  });
  await expect(ideas.getByRole("rowheader").first()).toContainText("zuurdesem brood");
  await expect(results).not.toContainText(/guide|best |Difficulty|Trend/);
  await fitsTheScreen(page);

  // The ideas table scrolls in its own box, a labelled region the keyboard can focus and
  // scroll to its last column.
  const box = results.getByRole("region", {
    name: 'Zoekwoordideeën uit Google Ads voor "zuurdesem brood"',
  });
  const lastColumn = ideas.getByRole("columnheader", { name: "Concurrentie" });
  await expect(lastColumn).not.toBeInViewport({ ratio: 1 });
  await box.focus();
  await expect(box).toBeFocused();
  for (let step = 0; step < 15; step += 1) await page.keyboard.press("ArrowRight");
  await expect(lastColumn).toBeInViewport({ ratio: 1 });
  await fitsTheScreen(page);
});

test("keyword tool with Search Console connected: the query's clicks and impressions equal Google's API for the same 28 days", async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const email = await buyPlanThroughApi(page, request, testInfo, { id: "ultimate" });
  await page.getByRole("link", { name: "Bedrijfsprofiel invullen" }).click();
  await fillInBusinessProfile(page);

  await connectSearchConsoleAndImport(page, request);
  const property = `${new URL(FIXTURE_SITE).origin}/`;

  // Google's own answer through the API, as the test Google account: the newest day with data,
  // and the busiest query over the 28 days ending there.
  const token = await request.post(`${SUPABASE_URL}/emulator/v1/google/token`, {
    data: { email },
  });
  const { access_token } = (await token.json()) as { access_token: string };
  const query = async (body: Record<string, unknown>) => {
    const answer = await request.post(
      `${SUPABASE_URL}/google/webmasters/v3/sites/${encodeURIComponent(property)}/searchAnalytics/query`,
      { headers: { Authorization: `Bearer ${access_token}` }, data: body },
    );
    expect(answer.status()).toBe(200);
    return (
      (
        (await answer.json()) as {
          rows?: { keys: string[]; clicks: number; impressions: number }[];
        }
      ).rows ?? []
    );
  };
  const day = (offset: number, from = new Date()) =>
    new Date(from.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  const days = await query({ startDate: day(-40), endDate: day(0), dimensions: ["date"] });
  const lastDay = days
    .map((row) => row.keys[0]!)
    .sort()
    .at(-1)!;
  const [top] = await query({
    startDate: day(-27, new Date(`${lastDay}T00:00:00Z`)),
    endDate: lastDay,
    dimensions: ["query"],
    rowLimit: 1,
  });

  await openCustomerPage(page, "SEO Helper");
  const tool = page.getByRole("region", { name: "Zoekwoordinzicht" });
  await tool.getByLabel("Zoekwoord", { exact: true }).fill(top!.keys[0]!);
  await tool.getByRole("button", { name: "Bekijk cijfers" }).click();
  const figures = tool.getByTestId("keyword-tool-gsc");
  await expect(figures.getByRole("definition")).toHaveText([
    dutch(top!.clicks),
    dutch(top!.impressions),
    /%$/,
    /^\d+,\d$/,
  ]);
});

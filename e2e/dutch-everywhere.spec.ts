import type { Page } from "@playwright/test";
import { paths } from "../src/config/paths";
import { account as englishAccount } from "../src/i18n/locales/en/account";
import { account as dutchAccount } from "../src/i18n/locales/nl/account";
import {
  buyPlan,
  buyPlanThroughApi,
  fillInBusinessProfile,
  openCustomerPage,
  runDueJobs,
} from "./support/customer-journey";
import { expect, test } from "./support/fixtures";
import {
  ALLOWED_PHRASES,
  DUTCH_UI_WORDS,
  ENGLISH_UI_WORDS,
  foundWords,
  settle,
  visibleInterfaceText,
} from "./support/ui-words";

/**
 * Dutch everywhere a customer looks (issue 22): a new customer on each plan buys it, fills in the
 * business profile, lets the first scan, report and post be made, and then every screen of the
 * customer area is read in Dutch — text, aria-label, placeholder, title and alt — for English
 * interface words. One English visit checks the other way round. Every finding is collected
 * first, so one run names every route and word at once. Desktop only: the words are the same at
 * 375 px, and one browser keeps the crawl fast. One customer buys on the checkout page, so the
 * dashboard is also read with the purchase's own notice; the other three buy through the app's
 * create-checkout call and the Stripe double's test hook (the screens after it are the same).
 * After the first load the crawl moves the way a customer does, through the account bar's links
 * and the screens' own links: a full page load per screen would boot the app again each time
 * (most of this spec's browser time) without showing a word more.
 */
const PLANS = [
  { id: "basic", name: "Basic", checkoutPage: true },
  { id: "pro", name: "Pro", checkoutPage: false },
  { id: "ultimate", name: "Ultimate", checkoutPage: false },
  { id: "power", name: "Power", checkoutPage: false },
] as const;

/** The customer area's screens; every plan may open each (a missing feature shows its upsell). */
const CUSTOMER_SCREENS = [
  "dashboard",
  "reports",
  "content",
  "businessProfile",
  "seoHelper",
  "whiteLabel",
  "apiSettings",
] as const;
type Screen = (typeof CUSTOMER_SCREENS)[number];

/** Opens a screen through the account bar, in the language the customer chose. */
async function openScreen(page: Page, screen: Screen, locale = dutchAccount): Promise<void> {
  await openCustomerPage(page, locale.links[screen], locale.navLabel);
  await expect(page).toHaveURL(new RegExp(`${paths[screen]}$`));
}

type Finding = { route: string; words: string[] };

async function readScreen(
  page: Page,
  route: string,
  words: readonly string[],
  scope: "body" | "main",
): Promise<Finding | null> {
  await settle(page);
  const text = await visibleInterfaceText(page.locator(scope === "body" ? "body" : "main#main"));
  const found = foundWords(text, words, ALLOWED_PHRASES);
  return found.length > 0 ? { route, words: found } : null;
}

/** Follows the first link whose address starts with `prefix` (a report, a draft); false if none. */
async function followFirstLinkTo(page: Page, prefix: string): Promise<boolean> {
  const link = page.locator(`a[href^="${prefix}"]`).first();
  await link.waitFor({ timeout: 15_000 }).catch(() => undefined);
  if ((await link.count()) === 0) return false;
  const href = (await link.getAttribute("href"))!;
  await link.click();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === href);
  return true;
}

function report(findings: Finding[]): string {
  return findings.map((finding) => `${finding.route}: ${finding.words.join(", ")}`).join("\n");
}

test.describe.configure({ mode: "parallel" });

for (const plan of PLANS) {
  test(`${plan.name}: no English interface words in the Dutch customer area`, async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(180_000);
    const findings: Finding[] = [];
    const read = async (route: string) => {
      const finding = await readScreen(page, route, ENGLISH_UI_WORDS, "body");
      if (finding) findings.push(finding);
    };

    await (plan.checkoutPage ? buyPlan : buyPlanThroughApi)(page, request, testInfo, plan);
    await read(`${paths.dashboard} (nieuw, zonder bedrijfsprofiel)`);
    await page.goto(paths.onboarding);
    await read(paths.onboarding);
    await fillInBusinessProfile(page);
    // The first scan, its report, the content plan and the first post.
    await runDueJobs(request);

    // One full load after the jobs, so the dashboard shows what they made; then by links.
    await page.goto(paths.dashboard);
    for (const screen of CUSTOMER_SCREENS) {
      if (screen !== "dashboard") await openScreen(page, screen);
      await read(paths[screen]);
      if (screen === "reports") {
        const opened = await followFirstLinkTo(page, `${paths.reports}?id=`);
        expect.soft(opened, "a report to open on /dashboard/reports").toBe(true);
        if (opened) await read(`${paths.reports}?id=… (rapport)`);
      }
      if (screen === "content") {
        const opened = await followFirstLinkTo(page, `${paths.content}?id=`);
        expect.soft(opened, "a written post to open on /dashboard/content").toBe(true);
        if (opened) await read(`${paths.content}?id=… (concept)`);
      }
    }

    if (plan.id === "power") {
      // Once the other way round: English chosen in the account bar, no Dutch interface words
      // in the customer area's own part of the page (the public header and footer stay Dutch).
      await openScreen(page, "dashboard");
      await settle(page);
      await page.getByRole("combobox", { name: "Taal" }).selectOption("English");
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      for (const screen of ["dashboard", "seoHelper", "apiSettings"] as const) {
        if (screen !== "dashboard") await openScreen(page, screen, englishAccount);
        const route = `${paths[screen]} (English)`;
        const finding = await readScreen(page, route, DUTCH_UI_WORDS, "main");
        if (finding) findings.push(finding);
      }
    }

    await testInfo.attach("words-found.txt", { body: report(findings), contentType: "text/plain" });
    expect(findings, `${plan.name}: words of the other language\n${report(findings)}`).toEqual([]);
  });
}

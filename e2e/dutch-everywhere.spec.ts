import type { Page } from "@playwright/test";
import { paths } from "../src/config/paths";
import {
  buyPlan,
  buyPlanThroughApi,
  fillInBusinessProfile,
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
 */
const PLANS = [
  { id: "basic", name: "Basic", checkoutPage: true },
  { id: "pro", name: "Pro", checkoutPage: false },
  { id: "ultimate", name: "Ultimate", checkoutPage: false },
  { id: "power", name: "Power", checkoutPage: false },
] as const;

/** The customer area's screens; every plan may open each (a missing feature shows its upsell). */
const CUSTOMER_ROUTES = [
  paths.dashboard,
  paths.reports,
  paths.content,
  paths.businessProfile,
  paths.seoHelper,
  paths.whiteLabel,
  paths.apiSettings,
] as const;

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

/** The href of the first link whose address starts with `prefix` (a report, a draft). */
async function firstLinkTo(page: Page, prefix: string): Promise<string | null> {
  const link = page.locator(`a[href^="${prefix}"]`).first();
  await link.waitFor({ timeout: 15_000 }).catch(() => undefined);
  return (await link.count()) > 0 ? await link.getAttribute("href") : null;
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

    for (const route of CUSTOMER_ROUTES) {
      await page.goto(route);
      await read(route);
      if (route === paths.reports) {
        const detail = await firstLinkTo(page, `${paths.reports}?id=`);
        expect.soft(detail, "a report to open on /dashboard/reports").not.toBeNull();
        if (detail) {
          await page.goto(detail);
          await read(`${paths.reports}?id=… (rapport)`);
        }
      }
      if (route === paths.content) {
        const draft = await firstLinkTo(page, `${paths.content}?id=`);
        expect.soft(draft, "a written post to open on /dashboard/content").not.toBeNull();
        if (draft) {
          await page.goto(draft);
          await read(`${paths.content}?id=… (concept)`);
        }
      }
    }

    if (plan.id === "power") {
      // Once the other way round: English chosen in the account bar, no Dutch interface words
      // in the customer area's own part of the page (the public header and footer stay Dutch).
      await page.goto(paths.dashboard);
      await settle(page);
      await page.getByRole("combobox", { name: "Taal" }).selectOption("English");
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      for (const route of [paths.dashboard, paths.seoHelper, paths.apiSettings]) {
        await page.goto(route);
        const finding = await readScreen(page, `${route} (English)`, DUTCH_UI_WORDS, "main");
        if (finding) findings.push(finding);
      }
    }

    await testInfo.attach("words-found.txt", { body: report(findings), contentType: "text/plain" });
    expect(findings, `${plan.name}: words of the other language\n${report(findings)}`).toEqual([]);
  });
}

import {
  buyPlan,
  buyPlanThroughApi,
  fillInBusinessProfile,
  openCustomerPage,
  fillInProfileFields,
  runDueJobs,
} from "./support/customer-journey";
import { FIXTURE_SITE } from "./support/fixture-site";
import { expect, test } from "./support/fixtures";

/**
 * Issue 11's first steps: buy a plan, be asked for the business profile on the dashboard, fill it
 * in, and the first site scan runs (through the emulator's job runner, as pg_cron does hosted).
 */
test("checkout, onboarding, the first scan, the checklist in Rapporten", async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  await buyPlan(page, request, testInfo, { id: "basic", name: "Basic" });

  const reminder = page.getByTestId("profile-reminder");
  await expect(reminder.getByRole("heading", { name: "Maak je bedrijfsprofiel af" })).toBeVisible();
  await reminder.getByRole("link", { name: "Bedrijfsprofiel invullen" }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vertel ons over je bedrijf");
  // The end of onboarding also offers Google Search Console.
  await expect(
    page
      .getByTestId("search-console-card")
      .getByRole("button", { name: "Koppel Google Search Console" }),
  ).toBeVisible();

  // Typed as customers do, without a scheme; the site answers only http (issue 19).
  await fillInBusinessProfile(page, `${FIXTURE_SITE.replace("http://", "")}/goed`);
  const toasts = page.getByRole("region", { name: /Meldingen/ });
  await expect(
    toasts.getByText("Bedrijfsprofiel opgeslagen. Je eerste SEO-scan is gestart.", { exact: true }),
  ).toBeVisible();
  await expect(page.getByTestId("profile-reminder")).toHaveCount(0);
  const scan = page.getByTestId("scan-status");
  // The emulator's own job timer may already have picked the scan up.
  await expect(
    scan.getByRole("heading", { name: /^(Scan gepland|Scan bezig|Scan klaar)/ }),
  ).toBeVisible();

  // The first scan runs on the emulator's job runner; run due jobs now instead of waiting.
  await runDueJobs(request);
  await expect(
    scan.getByRole("heading", { name: "Scan klaar: 2 pagina's gecontroleerd." }),
  ).toBeVisible();

  // Basic's report is the checklist in 'Rapporten'; the PDF belongs to the full monthly report
  // (e2e/reports.spec.ts downloads one).
  await openCustomerPage(page, "Rapporten");
  const table = page.getByTestId("reports-table");
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table).toContainText(`${FIXTURE_SITE}/goed`);
  await expect(table).toContainText("Checklist");
  await expect(table.getByRole("button", { name: "PDF" })).toHaveCount(0);
  await expect(page.getByTestId("report-plan-rule")).toContainText("hoort bij Ultimate en Power");
  await table.getByRole("link", { name: "Bekijken" }).click();
  await expect(page.getByTestId("report-score")).toContainText("/ 100");
  await expect(
    page.getByText("Dit is je eerste rapport; volgende maand zie je hier de trend."),
  ).toBeVisible();

  await openCustomerPage(page, "Bedrijfsprofiel");
  await expect(page.getByLabel("Website")).toHaveValue(`${FIXTURE_SITE}/goed`);
});

test("a refused address gets its reason at the Website field, and nothing is saved", async ({
  page,
  request,
  consoleErrors,
}, testInfo) => {
  await buyPlanThroughApi(page, request, testInfo, { id: "basic" });
  await page.goto("/onboarding");
  await fillInProfileFields(page, "localhost:22");
  await page.getByRole("button", { name: "Opslaan en scan starten" }).click();
  const website = page.getByLabel("Website");
  await expect(website).toHaveAccessibleDescription(
    /Poort 22 is niet toegestaan; gebruik poort 80 of 443\./,
  );
  await expect(page.getByText("Vul het adres van je website in", { exact: false })).toHaveCount(0);
  await expect(website).toBeFocused();
  await expect(website).toHaveValue("localhost:22");
  await expect(page).toHaveURL(/\/onboarding$/);
  // Chromium logs the refusal's 400 answer itself; that one is expected here.
  const expected = consoleErrors.filter((text) => text.includes("status of 400"));
  expect(expected).toHaveLength(1);
  consoleErrors.splice(
    0,
    consoleErrors.length,
    ...consoleErrors.filter((t) => !expected.includes(t)),
  );
});

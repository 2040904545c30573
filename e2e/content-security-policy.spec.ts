import type { Page } from "@playwright/test";
import { createConfirmedUser, signIn, uniqueEmail } from "./support/accounts";
import { FIXTURE_SITE } from "./support/fixture-site";
import { expect, test, waitForHydration } from "./support/fixtures";
import { publicPaths } from "./support/routes";

/**
 * The site's Content-Security-Policy (scripts/security-headers.ts) allows no eval. A blocked
 * attempt throws nothing a page would notice and logs no console error, but Chromium records it as
 * a "Content security policy" issue (which Lighthouse's best-practices audit counts, and which a
 * report endpoint would receive). The issues are read through the DevTools protocol.
 */
async function recordCspIssues(page: Page): Promise<string[]> {
  const issues: string[] = [];
  const session = await page.context().newCDPSession(page);
  session.on("Audits.issueAdded", ({ issue }) => {
    if (issue.code !== "ContentSecurityPolicyIssue") return;
    const details = issue.details.contentSecurityPolicyIssueDetails;
    issues.push(
      `${details?.violatedDirective} ${details?.contentSecurityPolicyViolationType} at ${details?.sourceCodeLocation?.url}`,
    );
  });
  await session.send("Audits.enable");
  return issues;
}

test("public pages load and hydrate without a CSP violation", async ({ page }) => {
  test.setTimeout(90_000);
  const issues = await recordCspIssues(page);
  for (const path of publicPaths) {
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    expect(issues, path).toEqual([]);
  }
});

test("the analyzer on the home page validates and shows its result without a CSP violation", async ({
  page,
}) => {
  const issues = await recordCspIssues(page);
  await page.goto("/");
  await waitForHydration(page);
  const section = page.locator("#seo-analyzer");
  await section.getByLabel("Website-adres").fill(`${FIXTURE_SITE}/goed`);
  await section.getByRole("button", { name: "Analyseer" }).click();
  await expect(section.getByTestId("analysis-result")).toContainText(
    `Geanalyseerde pagina: ${FIXTURE_SITE}/goed`,
  );
  expect(issues).toEqual([]);
});

test("the customer area opens after sign-in without a CSP violation", async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail(testInfo, "csp");
  await createConfirmedUser(request, email);
  const issues = await recordCspIssues(page);
  await page.goto("/login");
  await signIn(page, email);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Kies een pakket" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(issues).toEqual([]);
});

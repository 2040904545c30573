import {
  buyPlanThroughApi,
  fillInBusinessProfile,
  openCustomerPage,
  runDueJobs,
} from "./support/customer-journey";
import { INSTALLER_SITE } from "./support/fixture-site";
import { expect, test } from "./support/fixtures";

/**
 * Issue 20: the first scan reads the customer's site (an installer's), fills the empty
 * description and offerings, and Bedrijfsprofiel lists the facts it found with their pages; the
 * customer hides one and it stays hidden after a reload. At 375 px nothing runs sideways.
 */
test("Bedrijfsprofiel lists the site's facts, and a hidden fact stays hidden @phone", async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  await buyPlanThroughApi(page, request, testInfo, { id: "basic" });
  await page.goto("/onboarding");
  await fillInBusinessProfile(page, INSTALLER_SITE);
  await runDueJobs(request);
  await expect(
    page.getByTestId("scan-status").getByRole("heading", { name: /^Scan klaar/ }),
  ).toBeVisible();

  await openCustomerPage(page, "Bedrijfsprofiel");
  await expect(page.getByLabel("Korte beschrijving")).toHaveValue(
    "Van Dijk Installatietechniek uit Amersfoort: cv-ketels, warmtepompen, sanitair en lekkages. Erkend installateur sinds 1998, ook voor spoed.",
  );
  const facts = page.getByTestId("site-facts");
  await expect(facts.getByRole("heading", { level: 2 })).toHaveText("Wat we op je site vonden");
  await expect(facts).toContainText(`Gevonden bij de scan van ${INSTALLER_SITE} op `);
  const prices = facts.getByRole("region", { name: /^Prijzen \(\d+\)$/ });
  const travel = prices.getByTestId("site-fact").filter({ hasText: "Voorrijkosten: € 45,00" });
  await expect(
    travel.getByRole("link", { name: "Tarieven | Van Dijk Installatietechniek" }),
  ).toHaveAttribute("href", `${INSTALLER_SITE}tarieven`);
  await expect(
    facts.getByRole("region", { name: /^Veelgestelde vragen \(\d+\)$/ }).getByTestId("site-fact"),
  ).not.toHaveCount(0);

  // Nothing in the list is wider than a phone.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);

  await travel.getByRole("button", { name: "Verbergen: Voorrijkosten: € 45,00" }).click();
  await expect(travel.getByRole("button", { name: "Tonen: Voorrijkosten: € 45,00" })).toBeVisible();
  await expect(travel.getByText("Verborgen", { exact: true })).toBeVisible();
  await expect(page.getByTestId("site-facts-live")).toHaveText(
    "Verborgen: Voorrijkosten: € 45,00. Dit feit gebruiken we niet meer in je blogs.",
  );
  await expect(facts).toContainText("waarvan 1 verborgen.");

  await page.reload();
  const again = page
    .getByTestId("site-facts")
    .getByTestId("site-fact")
    .filter({ hasText: "Voorrijkosten: € 45,00" });
  await expect(again).toHaveAttribute("data-hidden", "true");
  await expect(again.getByRole("button", { name: "Tonen: Voorrijkosten: € 45,00" })).toBeVisible();
});

import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { createConfirmedUser, signIn, uniqueEmail } from "./support/accounts";
import { expect, test } from "./support/fixtures";

/**
 * White label end to end: the built app, the white-label functions on the emulator, a Power
 * subscription bought through the Stripe double's hosted checkout, the emulator's DNS zone for the
 * domain check and the branded /login on a second loopback host name (Chromium resolves
 * `*.localhost` to the loopback address, so the preview server answers it too).
 *
 * Against an emulator on another port than 54321, build and serve with VITE_SUPABASE_URL (and
 * VITE_SUPABASE_ANON_KEY) pointing at it and pass the same URL as E2E_SUPABASE_URL.
 */
const SUPABASE_URL = process.env.E2E_SUPABASE_URL ?? "http://127.0.0.1:54321";
const LOGO = fileURLToPath(new URL("../tests/fixtures/white-label-logo.png", import.meta.url));

async function subscribeTo(page: Page, email: string, plan: "Basic" | "Power") {
  await page.goto(`/login?returnUrl=${encodeURIComponent("/pricing")}`);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/pricing$/);
  await page
    .locator(`article[data-plan="${plan.toLowerCase()}"]`)
    .getByRole("button", { name: `Kies ${plan}` })
    .click();
  await expect(page).toHaveURL(/\/stripe\/checkout\/cs_test_/);
  await page.getByLabel("Kaartnummer").fill("4242 4242 4242 4242");
  await page.getByRole("button", { name: "Abonneren" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("Betaling succesvol", { exact: true })).toBeVisible();
}

test("a visitor without a session signs in first and comes back, never seeing the customer menu", async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail(testInfo, "wl-bezoeker");
  await createConfirmedUser(request, email);
  await page.goto("/dashboard/white-label");
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fdashboard%2Fwhite-label$/);
  await expect(page.getByTestId("account-shell")).toHaveCount(0);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard\/white-label$/);
  await expect(page.getByText("Geen toegang tot White Label")).toBeVisible();
});

test("a Basic customer sees the upgrade panel", async ({ page, request }, testInfo) => {
  test.slow();
  const email = uniqueEmail(testInfo, "basis");
  await createConfirmedUser(request, email);
  await subscribeTo(page, email, "Basic");
  await page.goto("/dashboard/white-label");
  await expect(page.getByRole("link", { name: "Upgrade naar Power" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Schakel White Label in" })).toHaveCount(0);
});

test("a Power customer enables white label, brands it, saves, reloads and keeps everything; the verified domain's login is branded", async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.slow();
  const email = uniqueEmail(testInfo, "reseller");
  await createConfirmedUser(request, email);
  await subscribeTo(page, email, "Power");

  await page.getByRole("link", { name: "White Label" }).click();
  await expect(page).toHaveURL(/\/dashboard\/white-label$/);
  await expect(page.getByText("White Label staat uit")).toBeVisible();
  await page.getByRole("button", { name: "Schakel White Label in" }).click();
  await expect(page.getByText("White Label ingeschakeld", { exact: true })).toBeVisible();
  await expect(page.getByText("Je kunt nu je branding aanpassen.", { exact: true })).toBeVisible();

  const company = `Bureau ${testInfo.workerIndex}${Date.now() % 10_000}`;
  await page.getByLabel("Bedrijfsnaam").fill(company);
  await page.getByLabel("Logo", { exact: true }).setInputFiles(LOGO);
  await page.getByLabel("Primaire kleur (hex)").fill("#112233");
  await page.getByLabel("Accentkleur (hex)").fill("#ff8800");
  const preview = page.getByTestId("brand-preview");
  await expect(page.getByTestId("preview-report-header")).toHaveCSS(
    "background-color",
    "rgb(17, 34, 51)",
  );
  await expect(preview.getByAltText(`Logo van ${company}`).first()).toBeVisible();

  // Another tab and back: the draft is still there.
  await page.getByRole("tab", { name: "Content" }).click();
  await page.getByRole("switch", { name: "White-label klantlogin" }).click();
  await page.getByRole("tab", { name: "Domeinen" }).click();
  const host = `wl${Date.now().toString(36)}${testInfo.workerIndex}.localhost`;
  await page.getByLabel("Eigen domein").fill(host);
  await expect(page.getByText(/CNAME-record .* clients\.vindbaar\.nl/)).toBeVisible();
  await page.getByRole("tab", { name: "Branding" }).click();
  await expect(page.getByLabel("Bedrijfsnaam")).toHaveValue(company);

  await page.getByRole("button", { name: "Instellingen opslaan" }).click();
  await expect(page.getByText("Instellingen opgeslagen", { exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByLabel("Bedrijfsnaam")).toHaveValue(company);
  await expect(page.getByLabel("Primaire kleur (hex)")).toHaveValue("#112233");
  await expect(page.getByLabel("Accentkleur (hex)")).toHaveValue("#ff8800");
  await expect(
    page.getByTestId("brand-preview").getByAltText(`Logo van ${company}`).first(),
  ).toHaveAttribute("src", /^data:image\/png;base64,iVBORw0KGgo/);
  await page.getByRole("tab", { name: "Content" }).click();
  await expect(page.getByRole("switch", { name: "White-label klantlogin" })).toHaveAttribute(
    "aria-checked",
    "true",
  );

  // The domain points at us in the emulator's DNS zone; 'Verifieer domein' records it.
  await page.getByRole("tab", { name: "Domeinen" }).click();
  await expect(page.getByText("Nog niet geverifieerd")).toBeVisible();
  const record = await request.put(`${SUPABASE_URL}/dns/_test/records`, {
    data: { name: host, type: "CNAME", value: "clients.vindbaar.nl" },
  });
  expect(record.status()).toBe(200);
  // A CNAME alone is no proof: the TXT record the tab shows (this account's token) is added too.
  await page.getByRole("button", { name: "Verifieer domein" }).click();
  await expect(page.getByText(/^Verificatie mislukt: /)).toBeVisible();
  const txt = page.getByRole("region", { name: "Bewijs dat het domein van jou is" });
  await expect(txt.getByText(`_vindbaar.${host}`, { exact: true })).toBeVisible();
  const proof = await txt.getByText(/^vindbaar-verify=[0-9a-f]{32}$/).textContent();
  const txtRecord = await request.put(`${SUPABASE_URL}/dns/_test/records`, {
    data: { name: `_vindbaar.${host}`, type: "TXT", value: proof },
  });
  expect(txtRecord.status()).toBe(200);
  await page.getByRole("button", { name: "Verifieer domein" }).click();
  await expect(page.getByText("Geverifieerd", { exact: true })).toBeVisible();

  // The reseller's clients open /login on that host (a second loopback name).
  const port = new URL(page.url()).port;
  const client = await browser.newPage();
  await client.goto(`http://${host}:${port}/login`);
  const brand = client.getByTestId("client-login-brand");
  await expect(brand.getByText(company)).toBeVisible();
  await expect(brand.getByAltText(`Logo van ${company}`)).toBeVisible();
  await client.close();
});

test("the white-label function refuses a domain of ours in Dutch, and in English once the customer chose English", async ({
  page,
  request,
  consoleErrors,
}, testInfo) => {
  test.slow();
  const email = uniqueEmail(testInfo, "wl-language");
  await createConfirmedUser(request, email);
  await subscribeTo(page, email, "Power");
  await page.getByRole("link", { name: "White Label" }).click();
  await page.getByRole("button", { name: "Schakel White Label in" }).click();
  await page.getByRole("tab", { name: "Domeinen" }).click();

  // Said under the field when it is left, in the words the function uses…
  const domain = page.getByLabel("Eigen domein");
  await domain.fill("klant.vindbaar.nl");
  await domain.blur();
  await expect(page.getByText("Mag niet vindbaar.nl of een subdomein daarvan zijn")).toBeVisible();
  // …and the function's own refusal, in Dutch: the field as the form names it.
  await page.getByRole("button", { name: "Instellingen opslaan" }).click();
  await expect(
    page.getByText("Eigen domein: mag niet vindbaar.nl of een subdomein daarvan zijn", {
      exact: true,
    }),
  ).toBeVisible();

  await page.getByRole("combobox", { name: "Taal" }).selectOption("English");
  await expect(page.getByRole("tab", { name: "Domains" })).toBeVisible();
  await expect(page.getByLabel("Custom domain")).toHaveValue("klant.vindbaar.nl");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(
    page.getByText("Custom domain: cannot be vindbaar.nl or one of its subdomains", {
      exact: true,
    }),
  ).toBeVisible();

  // The browser logs the two refused saves (400); they are expected here.
  for (let refusal = 0; refusal < 2; refusal++) {
    const index = consoleErrors.findIndex((message) =>
      /status of 400 \(Bad Request\)/.test(message),
    );
    expect(index, "a refused save").toBeGreaterThanOrEqual(0);
    consoleErrors.splice(index, 1);
  }
});

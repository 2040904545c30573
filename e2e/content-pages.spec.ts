import { contactFormCopy } from "../src/content/contact";
import { expect, test, waitForHydration } from "./support/fixtures";

/** The ten static content pages (docs/product.md §2): h1 and one key piece of content each. */
const pages = [
  {
    path: "/blog",
    h1: "SEO-tips voor ondernemers",
    key: "Meta descriptions schrijven die klikken opleveren",
  },
  { path: "/help-center", h1: "Hoe kunnen we je helpen?", key: "Account en facturering" },
  {
    path: "/guides",
    h1: "Stap voor stap beter vindbaar",
    key: "Een technische SEO-check van je website",
  },
  { path: "/api-documentation", h1: "API-documentatie", key: "/api/v1/content/generate" },
  {
    path: "/community",
    h1: "Leer SEO samen met andere ondernemers",
    key: "500+ discussies per maand",
  },
  { path: "/about-us", h1: "Wij maken SEO betaalbaar voor elk bedrijf", key: "Fatima El Amrani" },
  {
    path: "/careers",
    h1: "Bouw mee aan betaalbare SEO voor iedereen",
    key: "Solliciteer op Customer Success Manager",
  },
  { path: "/contact", h1: "Neem contact met ons op", key: "Herengracht 182" },
  { path: "/privacy-policy", h1: "Privacybeleid", key: "Laatst bijgewerkt: 15 maart 2024" },
  {
    path: "/terms-of-service",
    h1: "Algemene voorwaarden",
    key: "Laatst bijgewerkt: 15 maart 2024",
  },
  { path: "/en/privacy-policy", h1: "Privacy Policy", key: "Last updated: 15 March 2024" },
  { path: "/en/terms-of-service", h1: "Terms of Service", key: "Last updated: 15 March 2024" },
] as const;

// On the phone: the texts are the same at every width, and overflow is a narrow screen's problem.
for (const { path, h1, key } of pages) {
  test(`${path} shows its title and key content without overflowing @phone`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
    await expect(page.getByText(key, { exact: true }).first()).toBeVisible();
    // Responsive: nothing may push the page wider than the phone's 375 px.
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
  });
}

test("guides show Beginner in green and other levels in yellow", async ({ page }) => {
  await page.goto("/guides");
  await expect(page.getByText("Beginner", { exact: true })).toHaveClass(/bg-green-100/);
  await expect(page.getByText("Gevorderd", { exact: true })).toHaveClass(/bg-yellow-100/);
  await expect(page.getByText("Expert", { exact: true })).toHaveClass(/bg-yellow-100/);
});

test("the help-centre search opens the best article on Zoeken, and the contact button leads to /contact", async ({
  page,
}) => {
  await page.goto("/help-center");
  await waitForHydration(page);
  const search = page.getByRole("searchbox", { name: "Zoek in het helpcentrum" });
  await search.fill("factuur");
  await page.getByRole("button", { name: "Zoeken", exact: true }).click();
  await expect(page).toHaveURL(/\/help-center\/facturen-en-betaalmethode$/);

  await page.goto("/help-center");
  await waitForHydration(page);
  await page.getByRole("link", { name: "Neem contact op met support" }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Neem contact met ons op");
});

test("contact form validates in the browser, then stores the message as a lead", async ({
  page,
}) => {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() !== "GET") posts.push(`${request.method()} ${request.url()}`);
  });
  await page.goto("/contact");
  await waitForHydration(page);
  const submit = page.getByRole("button", { name: "Verstuur bericht" });

  await submit.click();
  await expect(page.getByText("Vul je voornaam in.")).toBeVisible();
  await expect(page.getByText("Schrijf een bericht.")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Voornaam", exact: true })).toBeFocused();

  await page.getByRole("textbox", { name: "Voornaam", exact: true }).fill("Anna");
  await page.getByRole("textbox", { name: "Achternaam", exact: true }).fill("Jansen");
  await page.getByRole("textbox", { name: "E-mailadres", exact: true }).fill("anna@bakkerij");
  await page
    .getByRole("textbox", { name: "Onderwerp", exact: true })
    .fill("Vraag over het Pro-pakket");
  await page
    .getByRole("textbox", { name: "Bericht", exact: true })
    .fill("Kan ik later overstappen naar Ultimate?");
  await submit.click();
  await expect(
    page.getByText("Vul een geldig e-mailadres in, bijvoorbeeld naam@bedrijf.nl."),
  ).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Bericht", exact: true })).toHaveValue(
    "Kan ik later overstappen naar Ultimate?",
  );
  await expect(page.getByRole("status").filter({ hasText: "Bedankt" })).toHaveCount(0);

  await page
    .getByRole("textbox", { name: "E-mailadres", exact: true })
    .fill("anna@bakkerijjansen.nl");
  await submit.click();
  const status = page
    .getByRole("status")
    .filter({ hasText: "Bedankt, Anna! Je bericht is verstuurd." });
  await expect(status).toBeVisible();
  await expect(status).toContainText(
    "reageren binnen één werkdag per e-mail op anna@bakkerijjansen.nl",
  );
  await expect(page).toHaveURL(/\/contact$/);
  // Invalid attempts sent nothing; the valid one is the one POST to the leads function.
  expect(posts).toHaveLength(1);
  expect(posts[0]).toMatch(/^POST .*\/functions\/v1\/leads$/);
});

test("a contact submit before the page has hydrated is replayed into the app's validation", async ({
  page,
}) => {
  await page.goto("/contact");
  const navigations: string[] = [];
  page.on("request", (request) => {
    if (request.isNavigationRequest()) navigations.push(request.url());
  });
  await page.getByRole("button", { name: "Verstuur bericht" }).click();
  await page.locator("html[data-hydrated='true']").waitFor({ state: "attached" });
  // The boot loader held the click and replayed it once React owned the form.
  await expect(page.getByText(contactFormCopy.errors.firstName)).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(navigations).toEqual([]);
  await expect(page).toHaveURL(/\/contact$/);
});

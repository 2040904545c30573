import {
  confirmEmail,
  createAccount,
  createConfirmedUser,
  mailLink,
  openRequests,
  signIn,
  signOutWhenAnswered,
  uniqueEmail,
} from "./support/accounts";
import { expect, test } from "./support/fixtures";

/**
 * Accounts end to end, against the built app and the local Supabase emulator (started by
 * playwright.config.ts, e-mail confirmation on): sign-up with confirmation, sign-in, the protected
 * pages, sign-out, password reset, returnUrl and the SEO helper tools.
 */
test("sign up, confirm, sign in, see the dashboard, sign out; protected pages send visitors to sign in", async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail(testInfo, "signup");
  const open = openRequests(page);
  await page.goto("/login");
  await createAccount(page, email);
  await expect(page.getByRole("heading", { level: 1, name: "Account aanmaken" })).toBeVisible();
  await expect(page.getByText("Je wachtwoord moet minstens 6 tekens lang zijn.")).toBeVisible();

  await confirmEmail(request, email);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await signIn(page, email);

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(page.getByTestId("dashboard-user")).toHaveText(email);
  // Just confirmed: welcomed, not welcomed back.
  await expect(page.getByTestId("dashboard-user").locator("..")).toHaveText(`Welkom, ${email}`);
  // A new customer without a plan is asked to choose one first, not shown figures of 0.
  await expect(page.getByRole("heading", { level: 2, name: "Kies een pakket" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Overzicht" })).toHaveCount(0);
  await expect(page.getByRole("banner").getByRole("link", { name: "Dashboard" })).toBeVisible();

  await signOutWhenAnswered(page, open);
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fdashboard$/);
  await page.goto("/seo-helper");
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fseo-helper$/);
});

test("forgot password: the e-mailed link opens a new-password form on the dashboard", async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail(testInfo, "reset");
  const newPassword = "Nieuw-wachtwoord-2";
  await createConfirmedUser(request, email);
  const open = openRequests(page);

  await page.goto("/login");
  await page.getByRole("button", { name: "Wachtwoord vergeten?" }).click();
  await page.getByLabel("E-mailadres").fill(email);
  await page.getByRole("button", { name: "Herstellink versturen" }).click();
  await expect(
    page.getByText(
      "We hebben je een e-mail gestuurd om je wachtwoord te herstellen. Kijk in je inbox.",
    ),
  ).toBeVisible();

  await page.goto(await mailLink(request, email, "recovery"));
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByRole("heading", { name: "Kies een nieuw wachtwoord" })).toBeVisible();
  await page.getByLabel("Nieuw wachtwoord").fill(newPassword);
  await page.getByRole("button", { name: "Nieuw wachtwoord opslaan" }).click();
  await expect(page.getByText("Je wachtwoord is gewijzigd. Je bent ingelogd.")).toBeVisible();
  await expect(page.getByTestId("dashboard-user")).toHaveText(email);
  // The dashboard's data is in (its plan chooser shows) before the session ends.
  await expect(page.getByRole("heading", { level: 2, name: "Kies een pakket" })).toBeVisible();

  await signOutWhenAnswered(page, open);
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/login");
  await signIn(page, email, newPassword);
  await expect(page.getByTestId("dashboard-user")).toHaveText(email);
});

test("returnUrl: signing in from /login?returnUrl=/pricing lands on /pricing", async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail(testInfo, "return");
  await createConfirmedUser(request, email);
  await page.goto("/login?returnUrl=%2Fpricing");
  await signIn(page, email);
  await expect(page).toHaveURL(/\/pricing$/);

  // Signed in, /login itself moves on at once.
  await page.goto("/login?returnUrl=https%3A%2F%2Fevil.example");
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("SEO helper: the keyword tool and meta descriptions from the Edge Function", async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail(testInfo, "seo");
  await createConfirmedUser(request, email);
  await page.goto("/login");
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole("link", { name: "Open de SEO Helper" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "SEO Helper" })).toBeVisible();
  await expect(page.getByTestId("seo-helper-welcome")).toHaveText(`Welkom, ${email}!`);

  // The keyword tool's own figures are e2e/keyword-tool.spec.ts; here it is only present.
  await expect(page.getByRole("region", { name: "Zoekwoordinzicht" })).toBeVisible();

  await page.getByLabel("Bedrijfsnaam").fill("Bakkerij De Korenschoof");
  await page
    .getByLabel("Beschrijving van je bedrijf")
    .fill("Wij zijn een bakkerij in Utrecht met ambachtelijk brood en taarten op bestelling.");
  await page.getByRole("button", { name: "Maak meta descriptions" }).click();
  const suggestions = page
    .getByRole("region", { name: "Meta descriptions maken" })
    .getByRole("listitem");
  await expect(suggestions).toHaveCount(3);
  for (const item of await suggestions.all()) {
    await expect(item).toContainText("Bakkerij De Korenschoof");
    await expect(item).toContainText(/1[2-6]\d tekens/);
  }
});

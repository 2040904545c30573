import {
  createUnconfirmedUser,
  mailLink,
  PASSWORD,
  signIn,
  SUPABASE_URL,
  uniqueEmail,
} from "./support/accounts";
import { expect, test } from "./support/fixtures";

/**
 * Issue 8 end to end: sign-up links that open sign-up mode and the way out of 'Email not
 * confirmed' (the SEO helper's keyword table on a phone is in keyword-tool.spec.ts).
 */
test("'Account aanmaken' in the footer opens /login in create-account mode; 'Inloggen' still signs in", async ({
  page,
}) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "Inloggen", exact: true })).toHaveAttribute(
    "href",
    "/login",
  );
  await footer.getByRole("link", { name: "Account aanmaken", exact: true }).click();
  await expect(page).toHaveURL(/\/login\?mode=signup$/);
  await expect(page.getByRole("heading", { level: 1, name: "Account aanmaken" })).toBeVisible();
});

// The header's own buttons are desktop layout; on a phone they sit in the menu (layout.spec.ts).
test("'Aan de Slag' in the header opens create-account mode", async ({ page }) => {
  await page.goto("/login");
  await expect(page.getByRole("heading", { level: 1, name: "Inloggen" })).toBeVisible();
  await page.getByRole("banner").getByRole("link", { name: "Aan de Slag" }).click();
  await expect(page).toHaveURL(/\/login\?mode=signup$/);
  await expect(page.getByRole("heading", { level: 1, name: "Account aanmaken" })).toBeVisible();
});

test("'email_not_confirmed' offers a new confirmation e-mail; the rate limit is worded with its seconds", async ({
  page,
  request,
  consoleErrors,
}, testInfo) => {
  const email = uniqueEmail(testInfo, "unconfirmed");
  await createUnconfirmedUser(request, email);
  const signedUpAt = Date.now();
  await page.goto("/login");
  await signIn(page, email);
  await expect(page.getByRole("alert")).toHaveText(
    "Je e-mailadres is nog niet bevestigd. Klik op de link in de bevestigingsmail.",
  );

  // supabase/config.toml allows one auth e-mail per address per second.
  await page.waitForTimeout(Math.max(0, signedUpAt + 1_200 - Date.now()));
  const resend = page.getByRole("button", { name: "Bevestigingsmail opnieuw sturen" });
  await resend.click();
  await expect(page.getByRole("status")).toHaveText(
    "We hebben een nieuwe bevestigingsmail gestuurd. Kijk in je inbox.",
  );
  await expect
    .poll(async () => {
      const response = await request.get(`${SUPABASE_URL}/mailbox/api/messages`, {
        params: { to: email },
      });
      const messages = (await response.json()) as Array<{ type: string }>;
      return messages.filter((message) => message.type === "signup").length;
    })
    .toBe(2);

  // Straight away once more: the auth service's rate limit, in Dutch with its seconds, in the red box.
  await resend.click();
  await expect(page.getByRole("alert")).toHaveText(
    /^Om veiligheidsredenen kun je dit pas over \d+ seconden? opnieuw aanvragen\.$/,
  );

  // The e-mailed link confirms the address; signing in then works.
  const link = await mailLink(request, email, "signup");
  expect((await request.get(link, { maxRedirects: 0 })).status()).toBe(303);
  await page.getByLabel("Wachtwoord", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Inloggen", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The browser logs the two refused requests (400 sign-in, 429 resend); they are expected here.
  const expected = [/status of 400 \(Bad Request\)/, /status of 429 \(Too Many Requests\)/];
  expected.forEach((pattern) => {
    const index = consoleErrors.findIndex((message) => pattern.test(message));
    expect(index, `console error ${pattern}`).toBeGreaterThanOrEqual(0);
    consoleErrors.splice(index, 1);
  });
});

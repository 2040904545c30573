import {
  createConfirmedUser,
  createUnconfirmedUser,
  mailLink,
  PASSWORD,
  signIn,
  SUPABASE_URL,
  uniqueEmail,
} from "./support/accounts";
import { expect, test } from "./support/fixtures";

/**
 * Issue 8 end to end: the SEO helper on a phone, sign-up links that open sign-up mode and the way
 * out of 'Email not confirmed'.
 */
test("SEO helper at 375 px: the keyword table scrolls in its own box, the page never sideways @mobile-only", async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail(testInfo, "narrow");
  await createConfirmedUser(request, email);
  await page.goto("/login?returnUrl=%2Fseo-helper");
  await signIn(page, email);
  await expect(page.getByRole("heading", { level: 1, name: "SEO Helper" })).toBeVisible();

  await page.getByLabel("Zoekwoord", { exact: true }).fill("ambachtelijke bakkerij");
  await page.getByRole("button", { name: "Bekijk cijfers" }).click();
  const name = 'Zoekwoordideeën uit Google Ads voor "ambachtelijke bakkerij"';
  const table = page.getByRole("table", { name });
  await expect(table.getByRole("rowheader").first()).toBeVisible();

  // A phone widens its layout viewport to fit wide content, so innerWidth is checked as well.
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(widths.inner, "layout viewport").toBe(page.viewportSize()?.width);
  expect(widths.scroll, "page width after a lookup").toBeLessThanOrEqual(widths.inner);

  // The table's box is a labelled region the keyboard can focus and scroll to its last column.
  const region = page.getByRole("region", { name });
  const lastColumn = table.getByRole("columnheader", { name: "Concurrentie" });
  await region.focus();
  await expect(region).toBeFocused();
  for (let step = 0; step < 15; step += 1) await page.keyboard.press("ArrowRight");
  await expect(lastColumn).toBeInViewport({ ratio: 1 });
  const after = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(after).toBeLessThanOrEqual(widths.inner);
});

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

test("'Aan de Slag' in the header opens create-account mode @desktop-only", async ({ page }) => {
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

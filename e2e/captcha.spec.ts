import type { Page } from "@playwright/test";
import { PASSWORD } from "./support/accounts";
import { startCaptchaStack, type CaptchaStack } from "./support/captcha-stack";
import { expect, test } from "./support/fixtures";

/**
 * /login with CAPTCHA on (issue 23): an emulator that checks tokens with its Turnstile double and
 * a build whose login page shows the double's widget — both this spec's own, so the rest of the
 * suite runs without CAPTCHA. At 375 px, where the widget must fit the card.
 */
test.describe.configure({ mode: "serial" });

let stack: CaptchaStack;

test.beforeAll(async () => {
  // An emulator and a client build of its own: longer than a test on a busy machine.
  test.setTimeout(240_000);
  stack = await startCaptchaStack();
});

test.afterAll(async () => {
  await stack?.stop();
});

const REQUIRED = "Rond eerst de controle af dat je geen robot bent.";
const REFUSED =
  "De controle dat je geen robot bent is mislukt of verlopen. Doe de controle opnieuw en probeer het nog eens.";
const SENT = "Kijk in je mailbox: we hebben je een bevestigingslink gestuurd!";

function uniqueEmail(label: string) {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@vindbaar.test`;
}

async function openSignUp(page: Page, email: string) {
  await page.goto(`${stack.appUrl}/login?mode=signup`);
  await expect(page.getByRole("heading", { level: 1, name: "Account aanmaken" })).toBeVisible();
  await page.getByLabel("E-mailadres").fill(email);
  await page.getByLabel("Wachtwoord").fill(PASSWORD);
}

async function mailTypes(page: Page, email: string): Promise<string[]> {
  const response = await page.request.get(`${stack.emulatorUrl}/mailbox/api/messages`, {
    params: { to: email },
  });
  return ((await response.json()) as Array<{ type: string }>).map((mail) => mail.type);
}

/** Chrome logs every 4xx answer as a console error; these ones are what the test provokes. */
function expectRefusals(consoleErrors: string[], count: number) {
  const refusals = consoleErrors.filter((message) => message.includes("status of 400"));
  expect(refusals).toHaveLength(count);
  for (const refusal of refusals) consoleErrors.splice(consoleErrors.indexOf(refusal), 1);
}

test("sign-up with the widget: nothing goes out until 'Ik ben geen robot' is ticked @phone", async ({
  page,
}) => {
  const email = uniqueEmail("robotvrij");
  await openSignUp(page, email);
  const robot = page.getByRole("checkbox", { name: "Ik ben geen robot" });
  await expect(robot).toBeVisible();
  // The widget fits the card on a phone: nothing sticks out sideways.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);

  await page.getByRole("button", { name: "Account aanmaken" }).click();
  await expect(page.getByRole("alert")).toHaveText(REQUIRED);
  expect(await mailTypes(page, email)).toEqual([]);

  await robot.check();
  await expect(page.getByRole("status").filter({ hasText: "Gelukt" })).toBeVisible();
  await page.getByRole("button", { name: "Account aanmaken" }).click();
  await expect(page.getByText(SENT)).toBeVisible();
  expect(await mailTypes(page, email)).toEqual(["signup"]);
  // The token was used: the widget asks again for the next request.
  await expect(robot).not.toBeChecked();
});

test("a token the auth service refuses (expired) is said in Dutch; the typed fields stay and a new check works @phone", async ({
  page,
  consoleErrors,
}) => {
  const email = uniqueEmail("te-laat");
  await openSignUp(page, email);
  const robot = page.getByRole("checkbox", { name: "Ik ben geen robot" });
  await robot.check();
  await expect(page.getByRole("status").filter({ hasText: "Gelukt" })).toBeVisible();
  // Five minutes and a second later on the emulator's clock: Turnstile tokens last 300 s.
  const advanced = await page.request.post(`${stack.emulatorUrl}/stripe/_test/advance`, {
    data: { seconds: 301 },
  });
  expect(advanced.ok()).toBe(true);

  await page.getByRole("button", { name: "Account aanmaken" }).click();
  await expect(page.getByRole("alert")).toHaveText(REFUSED);
  await expect(page.getByLabel("E-mailadres")).toHaveValue(email);
  await expect(page.getByLabel("Wachtwoord")).toHaveValue(PASSWORD);
  await expect(robot).not.toBeChecked();
  expect(await mailTypes(page, email)).toEqual([]);
  expectRefusals(consoleErrors, 1);

  await robot.check();
  await expect(page.getByRole("status").filter({ hasText: "Gelukt" })).toBeVisible();
  await page.getByRole("button", { name: "Account aanmaken" }).click();
  await expect(page.getByText(SENT)).toBeVisible();
  expect(await mailTypes(page, email)).toEqual(["signup"]);
});

test("without the widget (its script blocked) the request goes out without a token and the refusal is explained @phone", async ({
  page,
  consoleErrors,
}) => {
  await page.route(stack.scriptUrl, (route) => route.abort("blockedbyclient"));
  const email = uniqueEmail("geblokkeerd");
  await openSignUp(page, email);
  await expect(
    page.getByText(
      "De controle dat je geen robot bent kon niet laden. Controleer je internetverbinding of adblocker en laad de pagina opnieuw.",
    ),
  ).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Ik ben geen robot" })).toHaveCount(0);

  await page.getByRole("button", { name: "Account aanmaken" }).click();
  await expect(page.getByRole("alert").filter({ hasText: REFUSED })).toBeVisible();
  await expect(page.getByLabel("E-mailadres")).toHaveValue(email);
  expect(await mailTypes(page, email)).toEqual([]);
  expectRefusals(consoleErrors, 1);
  // The blocked script: the browser's own line and the page's note of it.
  const blocked = consoleErrors.filter((message) =>
    /ERR_BLOCKED_BY_CLIENT|CAPTCHA script/.test(message),
  );
  expect(blocked.length).toBeGreaterThan(0);
  for (const message of blocked) consoleErrors.splice(consoleErrors.indexOf(message), 1);
});

import type { Page, Request } from "@playwright/test";
import { expect, test, waitForHydration } from "./support/fixtures";

/**
 * Opens the home page and waits until React owns both sections (their fields carry React's fiber):
 * public pages hydrate on intent (src/main.tsx) and the lazily loaded page arrives after that.
 */
async function openHome(page: Page) {
  await page.goto("/");
  await waitForHydration(page);
  await page.waitForFunction(() =>
    ["#cta input", "#ai-demo input"].every((selector) => {
      const field = document.querySelector(selector);
      return field !== null && Object.keys(field).some((key) => key.startsWith("__reactFiber"));
    }),
  );
}

/** Collects fetch/XHR calls from now on: both demos must work without any network call (docs/product.md §7). */
function watchApiCalls(page: Page) {
  const calls: string[] = [];
  const onRequest = (request: Request) => {
    if (["fetch", "xhr"].includes(request.resourceType())) calls.push(request.url());
  };
  page.on("request", onRequest);
  return calls;
}

test("the home page's prerendered HTML contains both demo sections", async ({ request }) => {
  const html = await (await request.get("/")).text();
  expect(html).toContain('id="ai-demo"');
  expect(html).toContain("Probeer onze AI-contentgenerator");
  expect(html).toContain('id="cta"');
  expect(html).toContain("Klaar om beter gevonden te worden?");
});

test("CTA form: invalid address keeps the text, a valid one toasts and confirms for 5 s @phone", async ({
  page,
}) => {
  await openHome(page);
  const cta = page.locator("#cta");
  const email = cta.getByLabel("E-mailadres");
  const submit = cta.getByRole("button", { name: "Vraag kennismaking aan" });

  await email.fill("jan@example");
  await submit.click();
  await expect(cta.getByRole("alert")).toHaveText("Vul alstublieft een geldig e-mailadres in");
  await expect(email).toHaveValue("jan@example");
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toBeFocused();

  await email.fill("jan@bedrijf.nl");
  await expect(cta.getByRole("alert")).toHaveCount(0);
  const calls = watchApiCalls(page);
  await submit.click();
  await expect(cta.getByRole("button", { name: "Bezig met verzenden…" })).toBeDisabled();

  const toasts = page.getByRole("region", { name: /Meldingen/ });
  await expect(toasts.getByText("Aanvraag ontvangen", { exact: true })).toBeVisible();
  await expect(cta.getByText("Bedankt, je aanvraag is verstuurd!")).toBeVisible();
  await expect(cta.getByText(/via jan@bedrijf\.nl\./)).toBeVisible();

  // After 5 s the form is back, empty and idle.
  await expect(cta.getByText("Bedankt, je aanvraag is verstuurd!")).toBeHidden({ timeout: 8_000 });
  await expect(cta.getByLabel("E-mailadres")).toHaveValue("");
  await expect(submit).toBeEnabled();
  // One call: the address is stored as a lead (issue 8 #3); nothing else is sent.
  expect(calls).toHaveLength(1);
  expect(calls[0]).toMatch(/\/functions\/v1\/leads$/);
  expect(
    await cta.evaluate((section) => section.scrollWidth - section.clientWidth),
  ).toBeLessThanOrEqual(0);
});

test("blog demo: a topic becomes an article after a visible 4-second progress @phone", async ({
  page,
}) => {
  await openHome(page);
  const demo = page.locator("#ai-demo");
  const topic = demo.getByLabel("Onderwerp");
  const generate = demo.getByRole("button", { name: "Genereer artikel" });

  await expect(generate).toBeDisabled();
  await topic.fill("   ");
  await expect(generate).toBeDisabled();
  // A long topic: the longest title, meta tags and keywords the generator produces.
  await topic.fill("duurzaam tuinieren met inheemse planten in een kleine stadstuin op klei");
  await expect(generate).toBeEnabled();

  const calls = watchApiCalls(page);
  await generate.click();
  const progress = demo.getByRole("progressbar", { name: "Voortgang van het artikel" });
  await expect(progress).toBeVisible();
  await expect(demo.getByRole("button", { name: "Bezig met schrijven…" })).toBeDisabled();
  await expect(demo.getByText(/Stap [1-4] van 4/)).toBeVisible();

  const title = demo.getByRole("heading", { level: 3 });
  await expect(title).toContainText(/duurzaam tuinieren/i, { timeout: 8_000 });
  await expect(title).toBeFocused();
  await expect(progress).toHaveCount(0);
  await expect(demo.getByRole("list", { name: "Zoekwoorden" }).getByRole("listitem")).toHaveCount(
    5,
  );
  await expect(demo.getByText("387 woorden", { exact: true })).toBeVisible();
  await expect(demo.getByText("2 min leestijd", { exact: true })).toBeVisible();
  await expect(demo.getByText(/^SEO-score (8[5-9]|9\d)\/100$/)).toBeVisible();
  expect(await demo.getByRole("heading", { level: 4 }).count()).toBeGreaterThanOrEqual(4);
  await expect(demo.getByText("Zo verschijnt je artikel in Google")).toBeVisible();

  // Nothing in the result may stick out of the section on a narrow screen.
  const overflow = await demo.evaluate((section) => section.scrollWidth - section.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await demo.getByRole("button", { name: "Nieuw artikel" }).click();
  await expect(title).toHaveCount(0);
  await expect(topic).toHaveValue("");
  await expect(topic).toBeFocused();
  expect(calls).toEqual([]);
});

import type { APIRequestContext, Page, Request, TestInfo } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * Account helpers for end-to-end specs, against the local Supabase emulator (started by
 * playwright.config.ts, e-mail confirmation on): unique addresses, the mailbox, confirmed users and
 * signing in through /login.
 */
// The emulator the build talks to (VITE_SUPABASE_URL's default); overridable for isolated runs.
export const SUPABASE_URL = process.env.E2E_SUPABASE_URL ?? "http://127.0.0.1:54321";
const LOCAL_ANON_KEY =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0";
export const PASSWORD = "Geheim-wachtwoord-1";

interface MailMessage {
  type: string;
  link: string;
}

/** An address no other test (or earlier run against a reused emulator) has used. */
export function uniqueEmail(testInfo: TestInfo, label: string): string {
  const random = Math.random().toString(36).slice(2, 8);
  return `${label}-${testInfo.project.name}-${Date.now()}-${random}@vindbaar.test`;
}

/** The newest auth e-mail of a kind, from the emulator's mailbox (polled: sending is async). */
export async function mailLink(
  request: APIRequestContext,
  email: string,
  type: "signup" | "recovery",
): Promise<string> {
  let link = "";
  await expect
    .poll(async () => {
      const response = await request.get(`${SUPABASE_URL}/mailbox/api/messages`, {
        params: { to: email },
      });
      const messages = (await response.json()) as MailMessage[];
      link = messages.find((message) => message.type === type)?.link ?? "";
      return link;
    })
    .not.toBe("");
  return link;
}

/** Opens an e-mail link outside the browser: confirms the address without signing this page in. */
export async function confirmEmail(request: APIRequestContext, email: string) {
  const response = await request.get(await mailLink(request, email, "signup"), { maxRedirects: 0 });
  expect(response.status()).toBe(303);
}

/** An account created through the auth API but not confirmed yet (test setup). */
export async function createUnconfirmedUser(request: APIRequestContext, email: string) {
  const response = await request.post(`${SUPABASE_URL}/auth/v1/signup`, {
    headers: { apikey: LOCAL_ANON_KEY },
    data: { email, password: PASSWORD },
  });
  expect(response.status()).toBe(200);
}

/** A confirmed account, created through the auth API (test setup, not the behaviour under test). */
export async function createConfirmedUser(request: APIRequestContext, email: string) {
  await createUnconfirmedUser(request, email);
  await confirmEmail(request, email);
}

/** A confirmed account's access token (the auth API's password grant), to call functions as it. */
export async function accessTokenOf(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post(`${SUPABASE_URL}/auth/v1/token?grant_type=password`, {
    headers: { apikey: LOCAL_ANON_KEY },
    data: { email, password: PASSWORD },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** The headers a signed-in browser sends to an edge function. */
export function functionHeaders(accessToken: string): Record<string, string> {
  return { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${accessToken}` };
}

/** The number of the page's requests that have no answer yet, counted from this call on. */
export function openRequests(page: Page): () => number {
  const open = new Set<Request>();
  page.on("request", (request) => open.add(request));
  const answered = (request: Request) => open.delete(request);
  page.on("requestfinished", answered);
  page.on("requestfailed", answered);
  return () => open.size;
}

/**
 * Signs out once every request the page sent is answered: one still on its way when the session
 * ends is refused with 401, which the browser logs as an error. A quiet network (networkidle) is
 * no proof: on a busy machine the dashboard sent its requests after such a pause.
 */
export async function signOutWhenAnswered(page: Page, open: () => number) {
  await expect.poll(open, { message: "requests still without an answer" }).toBe(0);
  await page.getByRole("button", { name: "Uitloggen" }).click();
}

/** Fills in and submits the sign-in form; the page must be on /login in sign-in mode. */
export async function signIn(page: Page, email: string, password = PASSWORD) {
  await expect(page.getByRole("heading", { level: 1, name: "Inloggen" })).toBeVisible();
  await page.getByLabel("E-mailadres").fill(email);
  await page.getByLabel("Wachtwoord", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Inloggen", exact: true }).click();
}

/** On /login (sign-in mode): switch to create account and sign up; the confirmation mail is sent. */
export async function createAccount(page: Page, email: string) {
  await page.getByRole("button", { name: "Maak een account aan" }).click();
  await page.getByLabel("E-mailadres").fill(email);
  await page.getByLabel("Wachtwoord").fill(PASSWORD);
  await page.getByRole("button", { name: "Account aanmaken", exact: true }).click();
  await expect(
    page.getByText("Kijk in je mailbox: we hebben je een bevestigingslink gestuurd!"),
  ).toBeVisible();
}

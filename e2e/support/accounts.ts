import type { APIRequestContext, Page, TestInfo } from "@playwright/test";
import { expect } from "./fixtures";
// The emulator the build talks to (VITE_SUPABASE_URL's default); overridable for isolated runs.
const SUPABASE_URL = process.env.E2E_SUPABASE_URL ?? "http://127.0.0.1:54321";
const LOCAL_ANON_KEY =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0";
const PASSWORD = "Geheim-wachtwoord-1";

interface MailMessage {
  type: string;
  link: string;
}

export function uniqueEmail(testInfo: TestInfo, label: string): string {
  const random = Math.random().toString(36).slice(2, 8);
  return `${label}-${testInfo.project.name}-${Date.now()}-${random}@vindbaar.test`;
}

/** The newest auth e-mail of a kind, from the emulator's mailbox (polled: sending is async). */
async function mailLink(
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
async function confirmEmail(request: APIRequestContext, email: string) {
  const response = await request.get(await mailLink(request, email, "signup"), { maxRedirects: 0 });
  expect(response.status()).toBe(303);
}

/** A confirmed account, created through the auth API (test setup, not the behaviour under test). */
export async function createConfirmedUser(request: APIRequestContext, email: string) {
  const response = await request.post(`${SUPABASE_URL}/auth/v1/signup`, {
    headers: { apikey: LOCAL_ANON_KEY },
    data: { email, password: PASSWORD },
  });
  expect(response.status()).toBe(200);
  await confirmEmail(request, email);
}

export async function signIn(page: Page, email: string, password = PASSWORD) {
  await expect(page.getByRole("heading", { level: 1, name: "Sign In" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}


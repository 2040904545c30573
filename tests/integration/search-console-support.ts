import { auth, searchconsole } from "@googleapis/searchconsole";
import { expect } from "vitest";
import type { Emulator } from "../../emulator/index";
import { invoke, type Customer } from "./billing-support.ts";

import { answerConsent } from "../../emulator/google/consent-client.ts";

export { answerConsent };

export interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** One call to /functions/v1/search-console/<path> the way the browser's supabase-js makes it. */
export function callSearchConsole(
  customer: Pick<Customer, "supabase">,
  path: "" | "start" | "callback" | "properties" | "property" | "disconnect" | string,
  body?: unknown,
): Promise<Answer> {
  const name = path === "" ? "search-console" : `search-console/${path}`;
  return invoke(customer, name, body, body === undefined && path !== "start" ? "GET" : "POST");
}

export function stateOf(consentUrl: string): string {
  return new URL(consentUrl).searchParams.get("state") ?? "";
}

/** What the callback route posts: Google's state with its code or its error. */
export function callbackBody(back: URL): Record<string, string> {
  const query = back.searchParams;
  const error = query.get("error");
  return error
    ? { state: query.get("state")!, error }
    : { state: query.get("state")!, code: query.get("code")! };
}

/** A bakery's business profile for the customer: the double's test account owns its website. */
export async function giveProfile(emulator: Emulator, customer: Customer, websiteUrl: string) {
  await emulator.db.query(
    `insert into public.business_profiles (user_id, business_name, website_url, sector, region, keywords, tone)
     values ($1, 'Bakkerij De Vries', $2, 'bakkerij', 'Utrecht', array['desembrood','taart','brood'], 'informal')`,
    [customer.id, websiteUrl],
  );
}

/** Connects the customer through the double's consent page and chooses the property. */
export async function connectWithProperty(customer: Customer, siteUrl: string) {
  const start = await callSearchConsole(customer, "start");
  const back = await answerConsent(start.body.url as string, "allow");
  expect((await callSearchConsole(customer, "callback", callbackBody(back))).status).toBe(200);
  const chosen = await callSearchConsole(customer, "property", { siteUrl });
  expect(chosen.status).toBe(200);
}

/** Runs due jobs until none is left (the backfill queues its next chunk as it goes). */
export async function runImports(emulator: Emulator): Promise<number> {
  let runs = 0;
  for (;;) {
    const summary = await emulator.jobs.runDue();
    if (summary.processed === 0) return runs;
    runs += summary.processed;
  }
}

export interface ApiMetric {
  clicks: number;
  impressions: number;
  ctr: number;
  position: number;
}
export interface ApiRow extends ApiMetric {
  keys: string[];
}

/**
 * searchAnalytics.query with Google's official client (`@googleapis/searchconsole`, its root URL
 * pointed at the double), as the test Google account.
 */
export async function apiRows(
  emulator: Emulator,
  email: string,
  siteUrl: string,
  body: Record<string, unknown>,
): Promise<ApiRow[]> {
  const oauth = new auth.OAuth2();
  oauth.setCredentials({ access_token: await emulator.google.accessTokenFor(email) });
  const api = searchconsole({ version: "v1", auth: oauth, rootUrl: `${emulator.url}/google/` });
  const { status, data } = await api.searchanalytics.query({
    siteUrl,
    requestBody: { type: "web", rowLimit: 25_000, ...body },
  });
  expect(status).toBe(200);
  return (data.rows ?? []) as ApiRow[];
}

import type { Emulator } from "../../emulator/index";
import { invoke, type Customer } from "./billing-support.ts";

export { answerConsent } from "../../emulator/google/consent-client.ts";

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

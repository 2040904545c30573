import { invoke, type Customer } from "./billing-support.ts";

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

/** Reads the double's consent page and posts its form as a browser would, pressing one button. */
export async function answerConsent(consentUrl: string, decision: "allow" | "deny"): Promise<URL> {
  const page = await (await fetch(consentUrl)).text();
  const fields = new URLSearchParams();
  for (const match of page.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    fields.set(match[1]!, match[2]!.replace(/&amp;/g, "&").replace(/&quot;/g, '"'));
  }
  const typed = /<input id="email" name="email"[^>]*value="([^"]*)"/.exec(page)?.[1] ?? "";
  fields.set("email", typed);
  fields.set("decision", decision);
  const answer = await fetch(new URL(consentUrl).origin + new URL(consentUrl).pathname, {
    method: "POST",
    body: fields,
    redirect: "manual",
  });
  if (answer.status !== 302) throw new Error(`consent page answered ${answer.status}`);
  return new URL(answer.headers.get("location")!);
}

/** What the callback route posts: Google's state with its code or its error. */
export function callbackBody(back: URL): Record<string, string> {
  const query = back.searchParams;
  const error = query.get("error");
  return error
    ? { state: query.get("state")!, error }
    : { state: query.get("state")!, code: query.get("code")! };
}

/**
 * A browser on the double's consent page, for tests and benchmarks: reads the page, keeps its
 * hidden fields and the prefilled e-mail, and presses 'Toestaan' or 'Weigeren'. Answers where
 * Google sends the browser back to (the redirect URI with `code` or `error`, and `state`).
 */
export async function answerConsent(
  consentUrl: string,
  decision: "allow" | "deny",
  /** Another test Google account than the prefilled one, as a customer can type it. */
  email?: string,
): Promise<URL> {
  const page = await (await fetch(consentUrl)).text();
  const fields = new URLSearchParams();
  for (const match of page.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    fields.set(match[1]!, match[2]!.replace(/&amp;/g, "&").replace(/&quot;/g, '"'));
  }
  const typed = /<input id="email" name="email"[^>]*value="([^"]*)"/.exec(page)?.[1] ?? "";
  fields.set("email", email ?? typed);
  fields.set("decision", decision);
  const answer = await fetch(new URL(consentUrl).origin + new URL(consentUrl).pathname, {
    method: "POST",
    body: fields,
    redirect: "manual",
  });
  if (answer.status !== 302) throw new Error(`consent page answered ${answer.status}`);
  return new URL(answer.headers.get("location")!);
}

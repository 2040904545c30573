import type { Customer } from "./billing-support.ts";

/**
 * The OAuth client the emulator's Google double accepts. The tests set the pair themselves so the
 * function's own checks run before the double exists; with the double they are the same values.
 */
export const EMULATOR_GOOGLE_CLIENT = {
  GOOGLE_OAUTH_CLIENT_ID: "vindbaar-emulator.apps.googleusercontent.com",
  GOOGLE_OAUTH_CLIENT_SECRET: "emulator-google-secret",
} as const;

export interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** One call to /functions/v1/search-console/<path> the way the browser's supabase-js makes it. */
export async function callSearchConsole(
  customer: Pick<Customer, "supabase">,
  path: "" | "start" | "callback" | "properties" | "property" | "disconnect" | string,
  body?: unknown,
): Promise<Answer> {
  const name = path === "" ? "search-console" : `search-console/${path}`;
  const { data, error, response } = await customer.supabase.functions.invoke(name, {
    method: body === undefined && path !== "start" ? "GET" : "POST",
    ...(body === undefined ? {} : { body: body as Record<string, unknown> }),
  });
  if (error) {
    const context = (error as { context?: Response }).context;
    if (!context) throw error;
    return { status: context.status, body: (await context.json()) as Record<string, unknown> };
  }
  return { status: response?.status ?? 200, body: data as Record<string, unknown> };
}

export function stateOf(consentUrl: string): string {
  return new URL(consentUrl).searchParams.get("state") ?? "";
}

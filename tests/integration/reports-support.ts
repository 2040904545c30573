import type { Customer } from "./billing-support.ts";

/** GET on the reports function through supabase-js, like the dashboard; errors included. */
export async function callReports(customer: Pick<Customer, "supabase">, query = "") {
  const { data, error, response } = await customer.supabase.functions.invoke(`reports${query}`, {
    method: "GET",
  });
  if (error) {
    const context = (error as { context?: Response }).context!;
    return { status: context.status, body: (await context.json()) as Record<string, unknown> };
  }
  return { status: response?.status ?? 200, body: data as Record<string, unknown> };
}

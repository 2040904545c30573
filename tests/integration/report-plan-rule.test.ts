// @vitest-environment node
import { beforeAll, describe, expect, it, vi } from "vitest";
import { REPORT_ERRORS } from "../../supabase/functions/_shared/contract/reports.ts";
import { signUpCustomer, stripeFor, subscribe, type Customer } from "./billing-support.ts";
import { saveProfile } from "./content-support.ts";
import { useSiteEmulator } from "./site-emulator.ts";

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

/**
 * The plan rule of reports: the full monthly report and its PDF belong to the plans with
 * `monthlyReport` (Ultimate, Power); Basic and Pro get the checklist, without a PDF. After an
 * upgrade the current period's report follows the new plan; earlier ones stay as they were.
 */
const { site, emulator, db } = useSiteEmulator();

let pro: Customer;
let earlierId: string;
let currentId: string;

async function get(customer: Customer, query = "") {
  const { data, error, response } = await customer.supabase.functions.invoke(`reports${query}`, {
    method: "GET",
  });
  if (error) {
    const context = (error as { context?: Response }).context!;
    return { status: context.status, body: (await context.json()) as Record<string, unknown> };
  }
  return { status: response?.status ?? 200, body: data as Record<string, unknown> };
}

const kinds = async () =>
  Object.fromEntries(
    ((await get(pro)).body.reports as Array<{ id: string; kind: string }>).map((report) => [
      report.id,
      report.kind,
    ]),
  );

beforeAll(async () => {
  pro = await signUpCustomer(emulator(), "regel");
  await subscribe(emulator(), pro, "price_pro");
  await saveProfile(pro, `${site().origin}/goed`);
  expect(await emulator().jobs.runDue()).toMatchObject({ failed: 0, retried: 0 });
  // The first report belongs to an earlier period; the monthly scan makes this period's report.
  const [earlier] = await db()`
    update public.reports set created_at = now() - interval '40 days'
    where user_id = ${pro.id} returning id`;
  earlierId = earlier!.id as string;
  await db()`
    update public.jobs set run_at = now()
    where user_id = ${pro.id} and status = 'queued' and kind = 'site-scan'`;
  expect(await emulator().jobs.runDue()).toMatchObject({ failed: 0 });
  const [current] = await db()`
    select id from public.reports where user_id = ${pro.id} and id <> ${earlierId}`;
  currentId = current!.id as string;
});

describe("reports on Pro", () => {
  it("are checklists without a PDF, and say why", async () => {
    expect(await kinds()).toEqual({ [earlierId]: "checklist", [currentId]: "checklist" });
    expect(await get(pro, `?id=${currentId}&format=pdf`)).toEqual({
      status: 403,
      body: { error: REPORT_ERRORS.pdfNotIncluded },
    });
    expect(REPORT_ERRORS.pdfNotIncluded).toBe(
      "Het SEO-rapport als PDF hoort bij Ultimate en Power. Deze checklist bekijk je in je dashboard.",
    );
  });
});

describe("after an upgrade to Ultimate", () => {
  beforeAll(async () => {
    const stripe = stripeFor(emulator());
    const [customer] = await db()`
      select stripe_customer_id from public.stripe_customers where user_id = ${pro.id}`;
    const [subscription] = (
      await stripe.subscriptions.list({ customer: customer!.stripe_customer_id as string })
    ).data;
    const [ultimate] = (await stripe.prices.list({ lookup_keys: ["price_ultimate"] })).data;
    await stripe.subscriptions.update(subscription!.id, {
      items: [{ id: subscription!.items.data[0]!.id, price: ultimate!.id }],
    });
    await emulator().stripe.idle();
  });

  it("makes this period's report the full report, with its PDF; the earlier one stays", async () => {
    expect(await kinds()).toEqual({ [earlierId]: "checklist", [currentId]: "full" });
    const detail = await get(pro, `?id=${currentId}`);
    const report = (detail.body as { report: Record<string, unknown> }).report;
    expect(report.kind).toBe("full");
    expect((report.pages as unknown[]).length).toBeGreaterThan(0);
    expect((report.keywordChecks as Array<{ keyword: string }>).map((c) => c.keyword)).toEqual([
      "cv-ketel vervangen",
      "warmtepomp installateur",
      "loodgieter utrecht",
    ]);
    const link = await get(pro, `?id=${currentId}&format=pdf`);
    expect(link.status).toBe(200);
    const pdf = await fetch(link.body.url as string);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect((await get(pro, `?id=${earlierId}&format=pdf`)).status).toBe(403);
  });
});

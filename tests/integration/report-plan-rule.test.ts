import { beforeAll, describe, expect, it, vi } from "vitest";
import { REPORT_ERRORS } from "../../supabase/functions/_shared/contract/reports.ts";
import { signUpCustomer, subscribe, type Customer } from "./billing-support.ts";
import { saveProfile } from "./content-support.ts";
import { callReports } from "./reports-support.ts";
import { useSiteEmulator } from "./site-emulator.ts";
import { switchPlan } from "./subscription-change-support.ts";

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

const kinds = async () =>
  Object.fromEntries(
    ((await callReports(pro)).body.reports as Array<{ id: string; kind: string }>).map((report) => [
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
    expect(await callReports(pro, `?id=${currentId}&format=pdf`)).toEqual({
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
    await switchPlan(emulator(), pro.id, "price_ultimate");
  });

  it("makes this period's report the full report, with its PDF; the earlier one stays", async () => {
    expect(await kinds()).toEqual({ [earlierId]: "checklist", [currentId]: "full" });
    const detail = await callReports(pro, `?id=${currentId}`);
    const report = (detail.body as { report: Record<string, unknown> }).report;
    expect(report.kind).toBe("full");
    expect((report.pages as unknown[]).length).toBeGreaterThan(0);
    expect((report.keywordChecks as Array<{ keyword: string }>).map((c) => c.keyword)).toEqual([
      "cv-ketel vervangen",
      "warmtepomp installateur",
      "loodgieter utrecht",
    ]);
    const link = await callReports(pro, `?id=${currentId}&format=pdf`);
    expect(link.status).toBe(200);
    const pdf = await fetch(link.body.url as string);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect((await callReports(pro, `?id=${earlierId}&format=pdf`)).status).toBe(403);
  });
});

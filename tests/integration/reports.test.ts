import { extractText, getDocumentProxy } from "unpdf";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { REPORT_ERRORS } from "../../supabase/functions/_shared/contract/reports.ts";
import { signUpCustomer, subscribe, type Customer } from "./billing-support.ts";
import { callReports } from "./reports-support.ts";
import { useSiteEmulator } from "./site-emulator.ts";

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const { site, emulator, db } = useSiteEmulator();

let anna: Customer;
let bram: Customer;
let reportId: string;

beforeAll(async () => {
  anna = await signUpCustomer(emulator(), "rapport");
  bram = await signUpCustomer(emulator(), "ander");
  await subscribe(emulator(), anna, "price_ultimate");
  const profile = {
    businessName: "Bakkerij De Korenschoof",
    websiteUrl: `${site().origin}/goed`,
    sector: "Horeca",
    region: "Utrecht",
    keywords: ["bakkerij", "desembrood", "taart bestellen"],
    tone: "informal",
    competitors: [],
  };
  const saved = await anna.supabase.functions.invoke("onboarding", {
    method: "PUT",
    body: profile,
  });
  expect(saved.error).toBeNull();
  // The scan and its report, then the content plan it queues and the first post (issue 12).
  expect(await emulator().jobs.runDue()).toMatchObject({ failed: 0, retried: 0 });
});

describe("the first report after onboarding", () => {
  it("is listed with its score, and the next monthly scan is queued", async () => {
    const list = await callReports(anna);
    expect(list.status).toBe(200);
    const reports = list.body.reports as Array<Record<string, unknown>>;
    expect(reports).toEqual([
      expect.objectContaining({
        siteUrl: `${site().origin}/goed`,
        pagesScanned: 2,
        kind: "full",
        trend: null,
        status: "ready",
      }),
    ]);
    reportId = reports[0]!.id as string;
    const [next] = await db()`
      select payload, status, run_at > now() + interval '20 days' as later
      from public.jobs where user_id = ${anna.id} and dedupe_key like 'site-scan-monthly:%'`;
    expect(next).toEqual({
      payload: { siteUrl: `${site().origin}/goed`, reason: "monthly" },
      status: "queued",
      later: true,
    });
  });

  it("answers the report as JSON to its owner only", async () => {
    const detail = await callReports(anna, `?id=${reportId}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({
      id: reportId,
      report: {
        kind: "full",
        businessName: "Bakkerij De Korenschoof",
        keywordChecks: [
          { keyword: "bakkerij", inTitle: true, inHeading: true, inUrl: false },
          { keyword: "desembrood", inTitle: false, inHeading: false, inUrl: false },
          { keyword: "taart bestellen", inTitle: false, inHeading: false, inUrl: false },
        ],
      },
    });
    expect(await callReports(bram, `?id=${reportId}`)).toEqual({
      status: 404,
      body: { error: REPORT_ERRORS.notFound },
    });
    expect((await callReports(bram)).body).toEqual({ reports: [] });
    expect(await callReports(anna, "?id=nope")).toEqual({
      status: 400,
      body: { error: REPORT_ERRORS.invalidId },
    });
  });

  it("gives the owner a short-lived link that downloads the PDF without a session", async () => {
    const link = await callReports(anna, `?id=${reportId}&format=pdf`);
    expect(link.status).toBe(200);
    const url = link.body.url as string;
    expect(url).toMatch(
      new RegExp(
        `^${emulator().url}/functions/v1/reports\\?id=${reportId}&expires=\\d+&signature=[0-9a-f]{64}$`,
      ),
    );

    const pdf = await fetch(url);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toMatch(
      /^attachment; filename="seo-rapport-\d{4}-\d{2}-\d{2}\.pdf"$/,
    );
    const document = await getDocumentProxy(new Uint8Array(await pdf.arrayBuffer()));
    const { text } = await extractText(document, { mergePages: true });
    expect(text).toContain("Maandelijks SEO-rapport");
    expect(text).toContain("Bakkerij De Korenschoof");

    const tampered = url.replace(
      /signature=([0-9a-f])/,
      (_, c: string) => `signature=${c === "0" ? "1" : "0"}`,
    );
    expect((await fetch(tampered)).status).toBe(403);
    const expired = new URL(url);
    expired.searchParams.set("expires", "1000");
    const answer = await fetch(expired);
    expect(answer.status).toBe(403);
  });
});

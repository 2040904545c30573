import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { enqueueJob } from "../../supabase/functions/_shared/jobs/enqueue.ts";
import { startServer, type LocalServer } from "../unit/seo/local-server.ts";
import { fixtureSite } from "./analyzer-support.ts";
import { signUpUser, useEmulator } from "./emulator-support.ts";

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

let site: LocalServer;
beforeAll(async () => {
  site = await startServer(fixtureSite);
});
const emulator = useEmulator(() => ({ analyzerAllow: [site.host] }));
let sql: postgres.Sql | undefined;
const db = () =>
  (sql ??= postgres(emulator().dbUrl, { max: 1, prepare: false, onnotice: () => {} }));
afterAll(async () => {
  await sql?.end();
  await site.close();
});

describe("the site-scan job", () => {
  it("crawls the customer's site through process-jobs and stores the scan and its pages", async () => {
    const user = await signUpUser(emulator(), { prefix: "scan" });
    await enqueueJob(db(), {
      kind: "site-scan",
      userId: user.id,
      payload: { siteUrl: `${site.origin}/goed`, reason: "onboarding" },
    });
    expect(await emulator().jobs.runDue()).toMatchObject({ processed: 1, succeeded: 1 });

    const [scan] = await db()<
      Array<{
        id: string;
        status: string;
        reason: string;
        page_limit: number;
        pages_scanned: number;
      }>
    >`select id, status, reason, page_limit, pages_scanned from public.site_scans where user_id = ${user.id}`;
    expect(scan).toMatchObject({ status: "done", reason: "onboarding", page_limit: 25 });
    const pages = await db()<
      Array<{ url: string; status_code: number; seo_score: number; title: string }>
    >`
      select url, status_code, seo_score, title from public.scan_pages where scan_id = ${scan!.id} order by url`;
    // /goed links to /assortiment, which the fixture site answers with 404.
    expect(pages).toEqual([
      {
        url: `${site.origin}/assortiment`,
        status_code: 404,
        seo_score: expect.any(Number),
        title: "Niet gevonden",
      },
      {
        url: `${site.origin}/goed`,
        status_code: 200,
        seo_score: 100,
        title: "Bakkerij De Korenschoof – vers brood in Utrecht",
      },
    ]);
    expect(scan!.pages_scanned).toBe(2);
  });

  it("a refused address fails the scan with its reason at once: retrying cannot help", async () => {
    const user = await signUpUser(emulator(), { prefix: "scan-refused" });
    const job = await enqueueJob(db(), {
      kind: "site-scan",
      userId: user.id,
      payload: { siteUrl: "http://10.0.0.1/" },
    });
    expect(await emulator().jobs.runDue()).toMatchObject({ processed: 1, failed: 1 });
    const [scan] = await db()`select status, error, error_code from public.site_scans
      where user_id = ${user.id}`;
    expect(scan).toEqual({
      status: "failed",
      error: "Dit adres is niet toegestaan: privé-netwerk.",
      error_code: "blocked-address",
    });
    const [row] =
      await db()`select status, attempts, last_error from public.jobs where id = ${job.id}`;
    expect(row).toEqual({
      status: "failed",
      attempts: 1,
      last_error: "Dit adres is niet toegestaan: privé-netwerk.",
    });
  });

  it("an unreachable site fails the scan with its reason and retries the job later", async () => {
    const user = await signUpUser(emulator(), { prefix: "scan-fail" });
    const job = await enqueueJob(db(), {
      kind: "site-scan",
      userId: user.id,
      // https on a site that serves http only: the connection fails, the site may change.
      payload: { siteUrl: `https://${site.host}/goed` },
    });
    expect(await emulator().jobs.runDue()).toMatchObject({ processed: 1, retried: 1 });
    const reason =
      "De beveiligde verbinding (https) met de website mislukt: het certificaat ontbreekt, is verlopen of hoort niet bij dit adres.";
    const [scan] = await db()`select status, error, error_code from public.site_scans
      where user_id = ${user.id}`;
    expect(scan).toEqual({ status: "failed", error: reason, error_code: "tls" });
    const [row] = await db()`select status, attempts, last_error, run_at > now() as later
      from public.jobs where id = ${job.id}`;
    expect(row).toEqual({ status: "queued", attempts: 1, last_error: reason, later: true });
  });

  it("a payload without a site address fails at once", async () => {
    const user = await signUpUser(emulator(), { prefix: "scan-bad" });
    const job = await enqueueJob(db(), { kind: "site-scan", userId: user.id, payload: {} });
    expect(await emulator().jobs.runDue()).toMatchObject({ failed: 1 });
    const [row] = await db()`select status from public.jobs where id = ${job.id}`;
    expect(row).toEqual({ status: "failed" });
  });
});

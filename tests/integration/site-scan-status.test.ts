import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { SCAN_MESSAGES } from "../../supabase/functions/_shared/contract/site-scan.ts";
import { signUpCustomer, subscribe, type Customer } from "./billing-support.ts";
import {
  call,
  closedPortHost,
  customerWithQueuedScan,
  eventually,
  profileWith,
  siteScanJobs,
  startSmallSite,
  storeProfileUnchecked,
  type SmallSite,
} from "./scan-support.ts";
import { useSiteEmulator } from "./site-emulator.ts";

/**
 * Issue 19: the customer can follow their scan (dashboard, Rapporten) through the `site-scan`
 * function: its progress while it runs, the reason in plain Dutch when it fails, and
 * 'Opnieuw proberen'. A scan of an address replaced while it ran is not reported.
 */
vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const sites: Record<string, SmallSite> = {};
let closed: string;
beforeAll(async () => {
  [sites.gated, sites.robots, sites.broken, sites.json] = await Promise.all([
    startSmallSite({ pages: ["/", "/a", "/b", "/c"], held: ["/b", "/c"] }),
    startSmallSite({ robots: "User-agent: *\nDisallow: /\n" }),
    startSmallSite({ status: 500 }),
    startSmallSite({ contentType: "application/json" }),
  ]);
  closed = await closedPortHost();
});
afterAll(async () => {
  for (const site of Object.values(sites)) await site.close();
});
const { site, emulator, db } = useSiteEmulator({
  extraHosts: () => [...Object.values(sites).map((s) => s.host), closed],
});

const status = async (customer: Customer) => call(customer, "site-scan", "GET");
const retry = (customer: Customer, body: unknown = {}) => call(customer, "site-scan", "POST", body);

/** A subscriber whose profile holds `siteUrl` unchecked, its scan queued. */
const customerScanning = (prefix: string, siteUrl: string, plan = "price_basic") =>
  customerWithQueuedScan(emulator(), db(), { prefix, siteUrl, plan });

describe("the site-scan function", () => {
  it("needs a session and says 'none' before onboarding", async () => {
    const anonymous = await fetch(`${emulator().url}/functions/v1/site-scan`, {
      headers: { apikey: emulator().anonKey, Authorization: `Bearer ${emulator().anonKey}` },
    });
    expect(anonymous.status).toBe(401);
    const customer = await signUpCustomer(emulator(), "nog-niets");
    expect(await status(customer)).toEqual({ status: 200, body: { state: "none" } });
    expect(await call(customer, "site-scan", "PUT", {})).toMatchObject({ status: 405 });
  });

  it("shows the progress of a running scan; a new address replaces it without a report", async () => {
    const customer = await signUpCustomer(emulator(), "voortgang");
    await subscribe(emulator(), customer, "price_basic");
    const gated = `${sites.gated!.origin}/`;
    await call(customer, "onboarding", "PUT", profileWith(gated));
    expect((await status(customer)).body).toEqual({ state: "queued", siteUrl: gated });

    const run = emulator().jobs.runDue();
    // "/" and "/a" are done; "/b" and "/c" wait for the site to answer.
    const running = await eventually(
      () => status(customer),
      (answer) => answer.body.pagesDone === 2,
    );
    expect(running.body).toEqual({
      state: "running",
      siteUrl: gated,
      pagesDone: 2,
      pagesPlanned: 4,
      startedAt: expect.any(String),
    });

    // The customer corrects the address while that scan runs.
    const good = `${site().origin}/goed`;
    const moved = await call(customer, "onboarding", "PUT", profileWith(good));
    expect(moved.body).toMatchObject({ scanQueued: true });
    expect((await status(customer)).body).toEqual({ state: "queued", siteUrl: good });

    sites.gated!.release();
    await run;
    const scans = await db()`select site_url, status from public.site_scans
      where user_id = ${customer.id} order by started_at`;
    expect(scans).toEqual([
      { site_url: gated, status: "superseded" },
      { site_url: good, status: "done" },
    ]);
    const reports = await db()`select site_url from public.reports where user_id = ${customer.id}`;
    expect(reports).toEqual([{ site_url: good }]);
    expect((await status(customer)).body).toEqual({
      state: "done",
      siteUrl: good,
      pagesScanned: 2,
      finishedAt: expect.any(String),
    });
  });

  it("says why a scan failed in plain Dutch, and whether it is tried again by itself", async () => {
    const cases: Array<[string, string, "later" | "never"]> = [
      [
        `${sites.robots!.origin}/`,
        "Je robots.txt verbiedt onze scanner (VindbaarBot) je website te lezen. Sta VindbaarBot toe en probeer het opnieuw.",
        "never",
      ],
      [
        `${sites.broken!.origin}/`,
        "Je website antwoordt met foutcode 500 (storing op de server van je website).",
        "later",
      ],
      [`${sites.json!.origin}/`, "Dit adres levert geen HTML maar application/json.", "never"],
      [
        `http://${closed}/`,
        "De website weigert de verbinding: op dit adres draait geen webserver, of die staat uit.",
        "later",
      ],
      [
        `https://${site().host}/goed`,
        "De beveiligde verbinding (https) met de website mislukt: het certificaat ontbreekt, is verlopen of hoort niet bij dit adres.",
        "later",
      ],
      ["http://10.0.0.1/", "Dit adres is niet toegestaan: privé-netwerk.", "never"],
    ];
    const customers = await Promise.all(
      cases.map(([siteUrl], i) => customerScanning(`mislukt-${i}`, siteUrl, "")),
    );
    await emulator().jobs.runDue();
    for (const [i, [siteUrl, reason, again]] of cases.entries()) {
      const answer = await status(customers[i]!);
      expect.soft(answer.body, siteUrl).toEqual({
        state: "failed",
        siteUrl,
        reason,
        failedAt: expect.any(String),
        retryAt: again === "later" ? expect.any(String) : null,
        // Without a plan there is no 'Opnieuw proberen'.
        canRetry: false,
      });
    }
  });

  it("a running scan that stopped moving is reported as interrupted, not 'bezig' for ever", async () => {
    const customer = await signUpCustomer(emulator(), "vastgelopen");
    await subscribe(emulator(), customer, "price_basic");
    const siteUrl = `${site().origin}/goed`;
    await storeProfileUnchecked(db(), customer.id, siteUrl);
    await db()`insert into public.site_scans
      (user_id, site_url, reason, page_limit, pages_done, pages_planned, started_at, progress_at)
      values (${customer.id}, ${siteUrl}, 'onboarding', 25, 3, 6, now() - interval '12 minutes',
              now() - interval '10 minutes')`;
    expect((await status(customer)).body).toEqual({
      state: "failed",
      siteUrl,
      reason: "De scan is onderbroken voordat hij klaar was.",
      failedAt: expect.any(String),
      retryAt: null,
      canRetry: true,
    });
    // A scan that moved a minute ago is still running.
    await db()`update public.site_scans set progress_at = now() - interval '1 minute'
      where user_id = ${customer.id}`;
    expect((await status(customer)).body).toMatchObject({ state: "running", pagesDone: 3 });
  });

  it("'Opnieuw proberen' queues a scan of the profile's address now, once, for subscribers", async () => {
    const siteUrl = `${sites.robots!.origin}/`;
    const customer = await customerScanning("opnieuw", siteUrl);
    await emulator().jobs.runDue();
    expect((await status(customer)).body).toMatchObject({ state: "failed", canRetry: true });

    expect(await retry(customer, { siteUrl: "http://10.0.0.1/" })).toMatchObject({ status: 400 });
    expect(await retry(customer)).toEqual({ status: 202, body: { state: "queued", siteUrl } });
    expect(await siteScanJobs(db(), customer.id)).toEqual([
      {
        payload: { siteUrl, reason: "onboarding" },
        status: "failed",
        dedupe_key: `site-scan:${customer.id}`,
      },
      {
        payload: { siteUrl, reason: "retry" },
        status: "queued",
        dedupe_key: `site-scan:${customer.id}`,
      },
    ]);
    expect(await retry(customer)).toEqual({ status: 409, body: { error: SCAN_MESSAGES.busy } });

    // The customer let VindbaarBot in; the retry scans the site.
    sites.robots!.setRobots("User-agent: *\nAllow: /\n");
    await emulator().jobs.runDue();
    expect((await status(customer)).body).toMatchObject({ state: "done", siteUrl });
    expect(await retry(customer)).toEqual({
      status: 409,
      body: { error: SCAN_MESSAGES.notFailed },
    });
  });

  it("refuses a retry without a plan, without a profile, and after five in an hour", async () => {
    const unpaid = await customerScanning("zonder-plan", `http://${closed}/`, "");
    expect(await retry(unpaid)).toEqual({ status: 403, body: { error: SCAN_MESSAGES.needsPlan } });

    const newcomer = await signUpCustomer(emulator(), "zonder-profiel");
    await subscribe(emulator(), newcomer, "price_basic");
    expect(await retry(newcomer)).toEqual({
      status: 409,
      body: { error: SCAN_MESSAGES.needsProfile },
    });

    const eager = await customerScanning("ongeduldig", `http://${closed}/`);
    await emulator().jobs.runDue();
    await db()`insert into public.site_scans
        (user_id, site_url, reason, page_limit, status, error, started_at, finished_at)
      select ${eager.id}, ${`http://${closed}/`}, 'retry', 25, 'failed', 'weg',
             now() - interval '50 minutes' + make_interval(mins => n), now() - interval '49 minutes'
      from generate_series(1, 5) as n`;
    // The newest failed scan is the one the runner made: it still shows as failed.
    expect((await status(eager)).body).toMatchObject({ state: "failed" });
    expect(await retry(eager)).toEqual({
      status: 429,
      body: { error: SCAN_MESSAGES.rateLimited(11) },
    });
  });
});

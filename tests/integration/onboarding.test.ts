import { beforeAll, describe, expect, it, vi } from "vitest";
import { ONBOARDING_MESSAGES } from "../../supabase/functions/_shared/contract/onboarding.ts";
import { signUpCustomer, subscribe, type Customer } from "./billing-support.ts";
import {
  call as callFunction,
  closedPortHost,
  siteScanJobs,
  storeProfileUnchecked,
} from "./scan-support.ts";
import { useSiteEmulator } from "./site-emulator.ts";

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

// A port where nothing listens, allowed like the fixture site: "unreachable", not "refused".
let closed: string;
beforeAll(async () => {
  closed = await closedPortHost();
});
const { site, emulator, db } = useSiteEmulator({ extraHosts: () => [closed] });

/** The fixture site serves plain http only, like many small business sites. */
const PROFILE = () => ({
  businessName: "Bakkerij De Korenschoof",
  websiteUrl: `${site().origin}/goed`,
  sector: "Horeca",
  region: "Utrecht",
  keywords: ["bakker utrecht", "desembrood", "taart bestellen"],
  tone: "informal",
  competitors: ["https://www.broodhuis.nl"],
});

const call = (customer: Customer, method: "GET" | "PUT", body?: unknown) =>
  callFunction(customer, "onboarding", method, body);

const scanJobs = (userId: string) => siteScanJobs(db(), userId);

describe("onboarding", () => {
  it("answers an empty profile, refuses a save without a plan and without a session", async () => {
    const visitor = await signUpCustomer(emulator(), "zonder-plan");
    expect(await call(visitor, "GET")).toEqual({
      status: 200,
      body: { profile: null, completed: false },
    });
    expect(await call(visitor, "PUT", PROFILE())).toEqual({
      status: 403,
      body: { error: ONBOARDING_MESSAGES.needsPlan },
    });
    const anonymous = await fetch(`${emulator().url}/functions/v1/onboarding`, {
      headers: { apikey: emulator().anonKey, Authorization: `Bearer ${emulator().anonKey}` },
    });
    expect(anonymous.status).toBe(401);
  });

  it("stores a subscriber's profile and queues the first scan with it, once", async () => {
    const customer = await signUpCustomer(emulator(), "onboarding");
    await subscribe(emulator(), customer, "price_pro");
    const saved = await call(customer, "PUT", PROFILE());
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      completed: true,
      scanQueued: true,
      profile: { ...PROFILE(), competitors: ["https://www.broodhuis.nl/"] },
    });
    expect(await scanJobs(customer.id)).toEqual([
      {
        payload: { siteUrl: `${site().origin}/goed`, reason: "onboarding" },
        status: "queued",
        dedupe_key: `site-scan:${customer.id}`,
      },
    ]);

    // The same save again: nothing new to scan.
    expect(
      (await call(customer, "PUT", { ...PROFILE(), region: "Utrecht (stad)" })).body,
    ).toMatchObject({
      scanQueued: false,
      profile: { region: "Utrecht (stad)" },
    });
    expect(await scanJobs(customer.id)).toHaveLength(1);
    expect((await call(customer, "GET")).body).toMatchObject({
      completed: true,
      profile: { region: "Utrecht (stad)" },
    });

    // A new website once the first scan ran: scanned again.
    await db()`update public.jobs set status = 'done' where user_id = ${customer.id}`;
    const moved = await call(customer, "PUT", {
      ...PROFILE(),
      websiteUrl: `${site().origin}/zwak`,
    });
    expect(moved.body).toMatchObject({ scanQueued: true });
    expect((await scanJobs(customer.id))[1]).toMatchObject({
      payload: { siteUrl: `${site().origin}/zwak`, reason: "website-changed" },
    });
  });

  it("stores what the business offers and answers it back; empty text as empty", async () => {
    const customer = await signUpCustomer(emulator(), "aanbod");
    await subscribe(emulator(), customer, "price_basic");
    const details = {
      sectorDetail: "  Bakkerij ",
      description: "Ambachtelijke bakker in Utrecht: desembrood, banket en taarten op bestelling.",
      offerings: ["Desembrood", " Banket", "Taart bestellen"],
    };
    const saved = await call(customer, "PUT", { ...PROFILE(), ...details });
    expect(saved.status).toBe(200);
    expect(saved.body.profile).toMatchObject({
      sector: "Horeca",
      sectorDetail: "Bakkerij",
      description: details.description,
      offerings: ["Desembrood", "Banket", "Taart bestellen"],
      detailsFromScan: false,
    });
    expect((await call(customer, "GET")).body.profile).toMatchObject({ sectorDetail: "Bakkerij" });
    const [row] = await db()`select sector_detail, description, offerings
      from public.business_profiles where user_id = ${customer.id}`;
    expect(row).toEqual({
      sector_detail: "Bakkerij",
      description: details.description,
      offerings: ["Desembrood", "Banket", "Taart bestellen"],
    });

    // Left out or emptied: stored as nothing, answered as "" and [].
    expect((await call(customer, "PUT", PROFILE())).body.profile).toMatchObject({
      sectorDetail: "",
      description: "",
      offerings: [],
    });
    const [cleared] = await db()`select sector_detail, description from public.business_profiles
      where user_id = ${customer.id}`;
    expect(cleared).toEqual({ sector_detail: null, description: null });
  });

  it("says the details came from the scan until the customer saves the profile", async () => {
    const customer = await signUpCustomer(emulator(), "van-de-scan");
    await subscribe(emulator(), customer, "price_basic");
    await call(customer, "PUT", PROFILE());
    await db()`update public.business_profiles
      set description = 'Van de site.', offerings = '{Desembrood}',
          details_prefilled_at = now(), updated_at = now() - interval '1 minute'
      where user_id = ${customer.id}`;
    expect((await call(customer, "GET")).body.profile).toMatchObject({
      description: "Van de site.",
      offerings: ["Desembrood"],
      detailsFromScan: true,
    });
    const saved = await call(customer, "PUT", {
      ...PROFILE(),
      description: "Van de site.",
      offerings: ["Desembrood"],
    });
    expect(saved.body.profile).toMatchObject({ detailsFromScan: false });
  });

  it("tries https first and saves http when the site only serves http", async () => {
    const customer = await signUpCustomer(emulator(), "alleen-http");
    await subscribe(emulator(), customer, "price_basic");
    // Typed without a scheme, as customers do: https is tried first, the site answers only http.
    const typed = `${site().host}/goed`;
    const saved = await call(customer, "PUT", { ...PROFILE(), websiteUrl: typed });
    expect(saved).toMatchObject({
      status: 200,
      body: { scanQueued: true, profile: { websiteUrl: `${site().origin}/goed` } },
    });
    expect((await scanJobs(customer.id))[0]?.payload).toEqual({
      siteUrl: `${site().origin}/goed`,
      reason: "onboarding",
    });
    // …so the first scan reaches the site and the first report arrives.
    expect(await emulator().jobs.runDue()).toMatchObject({ failed: 0, retried: 0 });
    const reports = await db()`select site_url from public.reports where user_id = ${customer.id}`;
    expect(reports).toEqual([{ site_url: `${site().origin}/goed` }]);
  });

  it("says why an address is refused or unreachable, and stores nothing", async () => {
    const customer = await signUpCustomer(emulator(), "geweigerd");
    await subscribe(emulator(), customer, "price_basic");
    const cases: Array<[string, number, string]> = [
      ["localhost:22", 400, "Poort 22 is niet toegestaan; gebruik poort 80 of 443."],
      ["localhost", 400, "Dit adres is niet toegestaan: loopback-adres (deze server zelf)."],
      ["file:///etc/passwd", 400, "Alleen http- en https-adressen zijn toegestaan (niet file)."],
      ["ftp://bakkerij.nl/", 400, "Alleen http- en https-adressen zijn toegestaan (niet ftp)."],
      ["http://192.168.1.10/", 400, "Dit adres is niet toegestaan: privé-netwerk."],
      ["10.0.0.1", 400, "Dit adres is niet toegestaan: privé-netwerk."],
      [
        "169.254.169.254/latest/meta-data/",
        400,
        "Dit adres is niet toegestaan: cloud-metadata-adres.",
      ],
      ["http://[::1]/", 400, "Dit adres is niet toegestaan: loopback-adres (deze server zelf)."],
      [
        "https://bakker:geheim@bakkerij.nl/",
        400,
        "Adressen met een gebruikersnaam of wachtwoord erin zijn niet toegestaan.",
      ],
      [
        "bestaat-niet.invalid",
        422,
        "Het domein bestaat-niet.invalid bestaat niet of is niet bereikbaar.",
      ],
      [
        closed,
        422,
        "De website weigert de verbinding: op dit adres draait geen webserver, of die staat uit.",
      ],
    ];
    for (const [websiteUrl, status, reason] of cases) {
      expect
        .soft(await call(customer, "PUT", { ...PROFILE(), websiteUrl }), websiteUrl)
        .toEqual({ status, body: { error: `Website: ${reason}` } });
    }
    expect((await call(customer, "GET")).body).toEqual({ profile: null, completed: false });
    expect(await scanJobs(customer.id)).toEqual([]);
  });

  it("says why in English after 'Website:' for Accept-Language: en", async () => {
    const customer = await signUpCustomer(emulator(), "geweigerd-en");
    await subscribe(emulator(), customer, "price_basic");
    const cases: Array<[string, number, string]> = [
      ["localhost:22", 400, "Port 22 is not allowed; use port 80 or 443."],
      ["10.0.0.1", 400, "This address is not allowed: private network."],
      [
        "bestaat-niet.invalid",
        422,
        "The domain bestaat-niet.invalid does not exist or cannot be reached.",
      ],
      [
        closed,
        422,
        "The website refuses the connection: no web server runs at this address, or it is switched off.",
      ],
      [
        `${site().origin}/bestaat-niet`,
        422,
        "Your website answers with error code 404 (page not found).",
      ],
    ];
    for (const [websiteUrl, status, reason] of cases) {
      expect
        .soft(
          await callFunction(customer, "onboarding", "PUT", { ...PROFILE(), websiteUrl }, "en"),
          websiteUrl,
        )
        .toEqual({ status, body: { error: `Website: ${reason}` } });
    }
    // The same page in Dutch, as before.
    expect(
      await call(customer, "PUT", { ...PROFILE(), websiteUrl: `${site().origin}/bestaat-niet` }),
    ).toEqual({
      status: 422,
      body: { error: "Website: Je website antwoordt met foutcode 404 (pagina niet gevonden)." },
    });
    expect(await scanJobs(customer.id)).toEqual([]);
  });

  it("a new address replaces the queued scan's address", async () => {
    const customer = await signUpCustomer(emulator(), "nieuw-adres");
    await subscribe(emulator(), customer, "price_basic");
    await call(customer, "PUT", PROFILE());
    const moved = await call(customer, "PUT", {
      ...PROFILE(),
      websiteUrl: `${site().origin}/zwak`,
    });
    expect(moved.body).toMatchObject({ scanQueued: true });
    expect(await scanJobs(customer.id)).toEqual([
      {
        payload: { siteUrl: `${site().origin}/zwak`, reason: "website-changed" },
        status: "queued",
        dedupe_key: `site-scan:${customer.id}`,
      },
    ]);
    await emulator().jobs.runDue();
    const scans = await db()`select site_url, status from public.site_scans
      where user_id = ${customer.id} order by started_at`;
    expect(scans[0]).toEqual({ site_url: `${site().origin}/zwak`, status: "done" });
  });

  it("saving the address of a failed scan again checks it anew and scans it", async () => {
    const customer = await signUpCustomer(emulator(), "opnieuw");
    await subscribe(emulator(), customer, "price_basic");
    // Saved before addresses were checked: https on a site that only serves http.
    const https = `https://${site().host}/goed`;
    await storeProfileUnchecked(db(), customer.id, https);
    await db()`insert into public.jobs (kind, payload, user_id, dedupe_key)
      values ('site-scan', ${db().json({ siteUrl: https, reason: "onboarding" })}, ${customer.id},
              ${`site-scan:${customer.id}`})`;
    await emulator().jobs.runDue();
    expect(await scanJobs(customer.id)).toMatchObject([{ status: "queued" }]);

    // The customer types the address again, as they know it.
    const saved = await call(customer, "PUT", { ...PROFILE(), websiteUrl: `${site().host}/goed` });
    expect(saved.body).toMatchObject({
      scanQueued: true,
      profile: { websiteUrl: `${site().origin}/goed` },
    });
    expect(await scanJobs(customer.id)).toEqual([
      {
        payload: { siteUrl: `${site().origin}/goed`, reason: "website-changed" },
        status: "queued",
        dedupe_key: `site-scan:${customer.id}`,
      },
    ]);
    const [due] = await db()`select run_at <= now() as due from public.jobs
      where user_id = ${customer.id}`;
    expect(due).toEqual({ due: true });
    await emulator().jobs.runDue();
    const reports = await db()`select site_url from public.reports where user_id = ${customer.id}`;
    expect(reports).toEqual([{ site_url: `${site().origin}/goed` }]);
  });

  it("re-saving after a failed scan scans again, however the same address is typed", async () => {
    const customer = await signUpCustomer(emulator(), "weer-online");
    await subscribe(emulator(), customer, "price_basic");
    const stored = `${site().origin}/goed`;
    await storeProfileUnchecked(db(), customer.id, stored);
    // The site was down at the last scan; it is up again.
    await db()`insert into public.site_scans
        (user_id, site_url, reason, page_limit, status, error, finished_at)
      values (${customer.id}, ${stored}, 'onboarding', 25, 'failed', 'weg', now())`;
    const saved = await call(customer, "PUT", { ...PROFILE(), websiteUrl: `${site().host}/goed` });
    expect(saved.body).toMatchObject({ scanQueued: true, profile: { websiteUrl: stored } });
    expect(await scanJobs(customer.id)).toEqual([
      {
        payload: { siteUrl: stored, reason: "retry" },
        status: "queued",
        dedupe_key: `site-scan:${customer.id}`,
      },
    ]);
  });

  it("refuses each invalid field with its Dutch message and changes nothing", async () => {
    const customer = await signUpCustomer(emulator(), "ongeldig");
    await subscribe(emulator(), customer, "price_basic");
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ businessName: "B" }, `Bedrijfsnaam: ${ONBOARDING_MESSAGES.businessName}`],
      [{ websiteUrl: "geen adres" }, `Website: ${ONBOARDING_MESSAGES.websiteUrl}`],
      [{ websiteUrl: "bakkerij" }, `Website: ${ONBOARDING_MESSAGES.websiteUrl}`],
      [{ sector: "Ruimtevaart" }, `Sector: ${ONBOARDING_MESSAGES.sector}`],
      [{ region: "" }, `Regio: ${ONBOARDING_MESSAGES.region}`],
      [{ keywords: ["a", "b"] }, `Zoekwoorden: ${ONBOARDING_MESSAGES.keywordsCount}`],
      [
        { keywords: Array.from({ length: 11 }, (_, i) => `woord ${i}`) },
        `Zoekwoorden: ${ONBOARDING_MESSAGES.keywordsCount}`,
      ],
      [
        { keywords: ["bakker", "Bakker", "brood"] },
        `Zoekwoorden: ${ONBOARDING_MESSAGES.keywordsUnique}`,
      ],
      [
        { keywords: ["bakker", "brood", "x".repeat(61)] },
        `Zoekwoorden: ${ONBOARDING_MESSAGES.keywordLength}`,
      ],
      [{ tone: "sarcastisch" }, `Toon: ${ONBOARDING_MESSAGES.tone}`],
      [
        { competitors: ["a.nl", "b.nl", "c.nl", "d.nl"] },
        `Concurrenten: ${ONBOARDING_MESSAGES.competitorsCount}`,
      ],
      [
        { websiteUrl: "korenschoof.nl", competitors: ["korenschoof.nl"] },
        `Concurrenten: ${ONBOARDING_MESSAGES.competitorIsOwnSite}`,
      ],
      [{ competitors: ["niet geldig"] }, `Concurrenten: ${ONBOARDING_MESSAGES.competitorUrl}`],
      [{ competitors: ["localhost"] }, `Concurrenten: ${ONBOARDING_MESSAGES.competitorUrl}`],
      [{ sectorDetail: "x".repeat(61) }, `Specialisatie: ${ONBOARDING_MESSAGES.sectorDetail}`],
      [{ description: "x".repeat(301) }, `Korte beschrijving: ${ONBOARDING_MESSAGES.description}`],
      [
        { offerings: Array.from({ length: 16 }, (_, i) => `Product ${i}`) },
        `Producten en diensten: ${ONBOARDING_MESSAGES.offeringsCount}`,
      ],
      [
        { offerings: ["x".repeat(81)] },
        `Producten en diensten: ${ONBOARDING_MESSAGES.offeringLength}`,
      ],
      [
        { offerings: ["Desembrood", "desembrood"] },
        `Producten en diensten: ${ONBOARDING_MESSAGES.offeringsUnique}`,
      ],
      [{ offerings: "Desembrood" }, `Producten en diensten: ${ONBOARDING_MESSAGES.offeringsCount}`],
    ];
    for (const [patch, error] of cases) {
      expect(await call(customer, "PUT", { ...PROFILE(), ...patch })).toEqual({
        status: 400,
        body: { error },
      });
    }
    expect((await call(customer, "GET")).body).toEqual({ profile: null, completed: false });
    expect(await scanJobs(customer.id)).toEqual([]);
  });
});

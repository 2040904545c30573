// @vitest-environment node
import postgres from "postgres";
import { afterAll, describe, expect, it, vi } from "vitest";
import { ONBOARDING_MESSAGES } from "../../supabase/functions/_shared/contract/onboarding.ts";
import { signUpCustomer, subscribe, type Customer } from "./billing-support.ts";
import { useEmulator } from "./emulator-support.ts";

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const emulator = useEmulator({ autoconfirm: true });
let sql: postgres.Sql | undefined;
const db = () =>
  (sql ??= postgres(emulator().dbUrl, { max: 1, prepare: false, onnotice: () => {} }));
afterAll(async () => {
  await sql?.end();
});

const PROFILE = {
  businessName: "Bakkerij De Korenschoof",
  websiteUrl: "korenschoof.nl",
  sector: "Horeca",
  region: "Utrecht",
  keywords: ["bakker utrecht", "desembrood", "taart bestellen"],
  tone: "informal",
  competitors: ["https://www.broodhuis.nl"],
};

async function call(customer: Customer, method: "GET" | "PUT", body?: unknown) {
  const { data, error, response } = await customer.supabase.functions.invoke("onboarding", {
    method,
    ...(body === undefined ? {} : { body: body as Record<string, unknown> }),
  });
  if (error) {
    const context = (error as { context?: Response }).context!;
    return { status: context.status, body: (await context.json()) as Record<string, unknown> };
  }
  return { status: response?.status ?? 200, body: data as Record<string, unknown> };
}

const scanJobs = (userId: string) =>
  db()<Array<{ payload: unknown; status: string; dedupe_key: string }>>`
    select payload, status, dedupe_key from public.jobs where user_id = ${userId} order by created_at`;

describe("onboarding", () => {
  it("answers an empty profile, refuses a save without a plan and without a session", async () => {
    const visitor = await signUpCustomer(emulator(), "zonder-plan");
    expect(await call(visitor, "GET")).toEqual({
      status: 200,
      body: { profile: null, completed: false },
    });
    expect(await call(visitor, "PUT", PROFILE)).toEqual({
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
    const saved = await call(customer, "PUT", PROFILE);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      completed: true,
      scanQueued: true,
      profile: {
        ...PROFILE,
        websiteUrl: "https://korenschoof.nl/",
        competitors: ["https://www.broodhuis.nl/"],
      },
    });
    expect(await scanJobs(customer.id)).toEqual([
      {
        payload: { siteUrl: "https://korenschoof.nl/", reason: "onboarding" },
        status: "queued",
        dedupe_key: `site-scan:${customer.id}`,
      },
    ]);

    // The same save again: nothing new to scan.
    expect(
      (await call(customer, "PUT", { ...PROFILE, region: "Utrecht (stad)" })).body,
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
      ...PROFILE,
      websiteUrl: "https://www.korenschoof.nl",
    });
    expect(moved.body).toMatchObject({ scanQueued: true });
    expect((await scanJobs(customer.id))[1]).toMatchObject({
      payload: { siteUrl: "https://www.korenschoof.nl/", reason: "website-changed" },
    });
  });

  it("refuses each invalid field with its Dutch message and changes nothing", async () => {
    const customer = await signUpCustomer(emulator(), "ongeldig");
    await subscribe(emulator(), customer, "price_basic");
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ businessName: "B" }, `businessName: ${ONBOARDING_MESSAGES.businessName}`],
      [{ websiteUrl: "geen adres" }, `websiteUrl: ${ONBOARDING_MESSAGES.websiteUrl}`],
      [{ websiteUrl: "localhost" }, `websiteUrl: ${ONBOARDING_MESSAGES.websiteUrl}`],
      [{ sector: "Ruimtevaart" }, `sector: ${ONBOARDING_MESSAGES.sector}`],
      [{ region: "" }, `region: ${ONBOARDING_MESSAGES.region}`],
      [{ keywords: ["a", "b"] }, `keywords: ${ONBOARDING_MESSAGES.keywordsCount}`],
      [
        { keywords: Array.from({ length: 11 }, (_, i) => `woord ${i}`) },
        `keywords: ${ONBOARDING_MESSAGES.keywordsCount}`,
      ],
      [
        { keywords: ["bakker", "Bakker", "brood"] },
        `keywords: ${ONBOARDING_MESSAGES.keywordsUnique}`,
      ],
      [
        { keywords: ["bakker", "brood", "x".repeat(61)] },
        `keywords.2: ${ONBOARDING_MESSAGES.keywordLength}`,
      ],
      [{ tone: "sarcastisch" }, `tone: ${ONBOARDING_MESSAGES.tone}`],
      [
        { competitors: ["a.nl", "b.nl", "c.nl", "d.nl"] },
        `competitors: ${ONBOARDING_MESSAGES.competitorsCount}`,
      ],
      [
        { competitors: ["korenschoof.nl"] },
        `competitors.0: ${ONBOARDING_MESSAGES.competitorIsOwnSite}`,
      ],
      [{ competitors: ["niet geldig"] }, `competitors.0: ${ONBOARDING_MESSAGES.competitorUrl}`],
    ];
    for (const [patch, error] of cases) {
      expect(await call(customer, "PUT", { ...PROFILE, ...patch })).toEqual({
        status: 400,
        body: { error },
      });
    }
    expect((await call(customer, "GET")).body).toEqual({ profile: null, completed: false });
    expect(await scanJobs(customer.id)).toEqual([]);
  });
});

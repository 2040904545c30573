import { beforeAll, describe, expect, it, vi } from "vitest";
import { CONTENT_CATALOGUE } from "../../supabase/functions/_shared/contract/content.ts";
import { PUBLIC_API_CATALOGUE } from "../../supabase/functions/_shared/contract/public-api.ts";
import {
  PUBLIC_API_RATE_LIMIT,
  PUBLIC_API_ROUTES,
} from "../../supabase/functions/_shared/contract/public-api-routes.ts";
import { newApiKey } from "../../supabase/functions/_shared/api-keys/key-material.ts";
import { invoke, signUpCustomer, subscribe, type Customer } from "./billing-support.ts";
import { statusAfterChecks, type PostJson } from "./content-support.ts";
import { useSiteEmulator } from "./site-emulator.ts";

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

/**
 * The public API (`api` function) through the emulator's real HTTP path, with keys made by the
 * api-keys function: every endpoint and every error of issue 12's contract. Every refusal is
 * checked in both languages: Dutch without Accept-Language, English with `Accept-Language: en`,
 * and the same stable `code` in both.
 */
const { site, emulator, db } = useSiteEmulator();

const apiUrl = (path: string) => `${emulator().url}/functions/v1${path}`;

async function api(
  path: string,
  key: string | null,
  init: { method?: string; body?: string; authorization?: string; language?: string } = {},
) {
  const authorization = init.authorization ?? (key ? `Bearer ${key}` : undefined);
  const response = await fetch(apiUrl(path), {
    method: init.method ?? "GET",
    headers: {
      ...(authorization ? { Authorization: authorization } : {}),
      ...(init.body === undefined ? {} : { "Content-Type": "application/json" }),
      ...(init.language ? { "Accept-Language": init.language } : {}),
    },
    body: init.body,
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: JSON.parse(text) as Record<string, unknown>,
  };
}

async function createKey(customer: Customer, name = "Test"): Promise<string> {
  const answer = await invoke(customer, "api-keys", { name });
  if (answer.status !== 201) throw new Error(`api-keys: ${JSON.stringify(answer)}`);
  return answer.body.key as string;
}

const NL = PUBLIC_API_CATALOGUE.nl;
const EN = PUBLIC_API_CATALOGUE.en;

/**
 * The same request without Accept-Language and with `en`: the status, the code and the body's
 * other members are the same, the text is Dutch and English.
 */
async function inBothLanguages(
  send: (language?: string) => ReturnType<typeof api>,
  expected: { status: number; code: string; nl: string; en: string },
) {
  const [dutch, english] = [await send(), await send("en-GB,en;q=0.9")];
  expect(dutch).toMatchObject({
    status: expected.status,
    body: { error: expected.nl, code: expected.code },
  });
  expect(english).toMatchObject({
    status: expected.status,
    body: { error: expected.en, code: expected.code },
  });
  return { dutch, english };
}

let anna: Customer;
let bram: Customer;
let annaKey: string;
let bramKey: string;
let reportId: string;

beforeAll(async () => {
  [anna, bram] = await Promise.all([
    signUpCustomer(emulator(), "api-anna"),
    signUpCustomer(emulator(), "api-bram"),
  ]);
  await subscribe(emulator(), anna, "price_ultimate");
  await subscribe(emulator(), bram, "price_power");
  const saved = await anna.supabase.functions.invoke("onboarding", {
    method: "PUT",
    body: {
      businessName: "Bakkerij De Korenschoof",
      websiteUrl: `${site().origin}/goed`,
      sector: "Horeca",
      region: "Utrecht",
      keywords: ["bakkerij", "desembrood", "taart bestellen"],
      tone: "informal",
      competitors: [],
    },
  });
  expect(saved.error).toBeNull();
  // The scan and its report, the content plan it queues and the first post: all due now.
  expect(await emulator().jobs.runDue()).toMatchObject({ failed: 0, retried: 0 });
  [annaKey, bramKey] = await Promise.all([createKey(anna), createKey(bram)]);
  const [row] = await db()`select id from public.reports where user_id = ${anna.id}`;
  reportId = row!.id as string;
});

describe("the OpenAPI document", () => {
  it("is an OpenAPI 3.1 document of every route, served without a key", async () => {
    const answer = await api("/api/v1/openapi.json", null);
    expect(answer.status).toBe(200);
    const doc = answer.body as {
      openapi: string;
      servers: Array<{ url: string }>;
      paths: Record<string, Record<string, { operationId: string; responses: object }>>;
      components: { schemas: Record<string, unknown> };
    };
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.servers).toEqual([{ url: `${emulator().url}/functions/v1` }]);
    const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => [method.toUpperCase(), path, op.operationId]),
    );
    expect(operations.sort()).toEqual(
      PUBLIC_API_ROUTES.map((route) => [route.method, route.path, route.id]).sort(),
    );
    const refs = JSON.stringify(doc).match(/#\/components\/schemas\/\w+/g) ?? [];
    expect(refs.length).toBeGreaterThan(5);
    for (const ref of refs) expect(doc.components.schemas).toHaveProperty(ref.split("/").pop()!);
    expect(doc.paths["/api/v1/reports"]!.get!.responses).toHaveProperty("429");
  });
});

describe("authentication", () => {
  it("answers 401 with a Bearer challenge for a missing, malformed or unknown key", async () => {
    const { dutch: missing } = await inBothLanguages(
      (language) => api("/api/v1/reports", null, { language }),
      {
        status: 401,
        code: "missing_api_key",
        nl: "Geen API-sleutel meegestuurd. Stuur de header Authorization: Bearer <API-sleutel>.",
        en: "No API key sent. Send the header Authorization: Bearer <API key>.",
      },
    );
    expect(missing.headers.get("www-authenticate")).toBe('Bearer realm="Vindbaar API"');
    const forged = `${annaKey.slice(0, 17)}${"A".repeat(40)}`;
    for (const authorization of ["Basic abc", "Bearer vb_live_kort", `Bearer ${forged}`]) {
      const answer = await api("/api/v1/reports", null, { authorization });
      expect(answer.status).toBe(401);
      expect(answer.headers.get("www-authenticate")).toMatch(/^Bearer/);
    }
    const { english } = await inBothLanguages(
      (language) => api("/api/v1/reports", forged, { language }),
      {
        status: 401,
        code: "invalid_api_key",
        nl: "Deze API-sleutel is ongeldig.",
        en: "This API key is invalid.",
      },
    );
    expect(english.body).toEqual({ error: "This API key is invalid.", code: "invalid_api_key" });
    expect(english.headers.get("www-authenticate")).toBe(
      'Bearer realm="Vindbaar API", error="invalid_token"',
    );
    expect(english.headers.get("vary")).toContain("Accept-Language");
  });

  it("refuses a revoked key", async () => {
    const key = await createKey(anna, "Wordt ingetrokken");
    expect((await api("/api/v1/keywords", key)).status).toBe(200);
    const [{ id }] = await db()`select id from public.api_keys where prefix = ${key.slice(0, 16)}`;
    const revoked = await anna.supabase.functions.invoke(`api-keys?id=${id as string}`, {
      method: "DELETE",
    });
    expect(revoked.error).toBeNull();
    await inBothLanguages((language) => api("/api/v1/keywords", key, { language }), {
      status: 401,
      code: "revoked_api_key",
      nl: "Deze API-sleutel is ingetrokken.",
      en: "This API key has been revoked.",
    });
  });

  it("answers 403 when the key's owner has no plan with API access", async () => {
    const pieter = await signUpCustomer(emulator(), "api-pro");
    await subscribe(emulator(), pieter, "price_pro");
    // A key left from an earlier Ultimate subscription: it exists, but the plan no longer allows it.
    const material = await newApiKey();
    await db()`insert into public.api_keys (user_id, name, prefix, key_hash)
               values (${pieter.id}, 'Oud', ${material.prefix}, ${material.hash})`;
    await inBothLanguages((language) => api("/api/v1/reports", material.key, { language }), {
      status: 403,
      code: "no_api_access",
      nl: "API-toegang hoort niet bij het abonnement van deze sleutel.",
      en: "API access is not part of this key's plan.",
    });
  });

  it("records when a key was last used", async () => {
    const [row] = await db()`
      select last_used_at from public.api_keys where prefix = ${bramKey.slice(0, 16)}`;
    const before = row!.last_used_at as Date | null;
    await api("/api/v1/reports", bramKey);
    const [after] = await db()`
      select last_used_at from public.api_keys where prefix = ${bramKey.slice(0, 16)}`;
    expect(after!.last_used_at).toBeInstanceOf(Date);
    if (before) expect((after!.last_used_at as Date) >= before).toBe(true);
  });
});

describe("reports", () => {
  it("lists the key owner's reports, the same data as the reports function", async () => {
    const answer = await api("/api/v1/reports", annaKey);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toMatch(/^application\/json/);
    expect(answer.headers.get("access-control-allow-origin")).toBe("*");
    expect(answer.headers.get("x-ratelimit-limit")).toBe(String(PUBLIC_API_RATE_LIMIT.requests));
    const dashboard = await anna.supabase.functions.invoke("reports", { method: "GET" });
    expect(answer.body).toEqual(dashboard.data);
    expect(answer.body.reports).toEqual([
      expect.objectContaining({ id: reportId, kind: "full", status: "ready" }),
    ]);
    expect((await api("/api/v1/reports", bramKey)).body).toEqual({ reports: [] });
  });

  it("answers one report as JSON, and 404 for another customer's or an unknown id", async () => {
    const answer = await api(`/api/v1/reports/${reportId}`, annaKey);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      id: reportId,
      report: { businessName: "Bakkerij De Korenschoof", kind: "full" },
    });
    for (const [path, key] of [
      [`/api/v1/reports/${reportId}`, bramKey],
      ["/api/v1/reports/00000000-0000-4000-8000-000000000000", annaKey],
      ["/api/v1/reports/geen-id", annaKey],
    ] as const) {
      await inBothLanguages((language) => api(path, key, { language }), {
        status: 404,
        code: "report_not_found",
        nl: "Dit rapport bestaat niet.",
        en: "This report does not exist.",
      });
    }
  });

  it("gives a short-lived link with format=pdf that answers application/pdf", async () => {
    const answer = await api(`/api/v1/reports/${reportId}?format=pdf`, annaKey);
    expect(answer.status).toBe(200);
    const url = answer.body.url as string;
    expect(url).toMatch(
      new RegExp(`^${emulator().url}/functions/v1/reports\\?id=${reportId}&expires=\\d+&`),
    );
    const pdf = await fetch(url);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
  });

  it("answers 422 with the field for an unknown format", async () => {
    const { dutch, english } = await inBothLanguages(
      (language) => api(`/api/v1/reports/${reportId}?format=xml`, annaKey, { language }),
      {
        status: 422,
        code: "invalid_input",
        nl: "De invoer is ongeldig.",
        en: "The input is invalid.",
      },
    );
    expect(dutch.body.fields).toEqual({ format: "Kies format json of pdf." });
    expect(english.body.fields).toEqual({ format: "Choose format json or pdf." });
  });
});

describe("keywords", () => {
  it("answers the profile's keywords with the report's checks and no invented figures", async () => {
    const answer = await api("/api/v1/keywords", annaKey);
    expect(answer.status).toBe(200);
    const list = answer.body as { keywords: Array<Record<string, unknown>>; reportDate: string };
    expect(list.reportDate).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(list.keywords.slice(0, 3)).toEqual([
      expect.objectContaining({
        keyword: "bakkerij",
        inTitle: true,
        inHeading: true,
        inUrl: false,
      }),
      expect.objectContaining({ keyword: "desembrood", inTitle: false, inHeading: false }),
      expect.objectContaining({ keyword: "taart bestellen", inTitle: false, inUrl: false }),
    ]);
    expect(answer.body).toMatchObject({ searchConsole: "not-connected", period: null });
    for (const keyword of list.keywords) {
      expect(keyword).toMatchObject({ volume: null, searchConsole: null });
      expect(keyword.sources).toEqual(expect.arrayContaining([expect.any(String)]));
    }
    expect((await api("/api/v1/keywords", bramKey)).body).toEqual({
      keywords: [],
      reportDate: null,
      searchConsole: "not-connected",
      period: null,
    });
  });
});

describe("content generation", () => {
  const generate = (body: string, language?: string) =>
    api("/api/v1/content/generate", annaKey, { method: "POST", body, language });

  it("answers 400 for malformed JSON and 422 with field details for bad input", async () => {
    await inBothLanguages((language) => generate("{topic:", language), {
      status: 400,
      code: "invalid_json",
      nl: "De body is geen geldige JSON.",
      en: "The body is not valid JSON.",
    });
    const bad = JSON.stringify({ topic: "x", keywords: ["ok", ""] });
    const { dutch, english } = await inBothLanguages((language) => generate(bad, language), {
      status: 422,
      code: "invalid_input",
      nl: NL.invalid,
      en: EN.invalid,
    });
    expect(dutch.body).toEqual({
      error: "De invoer is ongeldig.",
      code: "invalid_input",
      fields: {
        topic: "Een onderwerp heeft 3 tot 160 tekens.",
        "keywords.1": "Een zoekwoord heeft 2 tot 60 tekens.",
      },
    });
    expect(english.body).toEqual({
      error: "The input is invalid.",
      code: "invalid_input",
      fields: {
        topic: "A topic has 3 to 160 characters.",
        "keywords.1": "A keyword has 2 to 60 characters.",
      },
    });
    const tooMany = JSON.stringify({ topic: "Desem", keywords: [] });
    expect((await generate(tooMany, "en")).body.fields).toEqual({
      keywords: "Give 1 to 6 keywords; the first is the focus keyword.",
    });
    // zod's own words for a body of the wrong kind, in the request's language.
    expect((await generate("[]")).body.fields).toEqual({
      body: "Ongeldige invoer: verwacht object, ontving array",
    });
    expect((await generate("[]", "en")).body.fields).toEqual({
      body: "Invalid input: expected object, received array",
    });
  });

  it("writes a checked draft at once, in a slot of the period's quota (201)", async () => {
    const answer = await generate(
      JSON.stringify({ topic: "Desembrood bakken", keywords: ["desembrood", "zuurdesem"] }),
    );
    expect(answer.status).toBe(201);
    expect(Object.keys(answer.body).sort()).toEqual([
      "focusKeyword",
      "id",
      "markdown",
      "metaDescription",
      "metaTitle",
      "score",
      "status",
      "title",
    ]);
    // Written and checked like a calendar post: 'review' while a quality check fails.
    const [stored] = await db()`
      select checks from public.content_posts where id = ${answer.body.id as string}`;
    const checks = (stored!.checks as { items: PostJson["checks"] }).items;
    expect(answer.body).toMatchObject({
      status: statusAfterChecks({ ...(answer.body as unknown as PostJson), checks }),
      focusKeyword: "desembrood",
    });
    expect(String(answer.body.title).toLowerCase()).toContain("desembrood");
    expect(answer.body.score).toEqual(expect.any(Number));
    const [row] = await db()`
      select origin, topic, secondary_keywords from public.content_posts
      where id = ${answer.body.id as string}`;
    expect(row).toEqual({
      origin: "api",
      topic: "Desembrood bakken",
      secondary_keywords: ["zuurdesem"],
    });
    // The calendar gave up its latest unwritten slot: the period still holds 9 posts.
    const [count] = await db()`
      select count(*)::int as n from public.content_posts where user_id = ${anna.id}`;
    expect(count!.n).toBe(9);
  });

  it("answers 429 with Retry-After once every slot of the period is written", async () => {
    let written = 0;
    let last = await generate(JSON.stringify({ topic: "Taart bestellen", keywords: ["taart"] }));
    while (last.status === 201) {
      written += 1;
      last = await generate(
        JSON.stringify({ topic: `Taart bestellen ${written}`, keywords: ["taart"] }),
      );
    }
    // Ultimate: 9 per period, of which the calendar's first post and the draft above are written.
    expect(written).toBe(7);
    expect(last).toMatchObject({
      status: 429,
      body: { error: CONTENT_CATALOGUE.nl.quotaReached, code: "content_quota_reached" },
    });
    expect(
      await generate(JSON.stringify({ topic: "Taart bestellen", keywords: ["taart"] }), "en"),
    ).toMatchObject({
      status: 429,
      body: {
        error: "You have reached your plan's number of articles for this period.",
        code: "content_quota_reached",
      },
    });
    // Until the next period starts, when the quota is renewed (about a month).
    expect(Number(last.headers.get("retry-after"))).toBeGreaterThan(20 * 24 * 3600);
  });

  it("asks for the business profile first (409)", async () => {
    const body = JSON.stringify({ topic: "Leidingen vervangen", keywords: ["leidingen"] });
    await inBothLanguages(
      (language) => api("/api/v1/content/generate", bramKey, { method: "POST", body, language }),
      {
        status: 409,
        code: "business_profile_missing",
        nl: "Vul eerst je bedrijfsprofiel in, dan plannen we je artikelen.",
        en: "Fill in your business profile first, then we plan your articles.",
      },
    );
  });
});

describe("routing", () => {
  it("answers 404 for unknown routes and 405 with Allow for a known path", async () => {
    await inBothLanguages((language) => api("/api/v1/onbekend", annaKey, { language }), {
      status: 404,
      code: "not_found",
      nl: "Dit endpoint bestaat niet.",
      en: "This endpoint does not exist.",
    });
    const { dutch: wrong } = await inBothLanguages(
      (language) => api("/api/v1/reports", annaKey, { method: "DELETE", language }),
      {
        status: 405,
        code: "method_not_allowed",
        nl: "Deze methode is hier niet toegestaan.",
        en: "This method is not allowed here.",
      },
    );
    expect(wrong.headers.get("allow")).toBe("GET, OPTIONS");
    const preflight = await fetch(apiUrl("/api/v1/reports"), { method: "OPTIONS" });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get("access-control-allow-headers")).toContain("authorization");
  });
});

describe("the per-key rate limit", () => {
  it(`allows ${PUBLIC_API_RATE_LIMIT.requests} requests per window, then 429 with Retry-After`, async () => {
    const key = await createKey(bram, "Snel");
    const statuses: number[] = [];
    // Batches of 10: fast enough to stay well inside one window on a busy machine.
    for (let sent = 0; sent < PUBLIC_API_RATE_LIMIT.requests; sent += 10) {
      const batch = await Promise.all(
        Array.from({ length: 10 }, () => api("/api/v1/keywords", key)),
      );
      statuses.push(...batch.map((answer) => answer.status));
    }
    expect(statuses).toEqual(Array(PUBLIC_API_RATE_LIMIT.requests).fill(200));
    const { dutch: limited } = await inBothLanguages(
      (language) => api("/api/v1/keywords", key, { language }),
      {
        status: 429,
        code: "rate_limited",
        nl: "Te veel verzoeken met deze API-sleutel. Probeer het over enkele seconden opnieuw.",
        en: "Too many requests with this API key. Try again in a few seconds.",
      },
    );
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(PUBLIC_API_RATE_LIMIT.windowSeconds);
    expect(limited.headers.get("x-ratelimit-remaining")).toBe("0");
    // Another key of the same customer has its own window.
    expect((await api("/api/v1/keywords", bramKey)).status).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ANALYZER_ERRORS } from "../../supabase/functions/_shared/contract/analyzer.ts";
import { startServer, type LocalServer } from "../unit/seo/local-server.ts";
import { callAnalyzer, fixtureSite } from "./analyzer-support.ts";
import { signUpCustomer } from "./billing-support.ts";
import { useEmulator } from "./emulator-support.ts";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

let site: LocalServer;
beforeAll(async () => {
  site = await startServer(fixtureSite);
});
afterAll(async () => {
  await site.close();
});
const emulator = useEmulator(() => ({ analyzerAllow: [site.host], autoconfirm: true }));

/** Every test its own visitor address, so the rate limit of one does not leak into another. */
let visitor = 0;
const nextIp = () => `127.0.100.${++visitor}`;

describe("analyze-site: the fast result", () => {
  it("audits a weak page: the documented issues, our SEO score, nothing unmeasured invented", async () => {
    const { status, body } = await callAnalyzer(
      emulator(),
      "POST",
      { url: `${site.origin}/zwak` },
      { ip: nextIp() },
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      url: `${site.origin}/zwak`,
      finalUrl: `${site.origin}/zwak`,
      cached: false,
      overallScore: 75,
      metrics: {
        seoScore: 75,
        performanceScore: null,
        accessibilityScore: null,
        bestPracticesScore: null,
        pageSpeed: null,
      },
      source: { seo: "vindbaar", performance: null, accessibility: null, bestPractices: null },
      loadTimeSource: "html",
      pageSize: 303,
      pageSizeSource: "html",
      pagespeed: { status: "unavailable", error: null },
    });
    // Plain-Dutch titles with why they matter, from the catalogue the report uses too.
    expect(body.issues).toEqual([
      {
        type: "warning",
        text: "De pagina heeft geen beschrijving voor Google",
        why: "Google toont die beschrijving vaak onder je titel; zonder kiest Google zelf een stukje tekst, dat zelden uitnodigt om te klikken.",
        impact: "Hoog",
        auditId: "meta-description",
      },
      {
        type: "warning",
        text: "Afbeeldingen hebben geen beschrijvende tekst (alt-tekst) (2 elementen)",
        why: "Google en schermlezers weten alleen via de alt-tekst wat er op een afbeelding staat, dus zonder telt de afbeelding niet mee.",
        impact: "Gemiddeld",
        auditId: "image-alt",
      },
      {
        type: "info",
        text: "Links zeggen niet waar ze naartoe gaan",
        why: "Linkteksten als 'klik hier' vertellen Google en bezoekers niet wat er achter de link staat.",
        impact: "Laag",
        auditId: "link-text",
      },
      {
        type: "info",
        text: "De koppen op de pagina slaan een niveau over",
        why: "Een logische opbouw van koppen helpt Google en schermlezers te begrijpen hoe je tekst in elkaar zit.",
        impact: "Laag",
        auditId: "heading-order",
      },
    ]);
    expect(body.recommendations).toHaveLength(4);
    expect((body.recommendations as string[])[0]).toContain("150–160 tekens");
    expect(Object.keys(body.audits as object)).toContain("is-crawlable");
  });

  it("a good page has no issues and no recommendations", async () => {
    const { status, body } = await callAnalyzer(
      emulator(),
      "POST",
      { url: `${site.origin}/goed` },
      { ip: nextIp() },
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ overallScore: 100, issues: [], recommendations: [] });
  });

  it("answers the same address within 10 minutes from the cache, without fetching again", async () => {
    const url = `${site.origin}/zwak?cache`;
    const first = await callAnalyzer(emulator(), "POST", { url }, { ip: nextIp() });
    const fetched = site.requests.filter((path) => path === "/zwak?cache").length;
    const second = await callAnalyzer(
      emulator(),
      "POST",
      { url: `${url}#contact` },
      { ip: nextIp() },
    );
    expect(second.status).toBe(200);
    // The findings are the same; the answer is the second visitor's own copy (see below).
    const { id: firstId, readToken: firstToken, cached: firstCached, ...findings } = first.body;
    expect(firstCached).toBe(false);
    expect(second.body).toMatchObject({ ...findings, cached: true });
    expect(second.body.id).not.toBe(firstId);
    expect(second.body.readToken).not.toBe(firstToken);
    expect(site.requests.filter((path) => path === "/zwak?cache")).toHaveLength(fetched);
  });

  it("GET ?id= answers the stored analysis; a malformed id is 400, an unknown one 404", async () => {
    const made = await callAnalyzer(
      emulator(),
      "POST",
      { url: `${site.origin}/zwak?id` },
      { ip: nextIp() },
    );
    const { readToken, ...stored } = made.body;
    const read = await callAnalyzer(emulator(), "GET", undefined, {
      query: `id=${made.body.id}`,
      readToken: readToken as string,
    });
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ ...stored, cached: false });

    const bad = await callAnalyzer(emulator(), "GET", undefined, { query: "id=abc" });
    expect(bad).toMatchObject({ status: 400, body: { error: ANALYZER_ERRORS.invalidId } });
    const unknown = await callAnalyzer(emulator(), "GET", undefined, {
      query: "id=7c9e6679-7425-40de-944b-e07fc1f90ae7",
    });
    expect(unknown).toMatchObject({ status: 404, body: { error: ANALYZER_ERRORS.notFound } });
  });

  it("the sixth fresh analysis from one address within 10 minutes is refused with 429", async () => {
    const ip = nextIp();
    for (let n = 1; n <= 5; n++) {
      const ok = await callAnalyzer(
        emulator(),
        "POST",
        { url: `${site.origin}/zwak?n=${n}` },
        { ip },
      );
      expect(ok.status).toBe(200);
    }
    const refused = await callAnalyzer(
      emulator(),
      "POST",
      { url: `${site.origin}/zwak?n=6` },
      { ip },
    );
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: ANALYZER_ERRORS.rateLimitedAnonymous });
    expect(refused.headers.get("retry-after")).toBe("600");
    // A cached address is still answered: it costs no fetch.
    const cached = await callAnalyzer(
      emulator(),
      "POST",
      { url: `${site.origin}/zwak?n=1` },
      { ip },
    );
    expect(cached.body).toMatchObject({ cached: true });
  });
});

describe("analyze-site: an analysis is read by its owner only", () => {
  const PRIVATE = () => `${site.origin}/zwak?private-token=geheim-123`;
  const notFound = { status: 404, body: { error: ANALYZER_ERRORS.notFound } };
  const read = (id: unknown, options: { token?: string; readToken?: string } = {}) =>
    callAnalyzer(emulator(), "GET", undefined, { query: `id=${String(id)}`, ...options });

  it("a visitor's analysis is read with the token its POST answered, by nobody else", async () => {
    const made = await callAnalyzer(emulator(), "POST", { url: PRIVATE() }, { ip: nextIp() });
    expect(made.status).toBe(200);
    expect(made.body.readToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // By id alone, with a made-up token, or signed in as someone else: as if it did not exist.
    expect(await read(made.body.id)).toMatchObject(notFound);
    expect(await read(made.body.id, { readToken: "x".repeat(43) })).toMatchObject(notFound);
    const eva = await signUpCustomer(emulator(), "eva");
    expect(await read(made.body.id, { token: eva.token })).toMatchObject(notFound);

    const own = await read(made.body.id, { readToken: made.body.readToken as string });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ id: made.body.id, url: PRIVATE(), cached: false });
    // The token is answered once, to the browser that made the analysis.
    expect(own.body).not.toHaveProperty("readToken");
  });

  it("the 10-minute cache answers another visitor a copy of their own, not the first one's row", async () => {
    const url = `${PRIVATE()}&cache`;
    const first = await callAnalyzer(emulator(), "POST", { url }, { ip: nextIp() });
    const other = await callAnalyzer(emulator(), "POST", { url }, { ip: nextIp() });
    expect(other.status).toBe(200);
    expect(other.body).toMatchObject({ cached: true, overallScore: 75, url });
    expect(other.body.id).not.toBe(first.body.id);
    expect(other.body.readToken).not.toBe(first.body.readToken);
    // Neither token opens the other's analysis.
    expect(await read(first.body.id, { readToken: other.body.readToken as string })).toMatchObject(
      notFound,
    );
    expect(await read(other.body.id, { readToken: first.body.readToken as string })).toMatchObject(
      notFound,
    );
    expect(await read(other.body.id, { readToken: other.body.readToken as string })).toMatchObject({
      status: 200,
      body: { id: other.body.id, cached: false },
    });
  });

  it("a customer's analysis is read with their session only, and the cache gives a stranger a copy", async () => {
    const anna = await signUpCustomer(emulator(), "anna-prive");
    const mine = await callAnalyzer(
      emulator(),
      "POST",
      { url: `${PRIVATE()}&anna` },
      { token: anna.token },
    );
    expect(mine.status).toBe(200);
    expect(mine.body).not.toHaveProperty("readToken");
    expect(await read(mine.body.id, { token: anna.token })).toMatchObject({
      status: 200,
      body: { id: mine.body.id, url: `${PRIVATE()}&anna` },
    });
    expect(await read(mine.body.id)).toMatchObject(notFound);

    // A visitor asking for the same address within 10 minutes: the findings, not Anna's analysis.
    const visitor = await callAnalyzer(
      emulator(),
      "POST",
      { url: `${PRIVATE()}&anna` },
      { ip: nextIp() },
    );
    expect(visitor.body).toMatchObject({ cached: true, overallScore: 75 });
    expect(visitor.body.id).not.toBe(mine.body.id);
    expect(await read(mine.body.id, { readToken: visitor.body.readToken as string })).toMatchObject(
      notFound,
    );
    // Anna asking again is answered from her own analysis.
    const again = await callAnalyzer(
      emulator(),
      "POST",
      { url: `${PRIVATE()}&anna` },
      { token: anna.token },
    );
    expect(again.body).toMatchObject({ id: mine.body.id, cached: true });
    const history = await callAnalyzer(emulator(), "GET", undefined, { token: anna.token });
    expect(history.body.analyses).toEqual([expect.objectContaining({ id: mine.body.id })]);
  });
});

describe("analyze-site: refusals are 4xx with a Dutch message, never 500", () => {
  const cases: Array<[string, unknown, number, string]> = [
    ["an empty address", { url: "  " }, 400, "Website-adres: Voer een website-adres in."],
    ["no body", undefined, 400, "Het verzoek heeft geen inhoud (JSON verwacht)."],
    ["invalid JSON", "{", 400, "Het verzoek is geen geldige JSON."],
    [
      "a loopback address not on the test list",
      { url: "http://127.0.0.1:1/" },
      400,
      "Poort 1 is niet toegestaan; gebruik poort 80 of 443.",
    ],
    [
      "loopback on the default port",
      { url: "http://127.0.0.1/" },
      400,
      "Dit adres is niet toegestaan: loopback-adres (deze server zelf).",
    ],
    [
      "a private address",
      { url: "http://10.0.0.1/" },
      400,
      "Dit adres is niet toegestaan: privé-netwerk.",
    ],
    [
      "the cloud metadata address",
      { url: "169.254.169.254/latest/meta-data" },
      400,
      "Dit adres is niet toegestaan: cloud-metadata-adres.",
    ],
    [
      "another scheme",
      { url: "ftp://example.com/" },
      400,
      "Alleen http- en https-adressen zijn toegestaan (niet ftp).",
    ],
    [
      "a port other than 80 or 443",
      { url: "http://example.com:8080/" },
      400,
      "Poort 8080 is niet toegestaan; gebruik poort 80 of 443.",
    ],
  ];
  it.each(cases)("%s", async (_name, body, status, error) => {
    const answer = await callAnalyzer(emulator(), "POST", body, { ip: nextIp() });
    expect(answer).toMatchObject({ status, body: { error } });
  });

  it("a redirect from an allowed site to a private address", async () => {
    const answer = await callAnalyzer(
      emulator(),
      "POST",
      { url: `${site.origin}/naar-prive` },
      { ip: nextIp() },
    );
    expect(answer).toMatchObject({
      status: 400,
      body: { error: "Dit adres is niet toegestaan: privé-netwerk." },
    });
  });

  it("a non-HTML answer is 415 and a page over 5 MB is 413", async () => {
    const json = await callAnalyzer(
      emulator(),
      "POST",
      { url: `${site.origin}/data.json` },
      { ip: nextIp() },
    );
    expect(json).toMatchObject({
      status: 415,
      body: { error: "Dit adres levert geen HTML maar application/json." },
    });
    const huge = await callAnalyzer(
      emulator(),
      "POST",
      { url: `${site.origin}/groot` },
      { ip: nextIp() },
    );
    expect(huge).toMatchObject({
      status: 413,
      body: { error: "De pagina is groter dan 5 MB en wordt niet geanalyseerd." },
    });
  });

  it("PUT is 405; a history without a session is 401", async () => {
    const put = await fetch(`${emulator().url}/functions/v1/analyze-site`, {
      method: "PUT",
      headers: { apikey: emulator().anonKey, Authorization: `Bearer ${emulator().anonKey}` },
    });
    expect(put.status).toBe(405);
    const history = await callAnalyzer(emulator(), "GET");
    expect(history).toMatchObject({
      status: 401,
      body: { error: ANALYZER_ERRORS.historyNeedsSession },
    });
  });
});

describe("analyze-site: signed-in customers keep a history", () => {
  it("stores their analyses, newest first, and shows nobody else's", async () => {
    const anna = await signUpCustomer(emulator(), "anna");
    const bram = await signUpCustomer(emulator(), "bram");
    const first = await callAnalyzer(
      emulator(),
      "POST",
      { url: `${site.origin}/zwak?anna` },
      { token: anna.token },
    );
    const second = await callAnalyzer(
      emulator(),
      "POST",
      { url: `${site.origin}/goed?anna` },
      { token: anna.token },
    );
    expect(first.status).toBe(200);
    // Bram asks for an address Anna analysed a moment ago: the cached result becomes his own row.
    const bramCopy = await callAnalyzer(
      emulator(),
      "POST",
      { url: `${site.origin}/zwak?anna` },
      { token: bram.token },
    );
    expect(bramCopy.body).toMatchObject({ cached: true, overallScore: 75 });
    expect(bramCopy.body.id).not.toBe(first.body.id);

    const annaHistory = await callAnalyzer(emulator(), "GET", undefined, { token: anna.token });
    expect(annaHistory.status).toBe(200);
    expect(annaHistory.body.analyses).toEqual([
      expect.objectContaining({
        id: second.body.id,
        url: `${site.origin}/goed?anna`,
        overallScore: 100,
        seoScore: 100,
        pagespeedStatus: "unavailable",
      }),
      expect.objectContaining({
        id: first.body.id,
        url: `${site.origin}/zwak?anna`,
        overallScore: 75,
      }),
    ]);
    const bramHistory = await callAnalyzer(emulator(), "GET", undefined, { token: bram.token });
    expect(bramHistory.body.analyses).toEqual([expect.objectContaining({ id: bramCopy.body.id })]);
  });

  it("a signed-out session's token is refused, not treated as a visitor", async () => {
    const answer = await callAnalyzer(
      emulator(),
      "POST",
      { url: `${site.origin}/goed` },
      { token: "not-a-jwt" },
    );
    expect(answer).toMatchObject({ status: 401 });
  });
});

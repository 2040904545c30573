import { describe, expect, it, vi } from "vitest";
import {
  SITE_FACT_REVIEW_MESSAGES,
  siteFactListSchema,
} from "../../supabase/functions/_shared/contract/site-fact-review.ts";
import { loadWriterFacts } from "../../supabase/functions/_shared/facts/fact-store.ts";
import { startBusinessSite } from "../fixtures/business-sites/serve.ts";
import { invoke } from "./billing-support.ts";
import { signUpUser, type SignedUpUser } from "./emulator-support.ts";
import { runSiteScan } from "./site-facts-support.ts";
import { useSiteEmulator } from "./site-emulator.ts";

/**
 * The site-facts function through supabase-js as the browser calls it: the customer lists what
 * the latest scan of their site (a driving school) found, hides a fact so the writers no longer
 * get it, shows it again, and cannot touch another customer's facts.
 */
vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const { site, emulator, db } = useSiteEmulator({
  startSite: () => startBusinessSite("rijschool"),
});

const call = (
  customer: SignedUpUser,
  method: "GET" | "PATCH" | "DELETE",
  body?: Record<string, unknown>,
) => invoke(customer, "site-facts", body, method);

const customer = (prefix: string) => signUpUser(emulator(), { prefix, requireSession: true });

describe("site-facts function", () => {
  it("lists nothing before the first scan", async () => {
    const anna = await customer("voorscan");
    expect(await call(anna, "GET")).toEqual({ status: 200, body: { scan: null, facts: [] } });
  });

  it("lists the latest scan's facts, hides one from the writers and shows it again", async () => {
    const anna = await customer("feitenlijst");
    const scanId = await runSiteScan(emulator(), db(), anna.id, `${site().origin}/`);
    const [scanRow] = await db()<{ finished_at: Date }[]>`
      select finished_at from public.site_scans where id = ${scanId}`;

    const listed = await call(anna, "GET");
    expect(listed.status).toBe(200);
    const list = siteFactListSchema.parse(listed.body);
    expect(list.scan).toEqual({
      siteUrl: `${site().origin}/`,
      finishedAt: scanRow!.finished_at.toISOString(),
    });
    expect(list.facts.map((fact) => fact.id)).toEqual(
      (await loadWriterFacts(db(), anna.id)).map((fact) => fact.id),
    );
    const offering = list.facts.find((fact) => fact.kind === "offering")!;
    expect(offering.pageUrl.startsWith(site().origin)).toBe(true);

    const hidden = await call(anna, "PATCH", { id: offering.id, hidden: true });
    expect(hidden).toEqual({ status: 200, body: { fact: { ...offering, hidden: true } } });
    const writerIds = (await loadWriterFacts(db(), anna.id)).map((fact) => fact.id);
    expect(writerIds).not.toContain(offering.id);
    expect(writerIds).toHaveLength(list.facts.length - 1);
    // The review list keeps the hidden fact, in its place, so it can be shown again.
    const again = siteFactListSchema.parse((await call(anna, "GET")).body);
    expect(again.facts.map((fact) => [fact.id, fact.hidden])).toEqual(
      list.facts.map((fact) => [fact.id, fact.id === offering.id]),
    );

    const shown = await call(anna, "PATCH", { id: offering.id, hidden: false });
    expect(shown).toEqual({ status: 200, body: { fact: offering } });
    expect(await loadWriterFacts(db(), anna.id)).toHaveLength(list.facts.length);

    // Another customer cannot hide it, and learns nothing about it.
    const bert = await customer("anderefeiten");
    expect(await call(bert, "PATCH", { id: offering.id, hidden: true })).toEqual({
      status: 404,
      body: { error: SITE_FACT_REVIEW_MESSAGES.notFound },
    });
    expect(await call(bert, "GET")).toEqual({ status: 200, body: { scan: null, facts: [] } });
    expect((await loadWriterFacts(db(), anna.id)).map((fact) => fact.id)).toContain(offering.id);
  });

  it("answers bad input with 400 and other methods with 405, never 500", async () => {
    const anna = await customer("foutief");
    for (const body of [
      { id: "niet-hex", hidden: true },
      { id: "0123456789abcdef" },
      { id: "0123456789abcdef", hidden: "ja" },
      { id: "0123456789abcdef", hidden: true, text: "verzonnen" },
    ]) {
      const answer = await call(anna, "PATCH", body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error).toMatch(new RegExp(`${SITE_FACT_REVIEW_MESSAGES.invalid}$`));
    }
    expect(await call(anna, "PATCH")).toEqual({
      status: 400,
      body: { error: "Het verzoek heeft geen inhoud (JSON verwacht)." },
    });
    expect(await call(anna, "DELETE")).toMatchObject({ status: 405 });
  });

  it("refuses a caller without a session", async () => {
    const response = await fetch(`${emulator().url}/functions/v1/site-facts`, {
      headers: { apikey: emulator().anonKey },
    });
    expect(response.status).toBe(401);
  });
});

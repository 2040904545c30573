import postgres from "postgres";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  changeNl,
  countNl,
  ctrNl,
  periodNl,
  positionNl,
} from "../../supabase/functions/_shared/contract/dutch-figures.ts";
import {
  ORGANIC_MOVERS,
  ORGANIC_TRAFFIC_TEXT,
  type QueryMover,
  type ReadyOrganicTraffic,
} from "../../supabase/functions/_shared/contract/organic-traffic.ts";
import { reportPageSchema } from "../../supabase/functions/_shared/contract/reports.ts";
import type { PerformancePeriod } from "../../supabase/functions/_shared/contract/search-performance.ts";
import { createReport } from "../../supabase/functions/_shared/report/create-report.ts";
import { signUpCustomer, type Customer } from "./billing-support.ts";
import { useEmulator } from "./emulator-support.ts";
import { callReports } from "./reports-support.ts";
import { apiRows, connectWithProperty, giveProfile, runImports } from "./search-console-support.ts";

vi.setConfig({ testTimeout: 120_000, hookTimeout: 240_000 });

/**
 * The report's "Organisch verkeer uit Google" through the reports function (page JSON and PDF),
 * compared with what Google's API answers (the official client against the double) for the
 * same property and periods. The report is made before Search Console is connected: the section
 * is read live, so it shows the figures once they are imported.
 */
const emulator = useEmulator({ autoconfirm: true });
const SITE = "https://www.bakkerij-rapportverkeer.nl/";
let anna: Customer;
let sql: postgres.Sql;
let reportId: string;

async function makeReport(customer: Customer): Promise<string> {
  const [scan] = await sql<{ id: string }[]>`
    insert into public.site_scans (user_id, site_url, status, page_limit, finished_at)
    values (${customer.id}, ${SITE}, 'done', 10, now()) returning id`;
  const made = await createReport(
    sql,
    { id: scan!.id, userId: customer.id, siteUrl: SITE },
    [],
    "ultimate",
  );
  return made.reportId;
}

async function section(customer: Customer, id: string) {
  const answer = await callReports(customer, `?id=${id}`);
  expect(answer.status).toBe(200);
  return reportPageSchema.parse(answer.body).organicTraffic;
}

const google = (body: Record<string, unknown>) => apiRows(emulator(), anna.email, SITE, body);
const range = (period: PerformancePeriod) => ({ startDate: period.from, endDate: period.to });

async function googleTotals(period: PerformancePeriod) {
  const [row] = await google(range(period));
  return row!;
}

/** Winners and losers as Google's per-query answers for both periods make them. */
async function googleMovers(current: PerformancePeriod, previous: PerformancePeriod) {
  const clicks = async (period: PerformancePeriod) =>
    new Map(
      (await google({ ...range(period), dimensions: ["query"] })).map((row) => [
        row.keys[0]!,
        row.clicks,
      ]),
    );
  const now = await clicks(current);
  const before = await clicks(previous);
  const movers: QueryMover[] = [...new Set([...now.keys(), ...before.keys()])]
    .map((query) => {
      const previousClicks = before.get(query) ?? 0;
      const currentClicks = now.get(query) ?? 0;
      return {
        query,
        previousClicks,
        clicks: currentClicks,
        change: currentClicks - previousClicks,
      };
    })
    .filter((mover) => mover.change !== 0)
    .sort((a, b) => Math.abs(b.change) - Math.abs(a.change) || (a.query < b.query ? -1 : 1));
  return {
    winners: movers.filter((mover) => mover.change > 0).slice(0, ORGANIC_MOVERS),
    losers: movers.filter((mover) => mover.change < 0).slice(0, ORGANIC_MOVERS),
  };
}

beforeAll(async () => {
  sql = postgres(emulator().dbUrl, { max: 1, prepare: false, onnotice: () => {} });
  anna = await signUpCustomer(emulator(), "rapport-verkeer");
  await giveProfile(emulator(), anna, "https://www.bakkerij-rapportverkeer.nl");
  reportId = await makeReport(anna);
});
afterAll(() => sql?.end());

describe("Organisch verkeer uit Google in the report", () => {
  it("explains connecting until Search Console is connected, then waits for the import", async () => {
    expect(await section(anna, reportId)).toEqual({ status: "not-connected" });
    await connectWithProperty(anna, SITE);
    expect(await section(anna, reportId)).toEqual({ status: "no-data" });
  });

  it("after the import shows Google's figures for the last 28 days and the 28 before", async () => {
    await runImports(emulator());
    const organic = (await section(anna, reportId)) as ReadyOrganicTraffic;
    expect(organic.status).toBe("ready");
    const [last] = await sql<{ day: string }[]>`
      select max(day)::text as day from public.search_console_daily where user_id = ${anna.id}`;
    expect(organic.period.to).toBe(last!.day);
    expect(organic.previousPeriod.to < organic.period.from).toBe(true);

    for (const [ours, period] of [
      [organic.totals, organic.period],
      [organic.previousTotals, organic.previousPeriod],
    ] as const) {
      const theirs = await googleTotals(period);
      expect(ours.clicks).toBe(theirs.clicks);
      expect(ours.impressions).toBe(theirs.impressions);
      expect(ours.ctr).toBeCloseTo(theirs.ctr, 12);
      expect(ours.position).toBeCloseTo(theirs.position, 9);
    }
    expect(organic.change.clicks).toBeCloseTo(
      ((organic.totals.clicks - organic.previousTotals.clicks) / organic.previousTotals.clicks) *
        100,
      9,
    );
  });

  it("shows clicks and impressions per calendar month, a partly imported month marked as such", async () => {
    const organic = (await section(anna, reportId)) as ReadyOrganicTraffic;
    expect(organic.months).toHaveLength(16);
    const lastMonth = organic.months.at(-1)!;
    expect(lastMonth.to).toBe(organic.period.to);
    expect(lastMonth.month).toBe(organic.period.to.slice(0, 7));
    for (const month of organic.months) {
      const theirs = await googleTotals(month);
      expect({ month: month.month, clicks: month.clicks, impressions: month.impressions }).toEqual({
        month: month.month,
        clicks: theirs.clicks,
        impressions: theirs.impressions,
      });
      const wholeMonth = month.from.endsWith("-01") && monthLastDay(month.month) === month.to;
      expect(month.partial).toBe(!wholeMonth);
    }
    // Complete months in between are whole calendar months.
    expect(organic.months.slice(1, -1).every((month) => !month.partial)).toBe(true);
  });

  it("lists the top queries and pages, winners and losers with Google's figures", async () => {
    const organic = (await section(anna, reportId)) as ReadyOrganicTraffic;
    for (const [dimension, ours] of [
      ["query", organic.topQueries],
      ["page", organic.topPages],
    ] as const) {
      const theirs = await google({
        ...range(organic.period),
        dimensions: [dimension],
        rowLimit: 10,
      });
      expect(ours).toHaveLength(10);
      expect(ours.map((row) => row.key)).toEqual(theirs.map((row) => row.keys[0]));
      ours.forEach((row, i) => {
        expect(row.clicks).toBe(theirs[i]!.clicks);
        expect(row.impressions).toBe(theirs[i]!.impressions);
        expect(row.position).toBeCloseTo(theirs[i]!.position, 9);
      });
    }
    const movers = await googleMovers(organic.period, organic.previousPeriod);
    expect(organic.winners.length).toBeGreaterThan(0);
    expect(organic.losers.length).toBeGreaterThan(0);
    expect({ winners: organic.winners, losers: organic.losers }).toEqual(movers);
  });

  it("the PDF states the period in Dutch dates and carries the same figures, nl-NL formatted", async () => {
    const organic = (await section(anna, reportId)) as ReadyOrganicTraffic;
    const link = await callReports(anna, `?id=${reportId}&format=pdf`);
    expect(link.status).toBe(200);
    const pdf = await fetch(link.body.url as string);
    expect(pdf.status).toBe(200);
    const document = await getDocumentProxy(new Uint8Array(await pdf.arrayBuffer()));
    const { text } = await extractText(document, { mergePages: true });
    const flat = text.replace(/\s+/g, " ");
    expect(flat).toContain(ORGANIC_TRAFFIC_TEXT.title);
    expect(flat).toContain(
      ORGANIC_TRAFFIC_TEXT.period(periodNl(organic.period), periodNl(organic.previousPeriod)),
    );
    const { totals, previousTotals, change } = organic;
    expect(flat).toContain(
      `Klikken ${countNl(totals.clicks)} ${countNl(previousTotals.clicks)} ${changeNl(change.clicks)}`,
    );
    expect(flat).toContain(
      `Vertoningen ${countNl(totals.impressions)} ${countNl(previousTotals.impressions)} ${changeNl(change.impressions)}`,
    );
    expect(flat).toContain(`CTR ${ctrNl(totals.ctr)} ${ctrNl(previousTotals.ctr)}`);
    expect(flat).toContain(
      `Gem. positie ${positionNl(totals.position)} ${positionNl(previousTotals.position)}`,
    );
    const top = organic.topQueries[0]!;
    expect(flat).toContain(
      `${top.key} ${countNl(top.clicks)} ${countNl(top.impressions)} ${ctrNl(top.ctr)} ${positionNl(top.position)}`,
    );
    const winner = organic.winners[0]!;
    expect(flat).toContain(
      `${winner.query} ${countNl(winner.previousClicks)} ${countNl(winner.clicks)} +${countNl(winner.change)}`,
    );
    const loser = organic.losers[0]!;
    expect(flat).toContain(
      `${loser.query} ${countNl(loser.previousClicks)} ${countNl(loser.clicks)} ${countNl(loser.change)}`,
    );
    for (const month of organic.months.filter((m) => !m.partial)) {
      expect(flat).toContain(
        `${monthNlOf(month.month)} ${countNl(month.clicks)} ${countNl(month.impressions)}`,
      );
    }
  });

  it("an older report keeps its own period: the newest imported day on or before its date", async () => {
    const organic = (await section(anna, reportId)) as ReadyOrganicTraffic;
    const older = await makeReport(anna);
    const madeOn = addDays(organic.period.to, -45);
    await sql`
      update public.reports set created_at = ${`${madeOn}T09:00:00Z`}::timestamptz where id = ${older}`;
    const then = (await section(anna, older)) as ReadyOrganicTraffic;
    expect(then.period.to).toBe(madeOn);
    expect(then.months.at(-1)!.to).toBe(madeOn);
    const theirs = await googleTotals(then.period);
    expect(then.totals.clicks).toBe(theirs.clicks);
    expect(then.totals.impressions).toBe(theirs.impressions);
  });
});

function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

function monthLastDay(month: string): string {
  const [year, number] = month.split("-").map(Number);
  return new Date(Date.UTC(year!, number!, 0)).toISOString().slice(0, 10);
}

function monthNlOf(month: string): string {
  return new Date(`${month}-01T00:00:00Z`).toLocaleDateString("nl-NL", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
}

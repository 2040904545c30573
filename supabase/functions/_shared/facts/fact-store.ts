/**
 * Site facts in public.site_facts (migration 20261126200000): stored by the scan, read by the
 * writers (visible facts of the latest finished scan), listed and hidden or shown again by the
 * customer. A fact keeps its row and its hidden choice across scans (its id is stable).
 */
import type { SiteFact } from "../contract/site-facts.ts";
import type { SqlRunner } from "../jobs/enqueue.ts";

interface FactRow {
  id: string;
  kind: SiteFact["kind"];
  text: string;
  page_url: string;
  page_title: string | null;
  name: string | null;
  price_cents: number | null;
  question: string | null;
  answer: string | null;
  hidden: boolean;
}

const toFact = (row: FactRow): SiteFact => ({
  id: row.id,
  kind: row.kind,
  text: row.text,
  pageUrl: row.page_url,
  pageTitle: row.page_title,
  name: row.name,
  priceCents: row.price_cents,
  question: row.question,
  answer: row.answer,
  hidden: row.hidden,
});

/**
 * Stores a finished scan's facts: new ones added, known ones moved to this scan (their hidden
 * choice kept), and those the site no longer shows removed — unless hidden, so the choice
 * still holds if the fact comes back.
 */
export async function storeScanFacts(
  sql: SqlRunner,
  scan: { id: string; userId: string },
  facts: readonly SiteFact[],
): Promise<void> {
  const rows = facts.map((fact, position) => ({
    user_id: scan.userId,
    id: fact.id,
    scan_id: scan.id,
    position,
    kind: fact.kind,
    text: fact.text,
    page_url: fact.pageUrl,
    page_title: fact.pageTitle,
    name: fact.name,
    price_cents: fact.priceCents,
    question: fact.question,
    answer: fact.answer,
  }));
  if (rows.length > 0) {
    await sql`
      insert into public.site_facts ${sql(rows)}
      on conflict (user_id, id) do update set
        scan_id = excluded.scan_id, position = excluded.position, kind = excluded.kind,
        text = excluded.text, page_url = excluded.page_url, page_title = excluded.page_title,
        name = excluded.name, price_cents = excluded.price_cents, question = excluded.question,
        answer = excluded.answer`;
  }
  await sql`
    delete from public.site_facts
    where user_id = ${scan.userId} and scan_id <> ${scan.id} and not hidden`;
}

/** The latest finished scan of the customer, whose facts count. */
export async function latestFactScan(
  sql: SqlRunner,
  userId: string,
): Promise<{ id: string; siteUrl: string; finishedAt: Date | null } | null> {
  const [scan] = await sql<{ id: string; site_url: string; finished_at: Date | null }[]>`
    select id, site_url, finished_at from public.site_scans
    where user_id = ${userId} and status = 'done'
    order by started_at desc limit 1`;
  return scan ? { id: scan.id, siteUrl: scan.site_url, finishedAt: scan.finished_at } : null;
}

async function factsOfScan(sql: SqlRunner, userId: string, scanId: string, withHidden: boolean) {
  const rows = await sql<FactRow[]>`
    select id, kind, text, page_url, page_title, name, price_cents, question, answer, hidden
    from public.site_facts
    where user_id = ${userId} and scan_id = ${scanId} and (${withHidden} or not hidden)
    order by position`;
  return rows.map(toFact);
}

/**
 * The facts the writers may use: those of the latest finished scan that the customer did not
 * hide, in the scan's order. Empty before the first scan.
 */
export async function loadWriterFacts(sql: SqlRunner, userId: string): Promise<SiteFact[]> {
  const scan = await latestFactScan(sql, userId);
  return scan ? factsOfScan(sql, userId, scan.id, false) : [];
}

/** Every fact of the latest finished scan, hidden ones included, for the customer's review. */
export async function loadFactsForReview(sql: SqlRunner, userId: string) {
  const scan = await latestFactScan(sql, userId);
  return { scan, facts: scan ? await factsOfScan(sql, userId, scan.id, true) : [] };
}

/** Hides or shows one of the customer's facts; null when the customer has no such fact. */
export async function setFactHidden(
  sql: SqlRunner,
  userId: string,
  id: string,
  hidden: boolean,
): Promise<SiteFact | null> {
  const [row] = await sql<FactRow[]>`
    update public.site_facts
    set hidden = ${hidden}, hidden_at = case when ${hidden} then now() else null end
    where user_id = ${userId} and id = ${id}
    returning id, kind, text, page_url, page_title, name, price_cents, question, answer, hidden`;
  return row ? toFact(row) : null;
}

/**
 * Eight process-jobs runners at once over 2,000 queued jobs of mixed kinds, on a real PostgreSQL:
 * the contention `FOR UPDATE SKIP LOCKED` exists for, which PGlite's single session never had.
 * Every job must run exactly once (one claim, one attempt), none may be lost or left running, and
 * no runner may fail (a deadlock or serialisation error would surface as a 503 or a retry).
 *
 * The kinds are the real handlers on paths that need no network: customers without a
 * subscription or a Search Console connection (each handler skips and says why), and a kind the
 * registry does not know (failed permanently, at once).
 */
import { describe, expect, it, vi } from "vitest";
import { signUpUser, useEmulator } from "../integration/emulator-support.ts";

if (!process.env.EMULATOR_DATABASE_URL) {
  throw new Error(
    "This test needs a real PostgreSQL: run `npm run test:integration:pg` (or set EMULATOR_DATABASE_URL).",
  );
}

vi.setConfig({ testTimeout: 300_000, hookTimeout: 120_000 });

const JOB_COUNT = 2_000;
const RUNNERS = 8;
const CUSTOMERS = 10;

/** What each kind's row must hold afterwards. */
const EXPECTED = {
  "content-plan": { status: "done", result: { skipped: "no live subscription" }, last_error: null },
  "content-write": {
    status: "done",
    result: { skipped: "no live subscription" },
    last_error: null,
  },
  "site-scan": { status: "done", result: { skipped: "no live subscription" }, last_error: null },
  "search-console-import": {
    status: "done",
    result: { skipped: "no connected property" },
    last_error: null,
  },
  "retired-kind": {
    status: "failed",
    result: null,
    last_error: 'Unknown job kind "retired-kind"',
  },
} as const;
const KINDS = Object.keys(EXPECTED);

interface Summary {
  processed: number;
  succeeded: number;
  retried: number;
  failed: number;
}

const emulator = useEmulator();

/** One scheduler tick's worth of calls, as pg_cron makes them, until the queue is empty. */
async function runner(): Promise<{ calls: number; statuses: number[]; total: Summary }> {
  const total: Summary = { processed: 0, succeeded: 0, retried: 0, failed: 0 };
  const statuses: number[] = [];
  for (;;) {
    const response = await fetch(`${emulator().url}/functions/v1/process-jobs`, {
      method: "POST",
      headers: {
        Authorization: `Bearer ${emulator().serviceRoleKey}`,
        "Content-Type": "application/json",
      },
      body: JSON.stringify({ maxJobs: 100 }),
    });
    statuses.push(response.status);
    if (!response.ok) break;
    const summary = (await response.json()) as Summary;
    for (const key of Object.keys(total) as Array<keyof Summary>) total[key] += summary[key];
    if (summary.processed === 0) break;
  }
  return { calls: statuses.length, statuses, total };
}

describe("process-jobs under contention (real PostgreSQL)", () => {
  it("8 concurrent runners do 2,000 mixed jobs exactly once: none lost, none twice, no deadlock", async () => {
    for (let i = 0; i < CUSTOMERS; i++) {
      await signUpUser(emulator(), { prefix: "concurrency" });
    }
    const db = emulator().db;
    await db.query(
      `insert into public.jobs (kind, payload, user_id, run_at)
       select (array[${KINDS.map((kind) => `'${kind}'`).join(", ")}])[1 + n % ${KINDS.length}],
              case n % ${KINDS.length}
                when 1 then jsonb_build_object('postId', gen_random_uuid())
                when 2 then jsonb_build_object('siteUrl', 'https://bakkerij-' || n || '.example.nl/',
                                               'reason', 'monthly')
                else '{}'::jsonb
              end,
              customers.ids[1 + n % array_length(customers.ids, 1)],
              now() - interval '1 minute' - n * interval '1 millisecond'
       from generate_series(0, $1 - 1) as n,
            (select array_agg(id) as ids from auth.users where email like 'concurrency-%') as customers`,
      [JOB_COUNT],
    );

    const runs = await Promise.all(Array.from({ length: RUNNERS }, () => runner()));

    // Every call answered 200 (a deadlock or a lost connection is a 503) …
    expect(runs.flatMap((run) => run.statuses).filter((status) => status !== 200)).toEqual([]);
    // … every runner took part, and together they claimed each job once.
    expect(runs.every((run) => run.total.processed > 0)).toBe(true);
    const perKind = JOB_COUNT / KINDS.length;
    expect(
      runs.reduce(
        (sum, run) => ({
          processed: sum.processed + run.total.processed,
          succeeded: sum.succeeded + run.total.succeeded,
          retried: sum.retried + run.total.retried,
          failed: sum.failed + run.total.failed,
        }),
        { processed: 0, succeeded: 0, retried: 0, failed: 0 },
      ),
    ).toEqual({
      processed: JOB_COUNT,
      succeeded: JOB_COUNT - perKind,
      retried: 0,
      failed: perKind,
    });

    // The rows: one attempt each, finished, unlocked, with their kind's outcome; nothing added.
    const { rows } = await db.query<{
      kind: string;
      status: string;
      attempts: number;
      result: unknown;
      last_error: string | null;
      finished: boolean;
      locked: boolean;
      jobs: number;
    }>(
      `select kind, status, attempts, result, last_error,
              finished_at is not null and finished_at >= created_at as finished,
              locked_at is not null or locked_by is not null as locked,
              count(*)::int as jobs
       from public.jobs
       group by kind, status, attempts, result, last_error, finished, locked
       order by kind`,
    );
    expect(rows).toEqual(
      Object.entries(EXPECTED)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([kind, expected]) => ({
          kind,
          ...expected,
          attempts: 1,
          finished: true,
          locked: false,
          jobs: perKind,
        })),
    );
  });
});

import type { Database } from "../db/database.ts";

/** A delivery still owed to an endpoint: one event, how often it failed, when to try next. */
export interface PendingDelivery {
  seq: number;
  endpoint: string;
  event: string;
  type: string;
  payload: string;
  /** Failed attempts so far. */
  failures: number;
  /** Unix milliseconds, real time (the emulator clock restarts at zero offset after a restart). */
  nextAttemptAt: number;
}

/**
 * The webhook deliveries not yet made, journaled in the emulator's database (table
 * `stripe_emulator.webhook_deliveries`, created with the double's other tables in store.ts), so
 * that a restart with a data dir continues them where the previous run stopped, as Stripe keeps
 * retrying while the receiver or the emulator is down. The dispatcher works from memory and
 * writes here only what changes: a new delivery, a failure, the end (delivered or given up).
 */
export class WebhookJournal {
  constructor(private readonly db: Database) {}

  /** Journals a new delivery; returns its sequence number. */
  async add(delivery: Omit<PendingDelivery, "seq" | "failures">): Promise<number> {
    const rows = await this.db.query<{ seq: number }>(
      `insert into stripe_emulator.webhook_deliveries (endpoint, event, type, payload, next_attempt_at)
       values ($1, $2, $3, $4, $5) returning seq::float8 as seq`,
      [delivery.endpoint, delivery.event, delivery.type, delivery.payload, delivery.nextAttemptAt],
    );
    return rows[0].seq;
  }

  /** Everything still owed, oldest first (read once at start). */
  async pending(): Promise<PendingDelivery[]> {
    return this.db.query<PendingDelivery>(
      `select seq::float8 as seq, endpoint, event, type, payload, failures,
              next_attempt_at::float8 as "nextAttemptAt"
         from stripe_emulator.webhook_deliveries order by seq`,
    );
  }

  async retryLater(seq: number, failures: number, nextAttemptAt: number): Promise<void> {
    await this.db.query(
      `update stripe_emulator.webhook_deliveries set failures = $2, next_attempt_at = $3
        where seq = $1`,
      [seq, failures, nextAttemptAt],
    );
  }

  async remove(seq: number): Promise<void> {
    await this.db.query("delete from stripe_emulator.webhook_deliveries where seq = $1", [seq]);
  }

  /** Drops everything owed to an endpoint (deleted or disabled). */
  async forget(endpoint: string): Promise<void> {
    await this.db.query("delete from stripe_emulator.webhook_deliveries where endpoint = $1", [
      endpoint,
    ]);
  }
}

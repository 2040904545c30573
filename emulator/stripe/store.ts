import type { Database } from "../db/database.ts";
import type { StripeObject } from "./types.ts";

const SCHEMA_SQL = `
create schema if not exists stripe_emulator;
create table if not exists stripe_emulator.objects (
  id text primary key,
  type text not null,
  customer text,
  data jsonb not null,
  internal jsonb not null default '{}'::jsonb,
  created bigint not null,
  seq bigserial
);
create index if not exists objects_type_seq on stripe_emulator.objects (type, seq);
create index if not exists objects_customer on stripe_emulator.objects (customer);
create table if not exists stripe_emulator.idempotency_keys (
  key text not null,
  path text not null,
  status int not null,
  body jsonb not null,
  created bigint not null,
  primary key (key, path)
);
create table if not exists stripe_emulator.webhook_deliveries (
  seq bigserial primary key,
  endpoint text not null,
  event text not null,
  type text not null,
  payload text not null,
  failures int not null default 0,
  next_attempt_at bigint not null
);
create index if not exists webhook_deliveries_endpoint
  on stripe_emulator.webhook_deliveries (endpoint, seq);
revoke all on schema stripe_emulator from public, anon, authenticated, service_role;
revoke all on all tables in schema stripe_emulator from public, anon, authenticated, service_role;
revoke all on all sequences in schema stripe_emulator from public, anon, authenticated, service_role;
`;

/** An Idempotency-Key whose request is still running (no HTTP status is 0). */
const IN_PROGRESS = 0;

/** Double-only state next to an object (a flag to fail payments, discount periods left …). */
export type Internal = Record<string, unknown>;

interface Row {
  data: StripeObject;
  internal: Internal;
}

/**
 * The double's state in the emulator's database (schema `stripe_emulator`), always through its
 * Database, so it survives a restart with a data dir (or database) and the app's roles cannot
 * read it.
 * The webhook deliveries still owed live there too (webhook-journal.ts).
 */
export class StripeStore {
  constructor(private readonly db: Database) {}

  async init(): Promise<void> {
    await this.db.exec(SCHEMA_SQL);
    // A request that was running when the emulator stopped never finishes: free its key.
    await this.db.query(
      `delete from stripe_emulator.idempotency_keys where status = ${IN_PROGRESS}`,
    );
  }

  async get<T extends StripeObject>(id: string, type?: string): Promise<T | null> {
    const row = await this.row(id);
    if (!row || (type && row.data.object !== type)) return null;
    return row.data as T;
  }

  async row(id: string): Promise<Row | null> {
    const rows = await this.db.query<Row>(
      "select data, internal from stripe_emulator.objects where id = $1",
      [id],
    );
    return rows[0] ?? null;
  }

  async internal(id: string): Promise<Internal> {
    return (await this.row(id))?.internal ?? {};
  }

  async insert(object: StripeObject, internal: Internal = {}): Promise<void> {
    await this.db.query(
      `insert into stripe_emulator.objects (id, type, customer, data, internal, created)
       values ($1, $2, $3, $4::jsonb, $5::jsonb, $6)`,
      [
        object.id,
        object.object,
        customerOf(object),
        JSON.stringify(object),
        JSON.stringify(internal),
        object.created,
      ],
    );
  }

  async update(object: StripeObject, internal?: Internal): Promise<void> {
    await this.db.query(
      `update stripe_emulator.objects
          set data = $2::jsonb, customer = $3, internal = coalesce($4::jsonb, internal)
        where id = $1`,
      [
        object.id,
        JSON.stringify(object),
        customerOf(object),
        internal ? JSON.stringify(internal) : null,
      ],
    );
  }

  async setInternal(id: string, internal: Internal): Promise<void> {
    await this.db.query("update stripe_emulator.objects set internal = $2::jsonb where id = $1", [
      id,
      JSON.stringify(internal),
    ]);
  }

  /** Objects of one type, newest first (by insertion order, as Stripe lists them). */
  async list<T extends StripeObject>(type: string, customer?: string): Promise<T[]> {
    const rows = customer
      ? await this.db.query<Row>(
          "select data from stripe_emulator.objects where type = $1 and customer = $2 order by seq desc",
          [type, customer],
        )
      : await this.db.query<Row>(
          "select data from stripe_emulator.objects where type = $1 order by seq desc",
          [type],
        );
    return rows.map((row) => row.data as T);
  }

  /**
   * Takes an Idempotency-Key for a request about to run, atomically: "claimed" (run it), the
   * saved answer of an earlier request (replay it), or "in-progress" while another request with
   * the key still runs (Stripe answers 409 and saves nothing then). In progress = status 0.
   */
  async claimIdempotencyKey(
    key: string,
    path: string,
    now: number,
  ): Promise<"claimed" | "in-progress" | { status: number; body: unknown }> {
    const claimed = await this.db.query(
      `insert into stripe_emulator.idempotency_keys (key, path, status, body, created)
       values ($1, $2, ${IN_PROGRESS}, 'null'::jsonb, $3) on conflict do nothing returning key`,
      [key, path, now],
    );
    if (claimed.length > 0) return "claimed";
    const rows = await this.db.query<{ status: number; body: unknown }>(
      "select status, body from stripe_emulator.idempotency_keys where key = $1 and path = $2",
      [key, path],
    );
    const saved = rows[0];
    // Released by the other request between our insert and this select: try again.
    if (!saved) return this.claimIdempotencyKey(key, path, now);
    return saved.status === IN_PROGRESS ? "in-progress" : saved;
  }

  /** The claimed key's request succeeded: later requests with the key get this answer. */
  async remember(key: string, path: string, status: number, body: unknown) {
    await this.db.query(
      `update stripe_emulator.idempotency_keys set status = $3, body = $4::jsonb
        where key = $1 and path = $2`,
      [key, path, status, JSON.stringify(body)],
    );
  }

  /** The claimed key's request failed: the key may be used again (a retry can still succeed). */
  async release(key: string, path: string) {
    await this.db.query(
      `delete from stripe_emulator.idempotency_keys
        where key = $1 and path = $2 and status = ${IN_PROGRESS}`,
      [key, path],
    );
  }
}

function customerOf(object: StripeObject): string | null {
  if (object.object === "customer") return object.id;
  return typeof object.customer === "string" ? object.customer : null;
}

import { createHmac } from "node:crypto";
import type { StripeStore } from "./store.ts";
import { withSpecDefaults } from "./spec-defaults.ts";
import type { StripeObject, WebhookEndpointObject } from "./types.ts";
import type { PendingDelivery, WebhookJournal } from "./webhook-journal.ts";
import { WebhookHolds } from "./webhook-holds.ts";
import { DEFAULT_RETRY_DELAYS_MS } from "./webhook-schedule.ts";

/** `Stripe-Signature: t=…,v1=…`: HMAC-SHA256 keyed by the whole secret (incl. `whsec_`). */
export function signatureHeader(secret: string, payload: string, timestamp: number): string {
  const v1 = createHmac("sha256", secret).update(`${timestamp}.${payload}`).digest("hex");
  return `t=${timestamp},v1=${v1}`;
}

export interface DeliveryAttempt {
  endpoint: string;
  url: string;
  event: string;
  type: string;
  /** 1 for the first attempt; counts on across a restart. */
  attempt: number;
  /** HTTP status, or null when the request failed (connection refused, timeout). */
  status: number | null;
  error?: string;
  ok: boolean;
  at: string;
}

/** A delivery in memory: the journaled row and where it goes. */
interface Pending extends PendingDelivery {
  target: WebhookEndpointObject;
  secret: string;
}

/**
 * Delivers events to webhook endpoints: one at a time and in order per endpoint, retried on a
 * non-2xx answer or a network error with Stripe's back-off (webhook-schedule.ts), never blocking
 * the API response that caused the event. What is still owed is journaled in the database
 * (webhook-journal.ts), so deliveries survive a restart with a data dir.
 */
export class WebhookDispatcher {
  readonly attempts: DeliveryAttempt[] = [];
  private readonly queues = new Map<string, Pending[]>();
  /** Endpoints being drained, and their drain (close waits for them). */
  private readonly running = new Map<string, Promise<void>>();
  private readonly removed = new Set<string>();
  private readonly waiters: Array<() => void> = [];
  private readonly sleepers = new Set<() => void>();
  private readonly inFlight = new AbortController();
  /** Journal updates after attempts, written in order off the delivery path (see `record`). */
  private writes: Promise<void> = Promise.resolve();
  private closed = false;
  /** Test hook: deliveries wait (journaled, in order) until released, as when Stripe lags. */
  private readonly holds = new WebhookHolds();

  constructor(
    private readonly store: StripeStore,
    private readonly journal: WebhookJournal,
    private readonly log: (line: string) => void,
    private readonly retryDelaysMs: readonly number[] = DEFAULT_RETRY_DELAYS_MS,
  ) {}

  async endpointsFor(
    type: string,
  ): Promise<Array<{ endpoint: WebhookEndpointObject; secret: string }>> {
    const endpoints = await this.store.list<WebhookEndpointObject>("webhook_endpoint");
    const matching = endpoints
      .filter((e) => e.status === "enabled")
      .filter((e) => e.enabled_events.includes("*") || e.enabled_events.includes(type))
      .reverse();
    return Promise.all(
      matching.map(async (endpoint) => ({
        endpoint,
        secret: String((await this.store.internal(endpoint.id)).secret ?? ""),
      })),
    );
  }

  /** Journals one delivery per endpoint, due now, and starts delivering. */
  async enqueue(
    event: StripeObject & { type: string },
    endpoints: Array<{ endpoint: WebhookEndpointObject; secret: string }>,
  ): Promise<void> {
    if (this.closed) return;
    const payload = JSON.stringify(withSpecDefaults(structuredClone(event)), null, 2);
    for (const { endpoint, secret } of endpoints) {
      const delivery = {
        endpoint: endpoint.id,
        event: event.id,
        type: event.type,
        payload,
        nextAttemptAt: Date.now(),
      };
      const seq = await this.journal.add(delivery);
      this.push({ ...delivery, seq, failures: 0, target: endpoint, secret });
    }
  }

  /**
   * Continues what an earlier run left owed (a restart with a data dir), to each endpoint's URL
   * and secret as they are now; an endpoint deleted or disabled meanwhile gets nothing more.
   */
  async resume(): Promise<void> {
    // An event of a request that came in during the start is queued already.
    const queued = new Set([...this.queues.values()].flat().map((pending) => pending.seq));
    for (const delivery of await this.journal.pending()) {
      if (queued.has(delivery.seq)) continue;
      const row = await this.store.row(delivery.endpoint);
      const target = row?.data as WebhookEndpointObject | undefined;
      if (!target || target.deleted || target.status !== "enabled") {
        await this.journal.remove(delivery.seq);
        continue;
      }
      this.push({ ...delivery, target, secret: String(row?.internal.secret ?? "") });
    }
  }

  /** Stops retrying (and drops what is owed) for a deleted endpoint. */
  async forget(endpointId: string): Promise<void> {
    this.removed.add(endpointId);
    this.queues.delete(endpointId);
    this.wake();
    await this.journal.forget(endpointId);
  }

  /**
   * Holds deliveries back (they stay queued and journaled, attempts are not counted) until
   * released: a webhook that arrives late, seconds after the customer is back in the app. Without
   * customers every delivery is held; with customers only the events about them, and the
   * endpoint's other deliveries go on.
   */
  hold(on: boolean, customers: readonly string[] = []): void {
    this.holds.set(on, customers);
    if (!on) this.wake();
  }

  /**
   * Resolves once no delivery is owed (none queued, running or waiting for a retry) and the
   * journal says so.
   */
  async idle(): Promise<void> {
    if (this.running.size > 0) await new Promise<void>((resolve) => this.waiters.push(resolve));
    await this.writes;
  }

  /**
   * Stops delivering: waits end, a request under way is aborted, and what is owed stays in the
   * journal for the next start.
   */
  async close(): Promise<void> {
    this.closed = true;
    this.inFlight.abort();
    this.wake();
    await Promise.all(this.running.values());
    await this.writes;
  }

  private push(pending: Pending) {
    const queue = this.queues.get(pending.endpoint) ?? [];
    queue.push(pending);
    this.queues.set(pending.endpoint, queue);
    if (this.running.has(pending.endpoint)) {
      this.wake(); // a drain waiting on held deliveries takes this one now
      return;
    }
    const drain = this.drain(pending.endpoint)
      .catch((error: unknown) => {
        // Unexpected (attempts catch their own errors); what is owed stays journaled.
        this.log(`[stripe] webhook delivery stopped: ${String(error)}`);
      })
      .finally(() => {
        this.running.delete(pending.endpoint);
        if (this.running.size === 0) for (const resolve of this.waiters.splice(0)) resolve();
      });
    this.running.set(pending.endpoint, drain);
  }

  private async drain(endpointId: string) {
    const queue = this.queues.get(endpointId);
    while (queue && queue.length > 0 && !this.closed && !this.removed.has(endpointId)) {
      const next = queue.find((pending) => !this.holds.holds(pending.payload));
      if (!next) {
        await this.sleep(60_000); // until released (wake) or closed
        continue;
      }
      const finished = await this.attemptDelivery(next);
      if (finished) queue.splice(queue.indexOf(next), 1);
    }
  }

  /** One attempt when it is due; true once the delivery is done (delivered or given up). */
  private async attemptDelivery(pending: Pending): Promise<boolean> {
    const wait = pending.nextAttemptAt - Date.now();
    if (wait > 0) {
      await this.sleep(wait);
      return false; // the drain checks whether to go on (closed, endpoint deleted)
    }
    const record = await this.post(pending);
    // Closed while the request ran: nothing more is written; the delivery stays owed.
    if (this.closed || this.removed.has(pending.endpoint)) return false;
    this.attempts.push(record);
    const total = this.retryDelaysMs.length + 1;
    if (record.ok || record.attempt >= total) {
      if (!record.ok) {
        this.log(
          `[stripe] gave up delivering ${pending.type} ${pending.event} to ${pending.target.url} after ${total} attempts`,
        );
      }
      this.record(() => this.journal.remove(pending.seq));
      return true;
    }
    const failures = record.attempt;
    const nextAttemptAt = Date.now() + this.retryDelaysMs[record.attempt - 1];
    Object.assign(pending, { failures, nextAttemptAt });
    this.record(() => this.journal.retryLater(pending.seq, failures, nextAttemptAt));
    return false;
  }

  /**
   * Writes the outcome of an attempt without holding up the next delivery; the writes keep
   * their order and close() waits for them. A crash before one lands costs at most a repeated
   * delivery after the restart, which receivers tolerate (Stripe may deliver twice too).
   */
  private record(write: () => Promise<void>) {
    this.writes = this.writes.then(write).catch((error: unknown) => {
      this.log(`[stripe] could not journal a webhook delivery: ${String(error)}`);
    });
  }

  private async post(pending: Pending): Promise<DeliveryAttempt> {
    const base = {
      endpoint: pending.endpoint,
      url: pending.target.url,
      event: pending.event,
      type: pending.type,
      attempt: pending.failures + 1,
      at: new Date().toISOString(),
    };
    // Real time, not the emulator clock: the receiver checks the timestamp against its own clock.
    const timestamp = Math.floor(Date.now() / 1000);
    try {
      const response = await fetch(pending.target.url, {
        method: "POST",
        headers: {
          "Content-Type": "application/json; charset=utf-8",
          "User-Agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
          "Stripe-Signature": signatureHeader(pending.secret, pending.payload, timestamp),
        },
        body: pending.payload,
        signal: AbortSignal.any([AbortSignal.timeout(10_000), this.inFlight.signal]),
      });
      await response.arrayBuffer().catch(() => undefined);
      return { ...base, status: response.status, ok: response.ok };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return { ...base, status: null, ok: false, error: message };
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.sleepers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.sleepers.add(done);
    });
  }

  /** Ends every wait early (the drains then check whether to go on). */
  private wake() {
    for (const done of [...this.sleepers]) done();
  }
}

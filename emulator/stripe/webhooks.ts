import { createHmac } from "node:crypto";
import type { StripeStore } from "./store.ts";
import { withSpecDefaults } from "./spec-defaults.ts";
import type { StripeObject, WebhookEndpointObject } from "./types.ts";

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
  attempt: number;
  /** HTTP status, or null when the request failed (connection refused, timeout). */
  status: number | null;
  error?: string;
  ok: boolean;
  at: string;
}

interface Pending {
  endpoint: WebhookEndpointObject;
  secret: string;
  eventId: string;
  type: string;
  payload: string;
}

/** Waits between attempts: short, since this is a local double (Stripe retries for 3 days). */
export const DEFAULT_RETRY_DELAYS_MS = [200, 1000, 3000, 5000, 8000];

/**
 * Delivers events to webhook endpoints: one at a time and in order per endpoint, retried on a
 * non-2xx answer or a network error, never blocking the API response that caused the event.
 */
export class WebhookDispatcher {
  readonly attempts: DeliveryAttempt[] = [];
  private readonly queues = new Map<string, Pending[]>();
  private readonly running = new Set<string>();
  private readonly removed = new Set<string>();
  private readonly waiters: Array<() => void> = [];
  private readonly timers = new Set<NodeJS.Timeout>();
  private closed = false;

  constructor(
    private readonly store: StripeStore,
    private readonly log: (line: string) => void,
    private readonly retryDelaysMs: number[] = DEFAULT_RETRY_DELAYS_MS,
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

  enqueue(
    event: StripeObject & { type: string },
    endpoints: Array<{ endpoint: WebhookEndpointObject; secret: string }>,
  ) {
    if (this.closed) return;
    const payload = JSON.stringify(withSpecDefaults(structuredClone(event)), null, 2);
    for (const { endpoint, secret } of endpoints) {
      const queue = this.queues.get(endpoint.id) ?? [];
      queue.push({ endpoint, secret, eventId: event.id, type: event.type, payload });
      this.queues.set(endpoint.id, queue);
      if (!this.running.has(endpoint.id)) void this.drain(endpoint.id);
    }
  }

  /** Stops retrying (and drops queued events) for a deleted endpoint. */
  forget(endpointId: string) {
    this.removed.add(endpointId);
    this.queues.delete(endpointId);
    this.settle();
  }

  /** Resolves once no delivery is queued, running or waiting for a retry. */
  idle(): Promise<void> {
    if (this.isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  close() {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.queues.clear();
    this.running.clear();
    this.settle();
  }

  private isIdle() {
    return this.running.size === 0 && [...this.queues.values()].every((q) => q.length === 0);
  }

  private settle() {
    if (!this.isIdle()) return;
    for (const resolve of this.waiters.splice(0)) resolve();
  }

  private async drain(endpointId: string) {
    this.running.add(endpointId);
    try {
      const queue = this.queues.get(endpointId);
      while (queue && queue.length > 0 && !this.closed && !this.removed.has(endpointId)) {
        await this.deliver(queue[0]);
        queue.shift();
      }
    } finally {
      this.running.delete(endpointId);
      this.settle();
    }
  }

  private async deliver(pending: Pending) {
    const total = this.retryDelaysMs.length + 1;
    for (let attempt = 1; attempt <= total; attempt++) {
      if (this.closed || this.removed.has(pending.endpoint.id)) return;
      const record = await this.attempt(pending, attempt);
      this.attempts.push(record);
      if (record.ok) return;
      if (attempt === total) break;
      await this.sleep(this.retryDelaysMs[attempt - 1]);
    }
    this.log(
      `[stripe] gave up delivering ${pending.type} ${pending.eventId} to ${pending.endpoint.url} after ${total} attempts`,
    );
  }

  private async attempt(pending: Pending, attempt: number): Promise<DeliveryAttempt> {
    const base = {
      endpoint: pending.endpoint.id,
      url: pending.endpoint.url,
      event: pending.eventId,
      type: pending.type,
      attempt,
      at: new Date().toISOString(),
    };
    // Real time, not the emulator clock: the receiver checks the timestamp against its own clock.
    const timestamp = Math.floor(Date.now() / 1000);
    try {
      const response = await fetch(pending.endpoint.url, {
        method: "POST",
        headers: {
          "Content-Type": "application/json; charset=utf-8",
          "User-Agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
          "Stripe-Signature": signatureHeader(pending.secret, pending.payload, timestamp),
        },
        body: pending.payload,
        signal: AbortSignal.timeout(10_000),
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
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        resolve();
      }, ms);
      this.timers.add(timer);
    });
  }
}

import type { Clock } from "../clock.ts";
import type { StripeStore } from "./store.ts";
import type { WebhookDispatcher } from "./webhooks.ts";

/** What every resource handler and billing operation shares. */
export interface StripeContext {
  store: StripeStore;
  clock: Clock;
  webhooks: WebhookDispatcher;
  /** The emulator's public origin, e.g. `http://127.0.0.1:54321` (known once it listens). */
  publicUrl: () => string;
  /** Runs state changes one at a time, so concurrent requests cannot interleave them. */
  exclusive: <T>(fn: () => Promise<T>) => Promise<T>;
  log: (line: string) => void;
}

/** Unix seconds on the emulator clock. */
export const now = (ctx: StripeContext) => ctx.clock.seconds();

export function createMutex(): <T>(fn: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(fn: () => Promise<T>) => {
    const run = tail.then(fn, fn);
    tail = run.catch(() => undefined);
    return run;
  };
}

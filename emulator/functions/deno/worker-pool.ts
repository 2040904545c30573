/** What the pool needs of a worker (DenoWorker, or a stand-in in unit tests). */
export interface PoolWorker {
  readonly alive: boolean;
  readonly exited: Promise<void>;
  stop(): Promise<void>;
}

export interface WorkerLease<W extends PoolWorker> {
  worker: W;
  /** Hands the worker back (it serves the next request, or stops when it is stale). */
  release(): void;
}

interface Slot<W> {
  worker: W;
  /** The environment the worker started with; another one needs a new worker. */
  envKey: string;
  busy: boolean;
  stale: boolean;
  idleTimer?: ReturnType<typeof setTimeout>;
}

export interface WorkerPoolOptions<W> {
  /** Starts a worker for the environment `envKey` stands for. */
  start: (envKey: string) => Promise<W>;
  /** Workers of one function at the same time; more requests wait for one to be free. */
  maxWorkers: number;
  /** An idle worker stops after this long (the next request boots a new one). */
  idleMs: number;
}

/**
 * The workers of one function. Like the edge runtime (a request per isolate at a time, more
 * isolates for concurrent requests) each worker serves one request at a time, which also makes
 * a worker's CPU time and memory during a request that request's own. A worker that exits
 * (crashed, killed at a limit) leaves the pool; the next request starts another. A worker
 * started with other variables, or marked stale (its files changed), ends once it is idle.
 */
export class WorkerPool<W extends PoolWorker> {
  private readonly slots = new Set<Slot<W>>();
  private starting = 0;
  private waiters: Array<() => void> = [];
  private closed = false;

  constructor(private readonly options: WorkerPoolOptions<W>) {}

  /** Workers now running (busy or idle). */
  workers(): Array<{ worker: W; busy: boolean }> {
    return [...this.slots].map((slot) => ({ worker: slot.worker, busy: slot.busy }));
  }

  async acquire(envKey: string): Promise<WorkerLease<W>> {
    for (;;) {
      if (this.closed) throw new Error("The functions runner is closed");
      for (const slot of this.slots) {
        if (slot.envKey !== envKey) this.markStale(slot);
      }
      const idle = [...this.slots].find((slot) => !slot.busy && !slot.stale && slot.worker.alive);
      if (idle) return this.lease(idle);
      const live = [...this.slots].filter((slot) => !slot.stale).length;
      if (live + this.starting < this.options.maxWorkers) {
        return this.lease(await this.startSlot(envKey));
      }
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }

  /** Every worker ends as soon as it is idle (dev reload: the function's files changed). */
  markAllStale(): void {
    for (const slot of this.slots) this.markStale(slot);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.wakeAll();
    await Promise.all([...this.slots].map((slot) => this.stopSlot(slot)));
  }

  private async startSlot(envKey: string): Promise<Slot<W>> {
    this.starting += 1;
    let worker: W;
    try {
      worker = await this.options.start(envKey);
    } catch (error) {
      this.starting -= 1;
      // The place it held is free again for whoever waits.
      this.wakeOne();
      throw error;
    }
    this.starting -= 1;
    const slot: Slot<W> = { worker, envKey, busy: false, stale: false };
    this.slots.add(slot);
    void worker.exited.then(() => {
      this.slots.delete(slot);
      clearTimeout(slot.idleTimer);
      this.wakeOne();
    });
    if (this.closed) {
      await this.stopSlot(slot);
      throw new Error("The functions runner is closed");
    }
    return slot;
  }

  private lease(slot: Slot<W>): WorkerLease<W> {
    clearTimeout(slot.idleTimer);
    slot.busy = true;
    let released = false;
    return {
      worker: slot.worker,
      release: () => {
        if (released) return;
        released = true;
        slot.busy = false;
        if (slot.stale || this.closed) {
          void this.stopSlot(slot);
        } else {
          slot.idleTimer = setTimeout(() => void this.stopSlot(slot), this.options.idleMs);
          slot.idleTimer.unref?.();
        }
        this.wakeOne();
      },
    };
  }

  private markStale(slot: Slot<W>): void {
    if (slot.stale) return;
    slot.stale = true;
    if (!slot.busy) void this.stopSlot(slot);
  }

  private async stopSlot(slot: Slot<W>): Promise<void> {
    clearTimeout(slot.idleTimer);
    this.slots.delete(slot);
    await slot.worker.stop();
    this.wakeOne();
  }

  private wakeOne(): void {
    this.waiters.shift()?.();
  }

  private wakeAll(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }
}

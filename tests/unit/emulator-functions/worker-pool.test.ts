import { afterEach, describe, expect, it, vi } from "vitest";
import { WorkerPool, type PoolWorker } from "../../../emulator/functions/deno/worker-pool.ts";

class FakeWorker implements PoolWorker {
  alive = true;
  stopped = false;
  readonly exited: Promise<void>;
  private exit!: () => void;

  constructor(
    readonly id: number,
    readonly envKey: string,
  ) {
    this.exited = new Promise((resolve) => (this.exit = resolve));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.crash();
  }

  crash(): void {
    this.alive = false;
    this.exit();
  }
}

function pool(options: { maxWorkers?: number; idleMs?: number; fail?: () => boolean } = {}) {
  const started: FakeWorker[] = [];
  const workers = new WorkerPool<FakeWorker>({
    start: async (envKey) => {
      if (options.fail?.()) throw new Error("boot failed");
      const worker = new FakeWorker(started.length + 1, envKey);
      started.push(worker);
      return worker;
    },
    maxWorkers: options.maxWorkers ?? 2,
    idleMs: options.idleMs ?? 60_000,
  });
  return { workers, started };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

afterEach(() => {
  vi.useRealTimers();
});

describe("WorkerPool", () => {
  it("starts a worker on the first request and gives it the next one once it is free", async () => {
    const { workers, started } = pool();
    const first = await workers.acquire("env");
    expect(first.worker.id).toBe(1);
    first.release();
    const second = await workers.acquire("env");
    expect(second.worker.id).toBe(1);
    expect(started).toHaveLength(1);
  });

  it("serves one request per worker: a concurrent request gets another worker", async () => {
    const { workers } = pool();
    const [a, b] = await Promise.all([workers.acquire("env"), workers.acquire("env")]);
    expect(a.worker.id).not.toBe(b.worker.id);
    expect(workers.workers().map((slot) => slot.busy)).toEqual([true, true]);
  });

  it("makes requests beyond the most workers wait for a free one", async () => {
    const { workers, started } = pool({ maxWorkers: 1 });
    const first = await workers.acquire("env");
    let second: Awaited<ReturnType<typeof workers.acquire>> | undefined;
    void workers.acquire("env").then((lease) => (second = lease));
    await tick();
    expect(second).toBeUndefined();
    first.release();
    await tick();
    expect(second?.worker.id).toBe(1);
    expect(started).toHaveLength(1);
  });

  it("drops a worker that exited; the next request starts another", async () => {
    const { workers } = pool();
    const lease = await workers.acquire("env");
    lease.worker.crash();
    lease.release();
    await tick();
    expect(workers.workers()).toEqual([]);
    const next = await workers.acquire("env");
    expect(next.worker.id).toBe(2);
  });

  it("replaces a worker started with other variables, stopping the old one once it is free", async () => {
    const { workers } = pool();
    const old = await workers.acquire("env-1");
    const fresh = await workers.acquire("env-2");
    expect(fresh.worker.envKey).toBe("env-2");
    expect(old.worker.stopped).toBe(false);
    old.release();
    await tick();
    expect(old.worker.stopped).toBe(true);
  });

  it("stops stale workers (changed files) when idle, busy ones after their request", async () => {
    const { workers } = pool();
    const [busy, idle] = await Promise.all([workers.acquire("env"), workers.acquire("env")]);
    idle.release();
    workers.markAllStale();
    await tick();
    expect(idle.worker.stopped).toBe(true);
    expect(busy.worker.stopped).toBe(false);
    busy.release();
    await tick();
    expect(busy.worker.stopped).toBe(true);
    expect((await workers.acquire("env")).worker.id).toBe(3);
  });

  it("stops a worker that stayed idle", async () => {
    vi.useFakeTimers();
    const { workers } = pool({ idleMs: 1_000 });
    const lease = await workers.acquire("env");
    lease.release();
    await vi.advanceTimersByTimeAsync(999);
    expect(lease.worker.stopped).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(lease.worker.stopped).toBe(true);
  });

  it("passes a boot failure to the request and frees its place for the next", async () => {
    let failing = true;
    const { workers } = pool({ maxWorkers: 1, fail: () => failing });
    await expect(workers.acquire("env")).rejects.toThrow("boot failed");
    failing = false;
    expect((await workers.acquire("env")).worker.id).toBe(1);
  });

  it("stops every worker on close and refuses new requests", async () => {
    const { workers } = pool();
    const [a, b] = await Promise.all([workers.acquire("env"), workers.acquire("env")]);
    b.release();
    await workers.close();
    expect([a.worker.stopped, b.worker.stopped]).toEqual([true, true]);
    await expect(workers.acquire("env")).rejects.toThrow("closed");
  });
});

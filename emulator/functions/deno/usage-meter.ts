import type { ProcStats } from "./proc-stats.ts";

/**
 * The hosted edge runtime's limits per request (Supabase's "Limits" page): 2 s of CPU time
 * (async I/O does not count) and 256 MB of memory. Beyond them the runtime stops the worker and
 * the caller gets 546 WORKER_LIMIT.
 */
export const EDGE_LIMITS = { cpuMs: 2_000, memoryBytes: 256 * 1024 * 1024 } as const;

export type EdgeLimits = { cpuMs: number; memoryBytes: number };
export type LimitKind = "cpu" | "memory";

export interface RequestUsage {
  /** CPU time of the worker's main thread during the request (10 ms resolution). */
  cpuMs: number;
  /**
   * The request's peak resident memory minus what the bare Deno runtime took before the
   * function's code loaded: the function's own modules, heap and buffers, which is what the
   * edge runtime counts against an isolate (its runtime is shared, ours is per process).
   */
  memoryBytes: number;
  /** The worker process's peak resident memory during the request. */
  peakRssBytes: number;
  /** The limits this request went over, in the order they were noticed. */
  over: LimitKind[];
}

export interface UsageMeterOptions {
  pid: number;
  /** Resident memory of the Deno runtime before the function's modules were imported. */
  runtimeRssBytes: number;
  stats: ProcStats;
  limits: EdgeLimits;
  /** Called once, as soon as a sample is over a limit (the caller may stop the worker). */
  onOver: (usage: RequestUsage) => void;
  /** How often a running request is sampled. */
  intervalMs?: number;
}

/**
 * Measures one request in one worker (a worker serves one request at a time, so nothing else
 * is counted in): CPU time as the difference of the main thread's utime + stime, memory as the
 * peak since the start of the request (the kernel's high-water mark, reset at the start; where
 * the kernel refuses the reset, the highest sample). Samples while the request runs so a limit
 * is noticed when it is crossed, not only at the end.
 */
export class UsageMeter {
  private readonly startCpuMs: number | null;
  private readonly exactPeak: boolean;
  private sampledPeak = 0;
  private timer: ReturnType<typeof setInterval> | undefined;
  private readonly over: LimitKind[] = [];
  private last: RequestUsage | null = null;

  constructor(private readonly options: UsageMeterOptions) {
    const { stats, pid } = options;
    this.startCpuMs = stats.cpuMs(pid);
    this.exactPeak = stats.resetPeak(pid);
    if (this.startCpuMs === null) return;
    this.timer = setInterval(() => this.sample(), options.intervalMs ?? 50);
    this.timer.unref?.();
  }

  /** The final figures (null where /proc cannot be read: not Linux, or the worker is gone). */
  stop(): RequestUsage | null {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    return this.sample() ?? this.last;
  }

  private sample(): RequestUsage | null {
    const { stats, pid, limits, runtimeRssBytes } = this.options;
    if (this.startCpuMs === null) return null;
    const cpuNow = stats.cpuMs(pid);
    const rss = stats.rssBytes(pid);
    if (cpuNow === null || rss === null) return null;
    this.sampledPeak = Math.max(this.sampledPeak, rss);
    const peak = this.exactPeak
      ? Math.max(stats.peakRssBytes(pid) ?? 0, this.sampledPeak)
      : this.sampledPeak;
    const usage: RequestUsage = {
      cpuMs: Math.max(0, cpuNow - this.startCpuMs),
      memoryBytes: Math.max(0, peak - runtimeRssBytes),
      peakRssBytes: peak,
      over: this.over,
    };
    const crossed = this.over.length;
    if (usage.cpuMs > limits.cpuMs && !this.over.includes("cpu")) this.over.push("cpu");
    if (usage.memoryBytes > limits.memoryBytes && !this.over.includes("memory")) {
      this.over.push("memory");
    }
    this.last = { ...usage, over: [...this.over] };
    if (crossed === 0 && this.over.length > 0) this.options.onOver(this.last);
    return this.last;
  }
}

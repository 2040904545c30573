/**
 * The simulated clock of `bench:month-end`: the process-jobs calls run back to back, and each
 * stands for one pg_cron tick, i.e. max(one minute, its own duration) of real time. A moment of
 * the run (a job due, a job started) maps to the tick it fell in, at the same distance from that
 * tick's start; whatever was due before the first tick counts as due at its start (period end).
 */
export interface Tick {
  wallStart: number;
  wallEnd: number;
}

export interface SimulatedClock {
  /** Milliseconds after the first tick, on the simulated clock. */
  toSim(wall: number): number;
  totalMs: number;
  wallMs: number;
}

export function simulatedClock(ticks: readonly Tick[], tickMs: number): SimulatedClock {
  const starts: number[] = [];
  let total = 0;
  for (const tick of ticks) {
    starts.push(total);
    total += Math.max(tickMs, tick.wallEnd - tick.wallStart);
  }
  return {
    toSim(wall) {
      if (ticks.length === 0 || wall <= ticks[0]!.wallStart) return 0;
      let index = ticks.length - 1;
      while (index > 0 && ticks[index]!.wallStart > wall) index -= 1;
      const length = (starts[index + 1] ?? total) - starts[index]!;
      return starts[index]! + Math.min(wall - ticks[index]!.wallStart, length);
    },
    totalMs: total,
    wallMs: ticks.length === 0 ? 0 : ticks.at(-1)!.wallEnd - ticks[0]!.wallStart,
  };
}

/** Nearest-rank percentile; 0 for no values. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[
    Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  ]!;
}

export interface JobStart {
  kind: string;
  attempt: number;
  /** Wall-clock ms: when the job became due (queued, or its back-off over). */
  dueAt: number;
  startedAt: number;
}

export interface WaitSummary {
  kind: string;
  count: number;
  /** Simulated minutes from due to started. */
  p50: number;
  p95: number;
  max: number;
}

/** Waits per kind, then over all kinds ("all"), in simulated minutes. */
export function summariseWaits(starts: readonly JobStart[], clock: SimulatedClock): WaitSummary[] {
  const byKind = new Map<string, number[]>();
  const all: number[] = [];
  for (const start of starts) {
    const wait = Math.max(0, clock.toSim(start.startedAt) - clock.toSim(start.dueAt)) / 60_000;
    byKind.set(start.kind, [...(byKind.get(start.kind) ?? []), wait]);
    all.push(wait);
  }
  return [...[...byKind].sort(([a], [b]) => a.localeCompare(b)), ["all", all] as const].map(
    ([kind, waits]) => ({
      kind,
      count: waits.length,
      p50: percentile(waits, 50),
      p95: percentile(waits, 95),
      max: waits.length === 0 ? 0 : Math.max(...waits),
    }),
  );
}

import { afterEach, describe, expect, it, vi } from "vitest";
import {
  parseStatCpuMs,
  parseStatusBytes,
  type ProcStats,
} from "../../../emulator/functions/deno/proc-stats.ts";
import { EDGE_LIMITS, UsageMeter } from "../../../emulator/functions/deno/usage-meter.ts";

const MB = 1024 * 1024;

/** A worker whose /proc figures the test moves by hand. */
function fakeProc(initial: { cpuMs: number; rss: number; resettable?: boolean }) {
  const state = { cpuMs: initial.cpuMs, rss: initial.rss, peak: initial.rss, gone: false };
  const stats: ProcStats = {
    cpuMs: () => (state.gone ? null : state.cpuMs),
    rssBytes: () => (state.gone ? null : state.rss),
    peakRssBytes: () => (state.gone ? null : state.peak),
    resetPeak: () => {
      if (initial.resettable === false) return false;
      state.peak = state.rss;
      return true;
    },
  };
  const set = (next: { cpuMs?: number; rss?: number }) => {
    if (next.cpuMs !== undefined) state.cpuMs = next.cpuMs;
    if (next.rss !== undefined) {
      state.rss = next.rss;
      state.peak = Math.max(state.peak, next.rss);
    }
  };
  return { stats, set, state };
}

/** A meter over `proc` with the hosted limits; the bare runtime took `runtimeMb`. */
function meter(
  proc: ReturnType<typeof fakeProc>,
  runtimeMb: number,
  onOver: (usage: unknown) => void = () => undefined,
) {
  return new UsageMeter({
    pid: 1,
    runtimeRssBytes: runtimeMb * MB,
    stats: proc.stats,
    limits: EDGE_LIMITS,
    onOver,
    intervalMs: 50,
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe("/proc parsing", () => {
  it("reads utime + stime after the command name, even one with spaces and parentheses", () => {
    const stat =
      "4242 (deno (worker) 1) S 1 4242 4242 0 -1 4194560 9000 0 0 0 173 27 0 0 20 0 7 0 1234 0 0";
    expect(parseStatCpuMs(stat)).toBe(2_000);
    expect(parseStatCpuMs("garbage")).toBeNull();
  });

  it("reads VmHWM and VmRSS in bytes", () => {
    const status = "Name:\tdeno\nVmPeak:\t 900000 kB\nVmHWM:\t  131072 kB\nVmRSS:\t   65536 kB\n";
    expect(parseStatusBytes(status, "VmHWM")).toBe(128 * MB);
    expect(parseStatusBytes(status, "VmRSS")).toBe(64 * MB);
    expect(parseStatusBytes("Name:\tdeno\n", "VmRSS")).toBeNull();
  });
});

describe("UsageMeter", () => {
  it("counts the CPU time and the peak memory of the request, less the bare runtime", () => {
    const proc = fakeProc({ cpuMs: 5_000, rss: 90 * MB });
    const measured = meter(proc, 30, () => expect.fail("not over"));
    proc.set({ cpuMs: 5_400, rss: 150 * MB });
    proc.set({ rss: 100 * MB });
    expect(measured.stop()).toEqual({
      cpuMs: 400,
      memoryBytes: 120 * MB,
      peakRssBytes: 150 * MB,
      over: [],
    });
  });

  it("notices a request going over 2 s of CPU while it runs, once", () => {
    vi.useFakeTimers();
    const proc = fakeProc({ cpuMs: 100, rss: 80 * MB });
    const onOver = vi.fn();
    const measured = meter(proc, 30, onOver);
    proc.set({ cpuMs: 2_000 });
    vi.advanceTimersByTime(50);
    expect(onOver).not.toHaveBeenCalled();
    proc.set({ cpuMs: 2_110 });
    vi.advanceTimersByTime(50);
    expect(onOver).toHaveBeenCalledWith({
      cpuMs: 2_010,
      memoryBytes: 50 * MB,
      peakRssBytes: 80 * MB,
      over: ["cpu"],
    });
    proc.set({ cpuMs: 2_500, rss: 400 * MB });
    vi.advanceTimersByTime(200);
    expect(onOver).toHaveBeenCalledTimes(1);
    expect(measured.stop()).toMatchObject({ cpuMs: 2_400, over: ["cpu", "memory"] });
  });

  it("notices memory over 256 MB above the bare runtime", () => {
    vi.useFakeTimers();
    const proc = fakeProc({ cpuMs: 0, rss: 60 * MB });
    const onOver = vi.fn();
    meter(proc, 32, onOver);
    proc.set({ rss: 32 * MB + 256 * MB });
    vi.advanceTimersByTime(50);
    expect(onOver).not.toHaveBeenCalled();
    proc.set({ rss: 32 * MB + 257 * MB });
    vi.advanceTimersByTime(50);
    expect(onOver).toHaveBeenCalledWith(expect.objectContaining({ over: ["memory"] }));
  });

  it("without a resettable peak, takes the highest sample instead of the lifetime peak", () => {
    vi.useFakeTimers();
    const proc = fakeProc({ cpuMs: 0, rss: 500 * MB, resettable: false });
    proc.set({ rss: 70 * MB });
    const measured = meter(proc, 30, () => expect.fail("the old peak is not this request's"));
    proc.set({ rss: 90 * MB });
    vi.advanceTimersByTime(50);
    proc.set({ rss: 75 * MB });
    expect(measured.stop()).toMatchObject({ memoryBytes: 60 * MB, peakRssBytes: 90 * MB });
  });

  it("keeps the last figures when the worker is gone at the end (stopped at a limit)", () => {
    vi.useFakeTimers();
    const proc = fakeProc({ cpuMs: 0, rss: 50 * MB });
    const measured = meter(proc, 30);
    proc.set({ cpuMs: 2_050 });
    vi.advanceTimersByTime(50);
    proc.state.gone = true;
    expect(measured.stop()).toMatchObject({ cpuMs: 2_050, over: ["cpu"] });
  });

  it("measures nothing where /proc cannot be read", () => {
    const proc = fakeProc({ cpuMs: 0, rss: 0 });
    proc.state.gone = true;
    expect(meter(proc, 0).stop()).toBeNull();
  });
});

import { existsSync, readFileSync, writeFileSync } from "node:fs";

/**
 * What Linux says about a worker process, read from /proc. Only the main thread's CPU time
 * counts: Deno runs the function's isolate there, while V8's garbage-collector helpers and the
 * I/O threads run beside it; the edge runtime likewise times the isolate's thread, not the host.
 */
export interface ProcStats {
  /** utime + stime of the process's main thread, in milliseconds; null when unreadable. */
  cpuMs(pid: number): number | null;
  /** Peak resident memory since the last `resetPeak` (or the start), in bytes; null when unreadable. */
  peakRssBytes(pid: number): number | null;
  /** Resident memory now, in bytes; null when unreadable. */
  rssBytes(pid: number): number | null;
  /** Starts a new peak (`echo 5 > /proc/<pid>/clear_refs`); false when the kernel refused. */
  resetPeak(pid: number): boolean;
}

/** USER_HZ: /proc counts CPU time in these ticks on every Linux the emulator runs on. */
export const CLOCK_TICKS_PER_SECOND = 100;

/**
 * utime + stime (fields 14 and 15 of /proc/<pid>/stat) in milliseconds. The command name in
 * field 2 may hold spaces and parentheses, so fields are counted after its last ')'.
 */
export function parseStatCpuMs(stat: string): number | null {
  const end = stat.lastIndexOf(")");
  if (end < 0) return null;
  const fields = stat
    .slice(end + 1)
    .trim()
    .split(/\s+/);
  // fields[0] is field 3 (state), so field n is fields[n - 3].
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  if (!Number.isFinite(utime) || !Number.isFinite(stime)) return null;
  return ((utime + stime) * 1000) / CLOCK_TICKS_PER_SECOND;
}

/** A `Name:   1234 kB` line of /proc/<pid>/status, in bytes. */
export function parseStatusBytes(status: string, name: "VmHWM" | "VmRSS"): number | null {
  const match = new RegExp(`^${name}:\\s+(\\d+)\\s+kB$`, "m").exec(status);
  return match ? Number(match[1]) * 1024 : null;
}

const HAS_PROC = existsSync("/proc/self/stat");

/**
 * Whether Linux says the process has ended (a zombie, dead, or gone), which it knows a moment
 * before Node reports the child's exit. False where there is no /proc.
 */
export function processEnded(pid: number): boolean {
  if (!HAS_PROC) return false;
  const stat = readOrNull(`/proc/${pid}/stat`);
  if (stat === null) return true;
  const state = stat.slice(stat.lastIndexOf(")") + 1).trim()[0];
  return state === "Z" || state === "X";
}

function readOrNull(path: string): string | null {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return null;
  }
}

/** The real /proc (Linux). On other systems every reading is null and nothing is measured. */
export const linuxProcStats: ProcStats = {
  cpuMs(pid) {
    const stat = readOrNull(`/proc/${pid}/task/${pid}/stat`);
    return stat === null ? null : parseStatCpuMs(stat);
  },
  peakRssBytes(pid) {
    const status = readOrNull(`/proc/${pid}/status`);
    return status === null ? null : parseStatusBytes(status, "VmHWM");
  },
  rssBytes(pid) {
    const status = readOrNull(`/proc/${pid}/status`);
    return status === null ? null : parseStatusBytes(status, "VmRSS");
  },
  resetPeak(pid) {
    try {
      writeFileSync(`/proc/${pid}/clear_refs`, "5");
      return true;
    } catch {
      return false;
    }
  },
};

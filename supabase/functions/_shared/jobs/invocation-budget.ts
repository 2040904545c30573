/**
 * The CPU time one process-jobs invocation may spend. The edge runtime stops an invocation after
 * 2 s of CPU time (546 WORKER_LIMIT, the work lost); the processor claims no further job once the
 * budget is spent, and a job in parts (the site scan) pauses and queues its next part. Measured
 * with `process.cpuUsage()` (Deno's Node compatibility), which covers the whole process: under
 * Deno (hosted, and the emulator's deno runtime) that process serves this one request, so the
 * figure is this invocation's (and a little more: helper threads count too, which only adds
 * headroom). A Deno without it counts wall-clock time instead, which is never less. Under Node
 * the emulator runs every function and its own work in one process, where no figure is this
 * invocation's: there the budget counts nothing, and only the scan's page cap per part applies.
 */

export interface InvocationBudget {
  /** CPU time this invocation has used so far; null where it cannot be told (Node). */
  cpuMs(): number | null;
  /** The invocation has done its share: claim nothing more, pause what can pause. */
  spent(): boolean;
}

interface ProcessLike {
  cpuUsage?: () => { user: number; system: number };
}

/** What this invocation's process offers to measure itself with; null under Node (see above). */
function defaultMeasure(): () => number | null {
  if (!("Deno" in globalThis)) return () => null;
  const process = (globalThis as { process?: ProcessLike }).process;
  if (typeof process?.cpuUsage !== "function") return () => performance.now();
  const cpuUsage = process.cpuUsage.bind(process);
  return () => {
    const { user, system } = cpuUsage();
    return (user + system) / 1000;
  };
}

export function invocationBudget(
  cpuBudgetMs: number,
  options: { measure?: () => number | null } = {},
): InvocationBudget {
  const measure = options.measure ?? defaultMeasure();
  const startedAt = measure();
  const cpuMs = () => {
    const now = measure();
    return now === null || startedAt === null ? null : now - startedAt;
  };
  return {
    cpuMs,
    spent: () => (cpuMs() ?? 0) >= cpuBudgetMs,
  };
}

/** A budget that is never spent (scripts and tests that run jobs outside process-jobs). */
export const UNLIMITED_BUDGET: InvocationBudget = { cpuMs: () => null, spent: () => false };

import { AsyncLocalStorage } from "node:async_hooks";
import { format } from "node:util";

/**
 * What a function wrote to its console, as hosted Supabase keeps it in the function's logs
 * (Dashboard → Edge Functions → Logs): which function, the console level, the formatted line.
 * Tests read a function's log lines here, in either runtime, instead of spying on the test
 * process's own console (which a Deno worker never writes to).
 */
export interface FunctionLogLine {
  /** The function's name. */
  name: string;
  level: FunctionLogLevel;
  /** The console call's arguments formatted as one line would print them (may hold newlines). */
  message: string;
  /** When the emulator received it (ISO 8601). */
  timestamp: string;
}

export const FUNCTION_LOG_LEVELS = ["debug", "log", "info", "warn", "error"] as const;
export type FunctionLogLevel = (typeof FUNCTION_LOG_LEVELS)[number];

/** The last lines every function wrote, oldest first (`emulator.functions.logs()`). */
export class FunctionLogs {
  private lines: FunctionLogLine[] = [];

  constructor(private readonly capacity = 2_000) {}

  add(name: string, level: FunctionLogLevel, message: string): void {
    this.lines.push({ name, level, message, timestamp: new Date().toISOString() });
    if (this.lines.length > this.capacity) this.lines.shift();
  }

  list(name?: string): FunctionLogLine[] {
    return this.lines.filter((line) => name === undefined || line.name === name);
  }
}

/** The invocation a console call belongs to (node runtime: every function shares one process). */
const invocation = new AsyncLocalStorage<{ name: string; logs: FunctionLogs }>();
const capturing = new WeakSet<object>();

/**
 * Node runtime: runs one invocation with its console calls recorded in `logs` under its name
 * (everything the handler starts, awaited or not, carries the invocation along). The lines
 * still reach the emulator's own console, as they did before.
 */
export function withFunctionLogs<T>(logs: FunctionLogs, name: string, run: () => T): T {
  captureConsole();
  return invocation.run({ name, logs }, run);
}

/**
 * Wraps the console methods; calls outside an invocation pass straight on. Checked on every
 * invocation: a test that spied on the console and restored it has put the bare method back.
 */
function captureConsole(): void {
  for (const level of FUNCTION_LOG_LEVELS) {
    if (capturing.has(console[level])) continue;
    const original = console[level].bind(console);
    const wrapper = (...args: unknown[]) => {
      const current = invocation.getStore();
      current?.logs.add(current.name, level, format(...args));
      original(...args);
    };
    capturing.add(wrapper);
    console[level] = wrapper;
  }
}

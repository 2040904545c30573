import type { RequestUsage } from "./usage-meter.ts";

export interface UsageRecord extends RequestUsage {
  name: string;
  method: string;
  /** The status the caller got (546 when the worker was stopped at a limit). */
  status: number;
  /** The worker process that served the request. */
  pid: number;
  wallMs: number;
}

/** The last measured requests, oldest first (`emulator.functions.usage()`, benchmarks). */
export class UsageLog {
  private records: UsageRecord[] = [];

  constructor(private readonly capacity = 1_000) {}

  add(record: UsageRecord): void {
    this.records.push(record);
    if (this.records.length > this.capacity) this.records.shift();
  }

  list(): UsageRecord[] {
    return [...this.records];
  }

  clear(): void {
    this.records = [];
  }
}

import { AsyncLocalStorage } from "node:async_hooks";
import type { PGlite } from "@electric-sql/pglite";

/**
 * One arbiter for PGlite's single backend session.
 *
 * PGlite is one Postgres backend. pglite-socket's own queue interleaves protocol messages of
 * different connections (a Parse/Bind of one client between another's Bind/Execute, which breaks
 * unnamed portals under concurrency) and knows nothing of in-process queries, which could then run
 * inside a socket client's open transaction (under its SET LOCAL ROLE). This gate gives the
 * session to one owner at a time: a socket connection keeps it until the backend is idle again
 * (ReadyForQuery with status 'I'), an in-process task keeps it for the duration of its callback.
 * The object is passed to PGLiteSocketHandler as its query queue (same method names).
 */
type SocketItem = {
  kind: "socket";
  owner: number;
  message: Uint8Array;
  onData: (data: Uint8Array) => void;
  resolve: (bytes: number) => void;
  reject: (error: unknown) => void;
};
type TaskItem = {
  kind: "task";
  owner: number;
  run: () => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
};
type Item = SocketItem | TaskItem;

/** Set while an in-process task owns the session: its own queries must not queue again. */
const insideTask = new AsyncLocalStorage<true>();

export function isInsideGateTask(): boolean {
  return insideTask.getStore() === true;
}

const READY_FOR_QUERY = 0x5a; // 'Z'
const IDLE = 0x49; // 'I'
const SYNC_MESSAGE = new Uint8Array([0x53, 0, 0, 0, 4]);

export class SessionGate {
  private queue: Item[] = [];
  private owner: number | null = null;
  private pumping = false;
  private nextTaskOwner = -1;

  constructor(
    private readonly db: PGlite,
    /** Told when an in-process task waits long for a socket client's open transaction. */
    private readonly onStall: (message: string) => void = () => {},
  ) {}

  /** Runs `fn` with the session to itself (no socket message runs meanwhile). */
  run<T>(fn: () => Promise<T>): Promise<T> {
    // Re-entrant: a task that queries again already owns the session.
    if (isInsideGateTask()) return fn();
    const owner = this.nextTaskOwner--;
    // A function that keeps a transaction open while it calls the emulator's HTTP API (which
    // needs the database) waits forever: say so instead of hanging silently.
    const stall = setTimeout(() => {
      this.onStall(
        `[db] an emulator request has waited 5 s for the database: a Postgres client (edge function?) ` +
          `holds a transaction open${this.owner !== null && this.owner >= 0 ? ` (connection #${this.owner})` : ""}. ` +
          `Do not call the auth API from inside a database transaction.`,
      );
    }, 5_000);
    stall.unref();
    return new Promise<T>((resolve, reject) => {
      this.queue.push({
        kind: "task",
        owner,
        run: () => {
          clearTimeout(stall);
          return fn();
        },
        resolve: resolve as (value: unknown) => void,
        reject: (error) => {
          clearTimeout(stall);
          reject(error);
        },
      });
      void this.pump();
    });
  }

  // --- PGLiteSocketHandler's queue interface ---

  enqueue(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void) {
    return new Promise<number>((resolve, reject) => {
      this.queue.push({ kind: "socket", owner: handlerId, message, onData, resolve, reject });
      void this.pump();
    });
  }

  getQueueLength() {
    return this.queue.length;
  }

  clearQueueForHandler(handlerId: number) {
    this.queue = this.queue.filter((item) => {
      if (item.owner !== handlerId) return true;
      item.reject(new Error("Handler disconnected"));
      return false;
    });
  }

  /** A client went away while it owned the session: end its sequence and transaction. */
  async clearTransactionIfNeeded(handlerId: number) {
    if (this.owner !== handlerId) return;
    const cleanup: TaskItem = {
      kind: "task",
      owner: this.nextTaskOwner--,
      run: async () => {
        await this.db.runExclusive(() => this.db.execProtocolRaw(SYNC_MESSAGE));
        if (this.db.isInTransaction()) await this.db.exec("ROLLBACK");
      },
      resolve: () => {},
      reject: () => {},
    };
    this.owner = null;
    this.queue.unshift(cleanup);
    await this.pump();
  }

  private async pump() {
    if (this.pumping) return;
    this.pumping = true;
    try {
      for (;;) {
        const index =
          this.owner === null
            ? this.queue.length > 0
              ? 0
              : -1
            : this.queue.findIndex((item) => item.owner === this.owner);
        if (index === -1) break;
        const [item] = this.queue.splice(index, 1);
        if (item.kind === "task") await this.runTask(item);
        else await this.runSocketMessage(item);
      }
    } finally {
      this.pumping = false;
    }
  }

  private async runTask(item: TaskItem) {
    this.owner = item.owner;
    try {
      item.resolve(await insideTask.run(true, item.run));
    } catch (error) {
      item.reject(error);
    } finally {
      // A task must not leave a transaction open for the next owner.
      if (!this.db.closed && this.db.isInTransaction()) {
        await insideTask.run(true, () => this.db.exec("ROLLBACK"));
      }
      this.owner = null;
    }
  }

  private async runSocketMessage(item: SocketItem) {
    this.owner = item.owner;
    let bytes = 0;
    let tail = new Uint8Array(0);
    try {
      await this.db.runExclusive(() =>
        this.db.execProtocolRawStream(item.message, {
          onRawData: (data) => {
            bytes += data.length;
            tail = lastBytes(tail, data, 6);
            item.onData(data);
          },
        }),
      );
      item.resolve(bytes);
    } catch (error) {
      item.reject(error);
    }
    // Keep the session for this client until the backend is idle: mid extended-protocol
    // sequence (no ReadyForQuery yet), inside a transaction block, or in COPY mode.
    const ready = tail.length === 6 && tail[0] === READY_FOR_QUERY && tail[4] === 5;
    this.owner = ready && tail[5] === IDLE ? null : item.owner;
  }
}

function lastBytes(previous: Uint8Array, next: Uint8Array, count: number) {
  if (next.length >= count) return next.slice(next.length - count);
  const joined = new Uint8Array(previous.length + next.length);
  joined.set(previous);
  joined.set(next, previous.length);
  return joined.slice(Math.max(0, joined.length - count));
}

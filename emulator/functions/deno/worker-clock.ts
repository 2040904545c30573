/**
 * Inside a Deno worker: the function's clock follows the emulator's. In the node runtime the
 * functions share the emulator's process and so its `Date`, which a test may move (fake timers:
 * "15 days later"); the gateway sends its `Date.now()` with every request (CLOCK_HEADER) and the
 * worker's `Date` keeps that distance from the real time. Skews under a second are ignored, so a
 * worker whose emulator's time was never moved keeps the runtime's own, untouched `Date`.
 */
import { CLOCK_HEADER } from "./worker-protocol.ts";

const NEGLIGIBLE_MS = 1_000;
const RealDate = Date;
let offsetMs = 0;
let installed = false;

/** A Date whose "now" is the emulator's; every other use is the real Date. */
function installShiftedDate(): void {
  const shifted = function (this: unknown, ...args: unknown[]) {
    const now = () => new RealDate(RealDate.now() + offsetMs);
    if (!new.target) return now().toString();
    return args.length === 0
      ? now()
      : new (RealDate as unknown as new (...values: unknown[]) => Date)(...args);
  } as unknown as DateConstructor;
  Object.setPrototypeOf(shifted, RealDate);
  Object.defineProperty(shifted, "prototype", { value: RealDate.prototype });
  Object.defineProperty(shifted, "now", { value: () => RealDate.now() + offsetMs });
  globalThis.Date = shifted;
  installed = true;
}

/** Takes the emulator's time from the request and hands the function the request without it. */
export function followGatewayClock(request: Request): Request {
  const sent = request.headers.get(CLOCK_HEADER);
  if (sent === null) return request;
  const offset = Number(sent) - RealDate.now();
  if (Number.isFinite(offset)) {
    offsetMs = Math.abs(offset) < NEGLIGIBLE_MS ? 0 : offset;
    if (offsetMs !== 0 && !installed) installShiftedDate();
  }
  const headers = new Headers(request.headers);
  headers.delete(CLOCK_HEADER);
  return new Request(request, { headers });
}

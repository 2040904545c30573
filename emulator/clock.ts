/**
 * The emulator's notion of "now". Everything time-based (token expiry, refresh-token reuse window,
 * e-mail frequency, flow-state expiry) reads this clock, so tests can move time forward instead of
 * sleeping: `emulator.clock.advance(11_000)`.
 */
export class Clock {
  private offsetMs = 0;

  now(): number {
    return Date.now() + this.offsetMs;
  }

  date(): Date {
    return new Date(this.now());
  }

  iso(): string {
    return this.date().toISOString();
  }

  /** Unix seconds, as used in JWT claims. */
  seconds(): number {
    return Math.floor(this.now() / 1000);
  }

  advance(ms: number): void {
    this.offsetMs += ms;
  }

  reset(): void {
    this.offsetMs = 0;
  }
}

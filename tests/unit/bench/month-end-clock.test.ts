import { describe, expect, it } from "vitest";
import { percentile, simulatedClock, summariseWaits } from "../../../scripts/month-end-clock.ts";

/**
 * bench:month-end runs its process-jobs calls back to back and counts each as one pg_cron tick:
 * a minute, or longer when the call itself took longer. Waits are measured on that clock.
 */
const MINUTE = 60_000;

describe("the month-end bench's clock", () => {
  // Three calls: 2 s, 90 s (longer than a tick), 1 s; a little bookkeeping between them.
  const ticks = [
    { wallStart: 1_000, wallEnd: 3_000 },
    { wallStart: 3_100, wallEnd: 93_100 },
    { wallStart: 93_200, wallEnd: 94_200 },
  ];
  const clock = simulatedClock(ticks, MINUTE);

  it("counts each call as a minute, or as long as it took when that is longer", () => {
    expect(clock.totalMs).toBe(MINUTE + 90_000 + MINUTE);
    expect(clock.wallMs).toBe(93_200);
  });

  it("maps a moment to its tick at the same distance from the tick's start", () => {
    expect(clock.toSim(0)).toBe(0); // due before the first tick: period end
    expect(clock.toSim(2_000)).toBe(1_000);
    // Between two calls: at most the end of its tick.
    expect(clock.toSim(3_050)).toBe(2_050);
    expect(clock.toSim(3_100)).toBe(MINUTE);
    expect(clock.toSim(93_200)).toBe(MINUTE + 90_000);
  });

  it("measures waits from due to started in simulated minutes, per kind and over all", () => {
    const waits = summariseWaits(
      [
        { kind: "site-scan", attempt: 1, dueAt: 0, startedAt: 1_500 },
        { kind: "site-scan", attempt: 1, dueAt: 0, startedAt: 93_300 },
        { kind: "content-plan", attempt: 1, dueAt: 2_000, startedAt: 3_200 },
      ],
      clock,
    );
    expect(waits).toEqual([
      {
        kind: "content-plan",
        count: 1,
        p50: 1 - 1_000 / MINUTE + 100 / MINUTE,
        p95: expect.any(Number),
        max: expect.any(Number),
      },
      {
        kind: "site-scan",
        count: 2,
        p50: 500 / MINUTE,
        p95: 2.5 + 100 / MINUTE,
        max: 2.5 + 100 / MINUTE,
      },
      {
        kind: "all",
        count: 3,
        p50: expect.any(Number),
        p95: 2.5 + 100 / MINUTE,
        max: 2.5 + 100 / MINUTE,
      },
    ]);
  });

  it("takes nearest-rank percentiles", () => {
    const values = Array.from({ length: 20 }, (_, i) => i + 1);
    expect([percentile(values, 50), percentile(values, 95), percentile([], 50)]).toEqual([
      10, 19, 0,
    ]);
  });
});

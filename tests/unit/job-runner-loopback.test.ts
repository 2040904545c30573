import { describe, expect, it } from "vitest";
import { isLoopbackCaller } from "../../emulator/jobs/job-runner.ts";

describe("the emulator's run-due endpoint", () => {
  it("accepts callers on this machine only", () => {
    expect(["127.0.0.1", "::1", "::ffff:127.0.0.1"].map(isLoopbackCaller)).toEqual([
      true,
      true,
      true,
    ]);
    expect(["10.0.0.2", "192.168.1.5", "::ffff:10.0.0.2", undefined].map(isLoopbackCaller)).toEqual(
      [false, false, false, false],
    );
  });
});

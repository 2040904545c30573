import { afterEach, describe, expect, it, vi } from "vitest";
import { resolveConfig } from "../../../emulator/config.ts";

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("functions runtime settings", () => {
  it("run functions in Node with limits logged unless told otherwise", () => {
    vi.stubEnv("EMULATOR_FUNCTIONS_RUNTIME", "");
    vi.stubEnv("EMULATOR_FUNCTION_LIMITS", "");
    expect(resolveConfig({})).toMatchObject({ functionsRuntime: "node", functionLimits: "log" });
  });

  it("follow EMULATOR_FUNCTIONS_RUNTIME and EMULATOR_FUNCTION_LIMITS; options win", () => {
    vi.stubEnv("EMULATOR_FUNCTIONS_RUNTIME", "deno");
    vi.stubEnv("EMULATOR_FUNCTION_LIMITS", "enforce");
    expect(resolveConfig({})).toMatchObject({
      functionsRuntime: "deno",
      functionLimits: "enforce",
    });
    expect(resolveConfig({ functionsRuntime: "node", functionLimits: "log" })).toMatchObject({
      functionsRuntime: "node",
      functionLimits: "log",
    });
  });

  it("refuse a runtime they do not know, naming the variable", () => {
    vi.stubEnv("EMULATOR_FUNCTIONS_RUNTIME", "bun");
    expect(() => resolveConfig({})).toThrow(
      'EMULATOR_FUNCTIONS_RUNTIME must be node or deno, not "bun"',
    );
  });
});

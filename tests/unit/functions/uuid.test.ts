import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { isUuid } from "../../../supabase/functions/_shared/uuid.ts";

describe("isUuid", () => {
  it("takes any UUID in either case and nothing else", () => {
    expect(isUuid("0b9f3c1e-2d4a-4f6b-8c7d-9e0f1a2b3c4d")).toBe(true);
    expect(isUuid("0B9F3C1E-2D4A-1F6B-0C7D-9E0F1A2B3C4D")).toBe(true);
    expect(isUuid("nope")).toBe(false);
    expect(isUuid("0b9f3c1e-2d4a-4f6b-8c7d-9e0f1a2b3c4")).toBe(false);
    expect(isUuid(" 0b9f3c1e-2d4a-4f6b-8c7d-9e0f1a2b3c4d")).toBe(false);
  });

  it("is the one UUID pattern in the functions", () => {
    const functionsDir = resolve(import.meta.dirname, "../../../supabase/functions");
    const copies = (readdirSync(functionsDir, { recursive: true }) as string[])
      .filter((path) => path.endsWith(".ts") && path !== join("_shared", "uuid.ts"))
      .filter((path) => readFileSync(join(functionsDir, path), "utf8").includes("[0-9a-f]{8}-"));
    expect(copies).toEqual([]);
  });
});

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import tailwindConfig from "../../tailwind.config";
import { VINDBAAR_COLORS } from "../../supabase/functions/_shared/contract/brand.ts";

const file = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), "utf8");

describe("Vindbaar's colours have one source", () => {
  it("the site's brand palette, favicon and theme colour are the contract's colours", () => {
    const brand = tailwindConfig.theme.extend.colors.brand;
    expect(brand[600]).toBe(VINDBAAR_COLORS.primary);
    expect(brand[900]).toBe(VINDBAAR_COLORS.secondary);
    const favicon = file("public/favicon.svg");
    expect(favicon).toContain(`fill="${VINDBAAR_COLORS.primary}"`);
    expect(favicon).toContain(`stroke="${VINDBAAR_COLORS.accent}"`);
    expect(file("index.html")).toContain(
      `<meta name="theme-color" content="${VINDBAAR_COLORS.primary}" />`,
    );
  });
});

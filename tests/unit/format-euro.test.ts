import { describe, expect, it } from "vitest";
import { formatEuro } from "@/lib/format";

const NBSP = "\u00a0";

describe("formatEuro", () => {
  it.each([
    [19, `€${NBSP}19`],
    [49, `€${NBSP}49`],
    [59.99, `€${NBSP}59,99`],
    // A discounted price: both cent digits, never "€ 24,5".
    [24.5, `€${NBSP}24,50`],
    [29.65, `€${NBSP}29,65`],
    [1234.5, `€${NBSP}1.234,50`],
  ])("%s -> %s", (amount, text) => {
    expect(formatEuro(amount)).toBe(text);
  });
});

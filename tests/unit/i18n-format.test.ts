import { describe, expect, it } from "vitest";
import { formatCurrency, formatDate, formatNumber } from "@/i18n/format";

// Intl puts a narrow no-break space in some formats; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("format helpers", () => {
  it("numbers use the language's separators", () => {
    expect(formatNumber(1234.5, "nl")).toBe("1.234,5");
    expect(formatNumber(1234.5, "en")).toBe("1,234.5");
  });

  it("money is in euros with cents", () => {
    expect(plain(formatCurrency(19, "nl"))).toBe("€ 19,00");
    expect(plain(formatCurrency(1234.5, "en"))).toBe("€1,234.50");
  });

  it("dates are written out in the language", () => {
    const date = new Date(Date.UTC(2026, 10, 26, 12));
    expect(formatDate(date, "nl")).toBe("26 november 2026");
    expect(formatDate(date, "en")).toBe("26 November 2026");
    expect(formatDate("2026-03-01T12:00:00Z", "nl", { day: "numeric", month: "short" })).toBe(
      "1 mrt",
    );
  });
});

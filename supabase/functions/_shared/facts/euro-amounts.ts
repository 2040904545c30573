/**
 * Euro amounts as Dutch sites write them: "€ 4,50", "€4.50", "€ 1.395", "€ 95,-", "€ 12,—",
 * "45 euro", "EUR 62,50". Amounts are read to cents; what is not clearly a price is not read.
 */
export interface EuroAmount {
  cents: number;
  /** Where the amount starts and ends in the text. */
  start: number;
  end: number;
}

const INTEGER = String.raw`\d{1,3}(?:\.\d{3})+|\d+`;
const DECIMALS = String.raw`(?:[,.](\d{2})(?!\d)|,[-–—]{1,2})?`;
const AMOUNT = new RegExp(
  String.raw`(?:€|\bEUR)\s?(${INTEGER})${DECIMALS}|\b(${INTEGER})${DECIMALS}\s?(?:euro|EUR)\b`,
  "gi",
);

function toCents(integer: string, decimals: string | undefined): number | null {
  // "1.395" is a thousands separator; "4.50" (two digits after the point) is decimals, read above.
  const euros = Number(integer.replace(/\./g, ""));
  if (!Number.isFinite(euros) || euros > 10_000_000) return null;
  return euros * 100 + (decimals ? Number(decimals) : 0);
}

export function euroAmounts(text: string): EuroAmount[] {
  const amounts: EuroAmount[] = [];
  for (const match of text.matchAll(AMOUNT)) {
    const cents =
      match[1] !== undefined ? toCents(match[1], match[2]) : toCents(match[3]!, match[4]);
    if (cents === null || cents === 0) continue;
    amounts.push({ cents, start: match.index, end: match.index + match[0].length });
  }
  return amounts;
}

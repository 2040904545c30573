const euroFormatter = new Intl.NumberFormat("nl-NL", {
  style: "currency",
  currency: "EUR",
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/** Formats an amount in euros the Dutch way: 19 -> "€ 19", 59.99 -> "€ 59,99". */
export function formatEuro(amount: number): string {
  return euroFormatter.format(amount);
}

const longDateFormatter = new Intl.DateTimeFormat("nl-NL", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** Formats an ISO date (yyyy-mm-dd) as "15 maart 2024". */
export function formatDateLong(isoDate: string): string {
  return longDateFormatter.format(new Date(`${isoDate}T00:00:00Z`));
}

const numberFormatter = new Intl.NumberFormat("nl-NL");

export function formatNumber(value: number): string {
  return numberFormatter.format(value);
}

const dateTimeLongFormatter = new Intl.DateTimeFormat("nl-NL", {
  dateStyle: "long",
  // Invoices follow the Dutch calendar day, wherever the browser is.
  timeZone: "Europe/Amsterdam",
});

/** Formats an ISO timestamp (e.g. a subscription's period end) as "15 juni 2025". */
export function formatDateTimeLong(isoTimestamp: string): string {
  return dateTimeLongFormatter.format(new Date(isoTimestamp));
}

/**
 * A period of days as every screen writes it (contract/dutch-figures.ts `periodNl`): month and
 * year named once where shared — "1 t/m 28 oktober 2026", "29 september t/m 26 oktober 2026",
 * "8 december 2025 t/m 4 januari 2026". For specs that cannot know the imported days in advance.
 */
export const DUTCH_PERIOD = String.raw`\d{1,2}(?: [a-z]+(?: \d{4})?)? t\/m \d{1,2} [a-z]+ \d{4}`;

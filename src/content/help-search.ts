/**
 * The texts of the help search's results (src/features/help-search). They live apart from the
 * help-centre page's copy (help-center.ts, which has the search box's own texts) because only the
 * results chunk, loaded on first use, needs them: the page does not carry them.
 */
export const helpSearchResultsCopy = {
  listLabel: "Gevonden artikelen",
  /** Announced to screen readers as the results change. */
  count: (count: number) => (count === 1 ? "1 resultaat" : `${count} resultaten`),
  noResult: "Geen resultaat",
  noResultText: "We vonden geen artikel bij je vraag. Ons supportteam helpt je graag verder.",
  chatLabel: "Stel je vraag in de chat",
  contactLabel: "Stuur je vraag via het contactformulier",
} as const;

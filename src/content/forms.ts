/**
 * Copy every form field shares. Each field stops at the limit the server checks (its maxLength);
 * when a paste was longer, the field says what happened instead of leaving it unnoticed.
 */
export const formFieldContent = {
  pasteCut: (max: number) => {
    const limit = max.toLocaleString("nl-NL");
    return `Je geplakte tekst was langer dan ${limit} tekens; alleen de eerste ${limit} tekens zijn overgenomen.`;
  },
} as const;

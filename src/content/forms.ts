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

/** Asked before leaving a form with unsaved changes (Bedrijfsprofiel, White Label). */
export const unsavedChangesContent = {
  title: "Wijzigingen niet opgeslagen",
  description:
    "Je hebt wijzigingen die nog niet zijn opgeslagen. Als je deze pagina nu verlaat, gaan ze verloren.",
  stay: "Op deze pagina blijven",
  leave: "Verlaten zonder opslaan",
} as const;

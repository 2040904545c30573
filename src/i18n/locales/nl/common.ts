/** Words shared by every customer-area screen. */
export const common = {
  /** Each language by its own name, so a reader of either finds theirs. */
  languages: {
    nl: "Nederlands",
    en: "English",
  },
  languageLabel: "Taal",
  /** Copy every customer-area form shares (see useFormCopy). */
  forms: {
    pasteCut:
      "Je geplakte tekst was langer dan {{limit}} tekens; alleen de eerste {{limit}} tekens zijn overgenomen.",
    unsavedChanges: {
      title: "Wijzigingen niet opgeslagen",
      description:
        "Je hebt wijzigingen die nog niet zijn opgeslagen. Als je deze pagina nu verlaat, gaan ze verloren.",
      stay: "Op deze pagina blijven",
      leave: "Verlaten zonder opslaan",
    },
  },
};

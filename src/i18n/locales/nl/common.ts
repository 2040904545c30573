/** Words shared by every customer-area screen. */
export const common = {
  /** Each language by its own name, so a reader of either finds theirs. */
  languages: {
    nl: "Nederlands",
    en: "English",
  },
  languageLabel: "Taal",
};

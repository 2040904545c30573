import type { Catalogue } from "../../catalogue";

export const common: Catalogue["common"] = {
  languages: {
    nl: "Nederlands",
    en: "English",
  },
  languageLabel: "Language",
};

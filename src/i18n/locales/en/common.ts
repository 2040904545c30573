import type { Catalogue } from "../../catalogue";

export const common: Catalogue["common"] = {
  languages: {
    nl: "Nederlands",
    en: "English",
  },
  languageLabel: "Language",
  forms: {
    pasteCut:
      "The text you pasted was longer than {{limit}} characters; only the first {{limit}} characters were kept.",
    unsavedChanges: {
      title: "Unsaved changes",
      description:
        "You have changes that have not been saved yet. If you leave this page now, they will be lost.",
      stay: "Stay on this page",
      leave: "Leave without saving",
    },
  },
};

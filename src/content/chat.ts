/**
 * Copy of the floating chat assistant (docs/product.md §2 "Floating widgets", §4 "Chat", §9 "Chat").
 * Every figure in a reply is derived from the plan catalogue and the facts module, so the chat
 * never quotes a price or claim that the pricing cards do not show.
 */

export const chatCopy = {
  launcherLabel: "Open de chatassistent",
  loadingLabel: "Chat wordt geladen…",
  loadError:
    "De chat kon niet worden geladen. Controleer je verbinding en klik nogmaals op de chatknop.",
  title: "Vindbaar-assistent",
  description:
    "Stel je vraag over onze pakketten, resultaten of werkwijze. Je krijgt direct antwoord.",
  logLabel: "Gesprek met de Vindbaar-assistent",
  suggestionsLabel: "Veelgestelde vragen",
  inputLabel: "Je bericht",
  inputPlaceholder: "Typ je vraag…",
  sendLabel: "Verstuur bericht",
  typing: "Vindbaar typt…",
  userName: "Jij",
  assistantName: "Vindbaar",
  closeLabel: "Chat sluiten",
  toastTitle: "Nieuw bericht van Vindbaar",
  toastAction: "Bekijk",
  toastActionAltText: "Bekijk het bericht",
} as const;

/** The three salutations, chosen by the hour of the visitor's own clock. */
export const greetings = {
  morning: "Goedemorgen",
  afternoon: "Goedemiddag",
  evening: "Goedenavond",
} as const;

export const welcomeText = "! Ik ben de Vindbaar-assistent. Waarmee kan ik je helpen?";

export const suggestedQuestions: readonly string[] = [
  "Wat kost Vindbaar?",
  "Welke functies krijg ik?",
  "Hoe snel zie ik resultaat?",
  "Zit ik vast aan een contract?",
  "Hoe werkt de support?",
  "Kan ik een demo zien?",
];

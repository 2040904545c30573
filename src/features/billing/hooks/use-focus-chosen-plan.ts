import { useEffect } from "react";
import { useLocation } from "react-router-dom";
import { planChoiceFrom } from "../plan-choice";

/**
 * Back from /login with ?plan=<id> (and &trial=1): bring the chosen card into view and focus the
 * button chosen (buy or trial), so the customer continues where they left off. `renderKey`
 * changes when the cards are re-rendered by another component (the signed-in controller replacing
 * the visitor cards), which moves focus again.
 */
export function useFocusChosenPlan(sectionId: string, renderKey: unknown) {
  const { search } = useLocation();
  // Only a plan of the catalogue: anything else is ignored rather than put into a selector.
  const choice = planChoiceFrom(search);
  const planId = choice?.planId ?? null;
  const action = choice?.trial ? "trial" : "buy";

  useEffect(() => {
    if (!planId) return;
    // After the layout's own scroll to #pricing (parent effects run after this one).
    const timer = window.setTimeout(() => {
      const card = document
        .getElementById(sectionId)
        ?.querySelector<HTMLElement>(`article[data-plan="${planId}"]`);
      if (!card) return;
      card.scrollIntoView({ block: "center" });
      const button =
        card.querySelector<HTMLButtonElement>(`button[data-action="${action}"]`) ??
        card.querySelector<HTMLButtonElement>("button");
      button?.focus({ preventScroll: true });
    }, 0);
    return () => window.clearTimeout(timer);
  }, [planId, action, sectionId, renderKey]);
}

/**
 * What an instant widget did with an early input, for the part of the boot loader that holds the
 * input for the app (early-input.ts).
 */
export interface InstantOutcome {
  /**
   * Puts back what the app rendered, just before this input is replayed to the app, which then
   * shows the effect itself (in the same task: no frame in between). Returning false drops the
   * input instead (the visitor has undone its effect since, e.g. closed the dialog it opened).
   */
  beforeReplay?: () => boolean | void;
  /**
   * The held inputs that landed inside these elements are not replayed: the visitor undid them
   * (closed the dialog they opened) or the page is already leaving for where they lead.
   */
  dropHeldWithin?: Element[];
}

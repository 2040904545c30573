/** A failed analyzer call with the message the 'Analyse mislukt' toast shows. */
export class AnalysisError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = "AnalysisError";
  }
}

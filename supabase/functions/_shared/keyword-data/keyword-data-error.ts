/** A refusal or failure of the keyword-data provider, with its own status code when it gave one. */
export class KeywordDataError extends Error {
  constructor(
    /** DataForSEO's status code (e.g. 40100, 40202), or 0 for network and shape problems. */
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = "KeywordDataError";
  }
}

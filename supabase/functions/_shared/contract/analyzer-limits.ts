/**
 * The analyzer's address limit, without zod: the home page's address field imports it, and the
 * home page's first download must not carry the schemas (those load with the analysis chunk).
 */

/** Longest address accepted; far above any real page address. */
export const ANALYZER_MAX_URL_LENGTH = 2048;

/**
 * Input limits of the meta-descriptions function. Shared with the browser form
 * (src/features/meta-descriptions) so both enforce the same numbers; no imports, so the browser
 * bundle pulls in nothing else from here.
 */
export const META_NAME_MAX_LENGTH = 100;
export const META_DESCRIPTION_MAX_LENGTH = 1000;

/**
 * The longest search the box takes: a question is a few words, and a pasted page would make every
 * keystroke search hundreds of terms with typo tolerance.
 */
export const HELP_SEARCH_QUERY_MAX_LENGTH = 200;

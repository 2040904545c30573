/**
 * The e-mail rule of the site's forms, on its own and free of imports: the browser's boot loader
 * checks the call-to-action address with it before the app is there, so it must not pull the lead
 * catalogue (and its chunk) into the first download. leads-limits.ts re-exports it.
 */

/**
 * The e-mail shape the site's forms accept (docs/product.md §5): non-space text, an at sign, non-space text,
 * a dot, non-space text. Deliberately looser than RFC 5322: a form only has to catch typos; the
 * real check is whether a reply arrives.
 */
export const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The longest e-mail address accepted (RFC 5321). */
export const EMAIL_MAX_LENGTH = 254;

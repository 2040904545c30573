/**
 * The e-mail shape the site's forms accept (spec §5): non-space text, an at sign, non-space text,
 * a dot, non-space text. Deliberately looser than RFC 5322: a form only has to catch typos; the
 * real check is whether a reply arrives.
 */
export const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

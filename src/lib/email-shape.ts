/**
 * The e-mail shape the site's forms accept (docs/product.md §5). Defined in the client-server contract, so the
 * forms and the `leads` function check the same rule.
 */
export { EMAIL_MAX_LENGTH, EMAIL_SHAPE } from "@contract/email-shape";

/**
 * charset (Lighthouse core/audits/dobetterweb/charset.js, Best Practices): a charset in the
 * Content-Type header, a byte-order mark, or a charset meta tag (or http-equiv content-type)
 * within the first 1024 characters of the HTML.
 */
import { binaryResult } from "../audit-result.ts";
import type { PageContext } from "../page-context.ts";
import type { AuditResult } from "../types.ts";

// Lighthouse's own patterns; they scan header and source text, not the HTML tree.
const CHARSET_HTML_REGEX = /<meta[^>]+charset[^<]+>/i;
const CHARSET_HTTP_REGEX = /charset\s*=\s*[a-zA-Z0-9-_:.()]{2,}/i;
const IANA_REGEX = /^[a-zA-Z0-9-_:.()]{2,}$/;
const BOM = 0xfeff;

export function auditCharset(ctx: PageContext): AuditResult {
  const contentType = ctx.input.headers["content-type"];
  let isSet = contentType !== undefined && CHARSET_HTTP_REGEX.test(contentType);
  isSet = isSet || ctx.input.html.charCodeAt(0) === BOM;
  if (CHARSET_HTML_REGEX.test(ctx.input.html.slice(0, 1024))) {
    isSet =
      isSet ||
      ctx.metas.some(
        (m) =>
          (m.charset !== undefined && IANA_REGEX.test(m.charset)) ||
          (m.httpEquiv === "content-type" && CHARSET_HTTP_REGEX.test(m.content)),
      );
  }
  return binaryResult("charset", isSet, {
    failRecommendation:
      'Zet `<meta charset="utf-8">` als eerste element in de `<head>` (binnen de eerste 1024 bytes), of stuur `Content-Type: text/html; charset=utf-8` mee.',
  });
}

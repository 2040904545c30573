/**
 * is-on-https (Lighthouse core/audits/is-on-https.js, Best Practices): a secure scheme, or a
 * host Lighthouse treats as localhost (`localhost`, `127.0.0.1`, `*.localhost`). Lighthouse
 * also flags every insecure subresource; the engine sees only the document, so it judges that.
 */
import { binaryResult } from "../audit-result.ts";
import type { PageContext } from "../page-context.ts";
import type { AuditResult } from "../types.ts";

export function auditIsOnHttps(ctx: PageContext): AuditResult {
  const url = new URL(ctx.input.finalUrl);
  const host = url.hostname;
  const secure =
    url.protocol === "https:" ||
    url.protocol === "wss:" ||
    host === "localhost" ||
    host === "127.0.0.1" ||
    host.endsWith(".localhost");
  return binaryResult("is-on-https", secure, {
    items: secure ? [] : [{ url: ctx.input.finalUrl }],
    failRecommendation:
      "Zet HTTPS aan (bijvoorbeeld met een gratis Let's Encrypt-certificaat) en stuur http-verkeer met een 301-redirect door naar https.",
  });
}

/**
 * http-status-code (Lighthouse core/audits/seo/http-status-code.js): the final document's
 * status (redirects already followed) fails when it is 400–599.
 */
import { binaryResult } from "../audit-result.ts";
import type { PageContext } from "../page-context.ts";
import type { AuditResult } from "../types.ts";

export function auditHttpStatusCode(ctx: PageContext): AuditResult {
  const status = ctx.input.status;
  const failed = status >= 400 && status <= 599;
  return binaryResult("http-status-code", !failed, {
    items: [{ status }],
    ...(failed ? { explanation: `De server antwoordde met HTTP-status ${status}.` } : {}),
    failRecommendation:
      "Zorg dat de pagina met status 200 antwoordt; zoekmachines nemen pagina's met een foutstatus niet op. Verwijs verhuisde pagina's met een 301-redirect door.",
  });
}

/**
 * doctype (Lighthouse core/audits/dobetterweb/doctype.js, Best Practices): passes only in
 * no-quirks mode. parse5 computes the document mode from the doctype exactly as browsers do,
 * which also covers limited-quirks doctypes that Lighthouse detects through inspector issues.
 */
import { binaryResult } from "../audit-result.ts";
import type { PageContext } from "../page-context.ts";
import type { AuditResult } from "../types.ts";

function explain(ctx: PageContext): string {
  const doctype = ctx.doc.childNodes.find((n) => n.nodeName === "#documentType");
  if (!doctype) return "Document bevat geen doctype.";
  if (ctx.doc.mode === "limited-quirks")
    return "Document bevat een doctype dat limited-quirks-modus activeert.";
  if ("publicId" in doctype && doctype.publicId)
    return "Het veld publicId van het doctype moet leeg zijn.";
  if ("systemId" in doctype && doctype.systemId)
    return "Het veld systemId van het doctype moet leeg zijn.";
  return "De naam van het doctype moet `html` zijn.";
}

export function auditDoctype(ctx: PageContext): AuditResult {
  const passed = ctx.doc.mode === "no-quirks";
  return binaryResult("doctype", passed, {
    ...(passed ? {} : { explanation: explain(ctx) }),
    failRecommendation:
      "Begin het HTML-document met `<!DOCTYPE html>`, zodat de browser niet in quirks-modus rendert.",
  });
}

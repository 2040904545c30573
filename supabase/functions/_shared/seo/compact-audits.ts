import type { AuditMap } from "./types.ts";

/** One audit as a scan stores it per page: the verdict, Dutch texts and how many elements. */
export interface CompactAudit {
  score: 0 | 1 | null;
  scoreDisplayMode: "binary" | "notApplicable" | "informative";
  title: string;
  recommendation: string | null;
  itemCount: number;
}

/** The engine's audits without the per-element details (they would make every scan row large). */
export function compactAudits(audits: AuditMap): Record<string, CompactAudit> {
  return Object.fromEntries(
    Object.values(audits).map((audit) => [
      audit.id,
      {
        score: audit.score,
        scoreDisplayMode: audit.scoreDisplayMode,
        title: audit.title,
        recommendation: audit.recommendation,
        itemCount: audit.details.items.length,
      },
    ]),
  );
}
